package games.blockade.rules.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.retreat.RetreatRules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * Every language says everything the rules' English says, with the same placeholders, and every
 * refusal has words: a key missing in one language or a refusal without words fails here, not in
 * front of a player.
 */
class WordsTest {

    static final List<Locale> LANGUAGES = List.of(Locale.GERMAN, Locale.FRENCH, Locale.forLanguageTag("es"),
            Locale.forLanguageTag("pt-BR"), Locale.forLanguageTag("pl"));
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");

    @Test
    void everyLanguageHasEveryKeyWithTheSamePlaceholders() {
        Map<String, String> english = read("words");
        List<String> problems = new ArrayList<>();
        for (Locale language : LANGUAGES) {
            Map<String, String> translated = read("words_" + language.toLanguageTag().replace('-', '_'));
            Set<String> missing = new TreeSet<>(english.keySet());
            missing.removeAll(translated.keySet());
            Set<String> extra = new TreeSet<>(translated.keySet());
            extra.removeAll(english.keySet());
            missing.forEach(key -> problems.add(language + " lacks " + key));
            extra.forEach(key -> problems.add(language + " has no English " + key));
            english.forEach((key, text) -> {
                if (translated.containsKey(key) && !placeholders(text).equals(placeholders(translated.get(key)))) {
                    problems.add(language + " " + key + ": placeholders " + placeholders(translated.get(key))
                            + ", English " + placeholders(text));
                }
            });
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void everyRefusalIsSaidInEveryLanguage() throws ReflectiveOperationException {
        List<Class<?>> records = new ArrayList<>();
        collect(Refusal.class, records);
        assertTrue(records.size() > 100, "refusals found: " + records.size());
        List<Locale> all = new ArrayList<>(LANGUAGES);
        all.add(Locale.ENGLISH);
        for (Class<?> type : records) {
            Refusal refusal = sample(type);
            for (Locale language : all) {
                String said = Words.in(language).say(refusal);
                assertTrue(!said.isBlank() && !said.contains("{"), language + " " + type.getSimpleName() + ": " + said);
            }
        }
    }

    @Test
    void aRefusalIsSaidInItsReadersLanguageWithItsNotationAsTyped() {
        Rejection rejection = assertThrowsRejection("BB4-6");
        assertEquals("BB4-6: there is no high bridge on 4 (4 is empty); legal: B1-3, C2-3, D2-3, B3-1, B3-5",
                rejection.getMessage());
        assertEquals("BB4-6: auf 4 steht nichts, was als hohe Brücke ziehen kann (4 ist leer); legal: B1-3, C2-3, D2-3, B3-1, B3-5",
                Words.in(Locale.GERMAN).say(rejection.refusal()));
        assertTrue(Words.in(Locale.forLanguageTag("pl-PL")).say(rejection.refusal()).startsWith("BB4-6: "));
        assertEquals(Locale.ENGLISH, Words.in(Locale.JAPANESE).locale());
    }

    @Test
    void aPartsLabelReadsBackAsItsPartInEveryLanguage() throws Rejection {
        games.blockade.rules.walls.WallsRules walls = new games.blockade.rules.walls.WallsRules();
        Game<?, ?> game = Game.start(walls, walls.presets().get(1), Side.ONE);
        games.blockade.rules.Suggestion part = game.suggest("c3-c4", 25).get(0);
        List<games.blockade.rules.Suggestion> next = game.suggest(part.text(), 25);
        for (Locale language : LANGUAGES) {
            String label = part.label(Words.in(language));
            assertTrue(label.startsWith("c3-c4 … ") && label.endsWith(")"), language + ": " + label);
            assertEquals(next, game.suggest(label, 25), language + ": " + label);
        }
    }

    @Test
    void aPicturesCaptionAndLegendAreInTheLanguageAskedFor() throws Rejection {
        games.blockade.rules.walls.WallsRules walls = new games.blockade.rules.walls.WallsRules();
        Game<?, ?> game = Game.start(walls, walls.presets().get(0), Side.ONE).play("d4-d5 e5h");
        games.blockade.rules.picture.Scene german = games.blockade.rules.picture.Pictures.scene(game, Optional.empty(),
                Locale.GERMAN);
        assertTrue(german.title().endsWith(": Blau am Zug · zuletzt: Rot d4-d5 e5h"), german.title());
        String svg = games.blockade.rules.picture.Pictures.svg(german);
        assertTrue(svg.contains(">Bombe bereit<") && svg.contains(">noch 8<"), svg);
        String english = games.blockade.rules.picture.Pictures.svg(
                games.blockade.rules.picture.Pictures.scene(game, Optional.empty()));
        assertTrue(english.contains(">bomb ready<") && english.contains(">8 left<"), english);
    }

    private static Rejection assertThrowsRejection(String move) {
        try {
            Game.start(new RetreatRules(), new RetreatRules().presets().get(0), Side.ONE).play(move);
        } catch (Rejection e) {
            return e;
        }
        throw new AssertionError(move + " was played");
    }

    private static void collect(Class<?> type, List<Class<?>> records) {
        if (type.isRecord()) {
            records.add(type);
        }
        Class<?>[] permitted = type.getPermittedSubclasses();
        if (permitted != null) {
            for (Class<?> sub : permitted) {
                collect(sub, records);
            }
        }
    }

    /** A refusal of a type with every argument filled by something of its kind. */
    private static Refusal sample(Class<?> type) throws ReflectiveOperationException {
        RecordComponent[] components = type.getRecordComponents();
        Object[] arguments = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> kind = components[i].getType();
            types[i] = kind;
            arguments[i] = kind == String.class ? (components[i].getName().equals("game") ? "walls" : "c4")
                    : kind == int.class ? 2
                    : kind == Side.class ? Side.TWO
                    : kind == Term.class ? new Term("walls.kind.vertical")
                    : kind == Listed.class ? Listed.of(List.of("a1-a2", "b1-b2"))
                    : kind == Optional.class ? Optional.of(new Refusal.WholeTurn("d4-d5 e5h"))
                    : kind == List.class ? List.of(new Refusal.Walls.Rim("xa1s"))
                    : kind == games.blockade.rules.Outcome.class
                    ? new games.blockade.rules.Outcome.Win(Side.ONE, games.blockade.rules.Outcome.TIME)
                    : sample(simplest(kind));
        }
        Constructor<?> constructor = type.getDeclaredConstructor(types);
        return (Refusal) constructor.newInstance(arguments);
    }

    /** A record of this kind of refusal whose components are only words and numbers. */
    private static Class<?> simplest(Class<?> kind) {
        List<Class<?>> records = new ArrayList<>();
        collect(kind, records);
        return records.stream().filter(type -> java.util.Arrays.stream(type.getRecordComponents())
                .allMatch(c -> c.getType() == String.class || c.getType() == int.class)).findFirst().orElseThrow();
    }

    private static Set<String> placeholders(String text) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    private static Map<String, String> read(String name) {
        Properties properties = new Properties();
        String path = "/games/blockade/rules/language/" + name + ".properties";
        try (InputStream in = WordsTest.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new AssertionError("no " + path);
            }
            properties.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> map = new TreeMap<>();
        properties.forEach((key, value) -> map.put((String) key, (String) value));
        return map;
    }
}
