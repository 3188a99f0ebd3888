package games.blockade.bot.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every language says everything English says, with the same placeholders: a key missing in one
 * language, one too many, or a placeholder lost or added fails here, not in front of a player.
 */
class BundlesTest {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");
    private static final Pattern NAME = Pattern.compile("[-_\\p{L}\\p{N}]{1,32}");

    @Test
    void everyLanguageHasEveryMessageWithTheSamePlaceholders() {
        Map<String, String> english = read("messages");
        List<String> problems = new ArrayList<>();
        for (Locale language : Languages.ALL.subList(1, Languages.ALL.size())) {
            Map<String, String> translated = read("messages_" + suffix(language));
            compare(english, translated, language, problems);
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void everyMessageIsAPatternThatFormats() {
        for (Locale language : Languages.ALL) {
            Messages messages = Messages.in(language);
            for (String key : messages.bundle().keySet()) {
                if (key.startsWith("format.")) {
                    continue;
                }
                Object[] arguments = new Object[10];
                java.util.Arrays.fill(arguments, 2);
                String text = messages.text(key, arguments);
                assertTrue(!text.contains("{"), language + " " + key + ": " + text);
            }
            assertTrue(messages.when(java.time.Instant.EPOCH).contains("1970"), language.toString());
        }
    }

    @Test
    void polishCountsTakeTheFormTheirLastDigitsAskFor() {
        Messages polish = Messages.in(Locale.forLanguageTag("pl"));
        assertEquals("1 błąd", polish.text("verdict.count.mistake", 1));
        assertEquals("4 błędy", polish.text("verdict.count.mistake", 4));
        assertEquals("13 błędów", polish.text("verdict.count.mistake", 13));
        assertEquals("33 błędy", polish.text("verdict.count.mistake", 33));
        assertEquals("35 błędów", polish.text("verdict.count.mistake", 35));
        assertEquals("23 godziny", polish.text("clock.hours", 23));
    }

    @Test
    void apostrophesAreApostrophesNotQuotes() {
        assertEquals("Blanc a abandonné", Messages.in(Locale.FRENCH).outcome(new games.blockade.rules.retreat.RetreatRules(),
                new games.blockade.rules.Outcome.Win(games.blockade.rules.Side.ONE, games.blockade.rules.Outcome.RESIGNATION)));
        assertEquals("La page de la partie : x", Messages.in(Locale.FRENCH).text("board.page", "x"));
        assertEquals("game's", Messages.in(Locale.ENGLISH).text("board.page", "x").substring(4, 10));
    }

    @Test
    void everyLanguageNamesEveryCommandPartWithAValidName() {
        List<String> problems = new ArrayList<>();
        Map<String, String> german = read("commands_de");
        for (Locale language : Languages.ALL.subList(1, Languages.ALL.size())) {
            Map<String, String> translated = read("commands_" + suffix(language));
            compare(german, translated, language, problems);
            translated.forEach((key, value) -> {
                boolean choice = key.contains(".choices.");
                if (key.endsWith(".name") && !choice
                        && (!NAME.matcher(value).matches() || !value.equals(value.toLowerCase(language)))) {
                    problems.add(language + " " + key + ": '" + value + "' is no Discord name");
                }
                if (value.isEmpty() || value.length() > 100) {
                    problems.add(language + " " + key + ": " + value.length() + " characters");
                }
            });
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void aClientInAnyFormOfALanguageGetsThatLanguage() {
        assertEquals(Locale.forLanguageTag("es"), Languages.closest(Locale.forLanguageTag("es-419")));
        assertEquals(Locale.forLanguageTag("pt-BR"), Languages.closest(Locale.forLanguageTag("pt-PT")));
        assertEquals(Languages.ENGLISH, Languages.closest(Locale.forLanguageTag("ja")));
        assertEquals(Languages.ENGLISH, Languages.closest(Locale.forLanguageTag("en-GB")));
    }

    private static void compare(Map<String, String> reference, Map<String, String> translated, Locale language,
                                List<String> problems) {
        Set<String> missing = new TreeSet<>(reference.keySet());
        missing.removeAll(translated.keySet());
        Set<String> extra = new TreeSet<>(translated.keySet());
        extra.removeAll(reference.keySet());
        missing.forEach(key -> problems.add(language + " lacks " + key));
        extra.forEach(key -> problems.add(language + " has " + key + ", which English has not"));
        for (String key : reference.keySet()) {
            if (translated.containsKey(key) && !placeholders(reference.get(key)).equals(placeholders(translated.get(key)))) {
                problems.add(language + " " + key + " has placeholders " + placeholders(translated.get(key))
                        + ", English " + placeholders(reference.get(key)));
            }
        }
    }

    private static Set<String> placeholders(String pattern) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(pattern);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    private static String suffix(Locale language) {
        return language.toString();
    }

    static Map<String, String> read(String name) {
        String path = "/games/blockade/bot/language/" + name + ".properties";
        try (InputStream in = BundlesTest.class.getResourceAsStream(path)) {
            assertTrue(in != null, "no bundle " + path);
            Properties properties = new Properties();
            properties.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> sorted = new TreeMap<>();
            properties.forEach((k, v) -> sorted.put((String) k, (String) v));
            return sorted;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
