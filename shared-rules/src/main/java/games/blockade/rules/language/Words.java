package games.blockade.rules.language;

import games.blockade.rules.Outcome;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The rules' own words in one language: what a refusal says ({@link Refusal}), the words of the
 * games' pictures and of autocomplete labels. They come from the bundle {@code words}
 * ({@code words_de.properties}, ...; English is the base) through {@link MessageFormat}; notation,
 * squares and numbers are never translated. A language without a bundle of its own gets English.
 */
public final class Words {

    private static final String BUNDLE = "games.blockade.rules.language.words";
    private static final Map<Locale, Words> CACHE = new ConcurrentHashMap<>();

    public static final Words ENGLISH = in(Locale.ENGLISH);

    private final Locale locale;
    private final ResourceBundle bundle;

    private Words(Locale locale, ResourceBundle bundle) {
        this.locale = locale;
        this.bundle = bundle;
    }

    /** The words of the language of {@code locale}, or of the nearest one there are words for. */
    public static Words in(Locale locale) {
        return CACHE.computeIfAbsent(locale, wanted -> {
            ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, wanted,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
            return new Words(bundle.getLocale().equals(Locale.ROOT) ? Locale.ENGLISH : bundle.getLocale(), bundle);
        });
    }

    public Locale locale() {
        return locale;
    }

    /** A text by its key, its placeholders filled; an apostrophe in a text is just an apostrophe. */
    public String text(String key, Object... arguments) {
        String pattern = bundle.getString(key).replace("'", "''");
        return new MessageFormat(pattern, locale).format(arguments);
    }

    public String term(Term term) {
        return text(term.key());
    }

    /** A game's name in this language; a game the words do not know keeps the name its rules give it. */
    public String game(Rules<?, ?> rules) {
        String key = "game." + rules.id();
        return bundle.containsKey(key) ? text(key) : rules.title();
    }

    /** A side's name in a game's own words ("Black", "runner"). */
    public String side(String game, Side side) {
        String key = "side." + game + "." + side.name().toLowerCase(Locale.ROOT);
        // A game the rules' words do not know (one made for a test) has sides One and Two.
        return bundle.containsKey(key) ? text(key) : side.name().charAt(0) + side.name().substring(1).toLowerCase(Locale.ROOT);
    }

    /**
     * How a game ended, as a sentence without its full stop ("Black's castle reached White's
     * moat"): the platform's endings and each game's own; a game the words do not know ends with
     * who won.
     */
    public String ending(String game, Outcome outcome) {
        String reason = outcome.reason();
        String key = switch (reason) {
            case Outcome.RESIGNATION, Outcome.TIME, Outcome.AGREEMENT, Outcome.REPETITION -> "ending." + reason;
            default -> "ending." + game + "." + reason + (outcome instanceof Outcome.Win ? "" : ".draw");
        };
        if (outcome instanceof Outcome.Win win) {
            return text(bundle.containsKey(key) ? key : "ending.won", side(game, win.winner()), side(game, win.winner().other()));
        }
        return text(bundle.containsKey(key) ? key : "ending.drawn");
    }

    /** What a refusal says in this language. */
    public String say(Refusal refusal) {
        if (refusal instanceof Refusal.Said said) {
            return said.text();
        }
        List<Object> arguments = new ArrayList<>();
        for (RecordComponent component : refusal.getClass().getRecordComponents()) {
            if (!component.getName().equals("game")) {
                arguments.add(argument(value(refusal, component), refusal.game()));
            }
        }
        try {
            return text(refusal.key(), arguments.toArray());
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no words for " + refusal.key(), e);
        }
    }

    private static Object value(Refusal refusal, RecordComponent component) {
        try {
            return component.getAccessor().invoke(refusal);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException(component + " of " + refusal.getClass(), e);
        }
    }

    /** One argument of a refusal as this language writes it; numbers stay numbers, for plurals. */
    private Object argument(Object value, String game) {
        if (value instanceof Refusal refusal) {
            return say(refusal);
        }
        if (value instanceof Term term) {
            return term(term);
        }
        if (value instanceof Side side) {
            return side(game, side);
        }
        if (value instanceof Outcome outcome) {
            return ending(game, outcome);
        }
        if (value instanceof Listed listed) {
            String shown = String.join(", ", listed.shown());
            return listed.total() == 0 ? text("listed.none")
                    : listed.total() > listed.shown().size() ? text("listed.more", shown, listed.total()) : shown;
        }
        if (value instanceof Optional<?> optional) {
            return optional.map(present -> argument(present, game)).orElse("");
        }
        if (value instanceof List<?> list) {
            // Several reasons are one sentence's clauses; anything else is a list.
            String separator = !list.isEmpty() && list.get(0) instanceof Refusal ? "; " : ", ";
            return list.stream().map(item -> String.valueOf(argument(item, game))).collect(Collectors.joining(separator));
        }
        return value instanceof Number ? value : String.valueOf(value);
    }
}
