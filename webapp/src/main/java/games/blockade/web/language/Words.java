package games.blockade.web.language;

import com.ibm.icu.text.MessageFormat;
import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Term;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The site's words in one language: each text by its key in the bundle {@code site}, placeholders
 * filled with {@link MessageFormat} (an apostrophe in a bundle is just an apostrophe), and times
 * written as that language writes them, in UTC. One per language, made once: a page says dozens of
 * texts, and parsing each pattern again for every one of them was an eighth of a cold game page.
 */
public final class Words {

    static final String BUNDLE = "games.blockade.web.language.site";
    private static final Map<Locale, Words> LANGUAGES = new ConcurrentHashMap<>();

    private final Locale locale;
    private final ResourceBundle bundle;
    /** Parsed once; each use formats a copy, since a message format is not safe to share. */
    private final Map<String, Text> texts = new ConcurrentHashMap<>();
    private final DateTimeFormatter minute;
    private final DateTimeFormatter day;

    private Words(Locale locale, ResourceBundle bundle) {
        this.locale = Objects.requireNonNull(locale);
        this.bundle = Objects.requireNonNull(bundle);
        this.minute = DateTimeFormatter.ofPattern(bundle.getString("format.minute"), locale).withZone(ZoneOffset.UTC);
        this.day = DateTimeFormatter.ofPattern(bundle.getString("format.day"), locale).withZone(ZoneOffset.UTC);
    }

    public static Words in(Locale language) {
        return LANGUAGES.computeIfAbsent(language, l -> new Words(l, ResourceBundle.getBundle(BUNDLE, l,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES))));
    }

    public Locale locale() {
        return locale;
    }

    public ResourceBundle bundle() {
        return bundle;
    }

    public String t(String key, Object... arguments) {
        Text text = texts.computeIfAbsent(key, k -> Text.of(bundle.getString(k), locale));
        Object[] plain = text.plain(arguments);
        String filled = text.filled(plain);
        return filled != null ? filled : ((MessageFormat) text.format().clone()).format(plain);
    }

    /**
     * A text's pattern, parsed once, and which of its arguments it formats ({@code {0,choice,…}}):
     * small whole numbers it writes as they are ({@code {0}}) are given to it as their digits, which
     * every language here writes alike, because a message format makes a number format for every
     * number it is given, and a replay says a few for each ply; larger ones keep the language's
     * grouping ("12 345").
     */
    private record Text(MessageFormat format, Set<Integer> formatted, List<String> literals, int[] placed) {

        private static final Pattern FORMATTED = Pattern.compile("\\{(\\d+)\\s*,");
        private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

        static Text of(String pattern, Locale locale) {
            MessageFormat format = new MessageFormat(pattern.replace("'", "''"), locale);
            Set<Integer> formatted = new HashSet<>();
            Matcher m = FORMATTED.matcher(format.toPattern());
            while (m.find()) {
                formatted.add(Integer.parseInt(m.group(1)));
            }
            // A pattern of text and plain placeholders ({0}) only, split at them: filled without the format.
            List<String> literals = new ArrayList<>();
            List<Integer> placed = new ArrayList<>();
            Matcher p = PLACEHOLDER.matcher(pattern);
            int at = 0;
            while (p.find()) {
                literals.add(pattern.substring(at, p.start()));
                placed.add(Integer.parseInt(p.group(1)));
                at = p.end();
            }
            literals.add(pattern.substring(at));
            boolean plainOnly = literals.stream().noneMatch(l -> l.indexOf('{') >= 0 || l.indexOf('}') >= 0);
            return new Text(format, Set.copyOf(formatted), plainOnly ? List.copyOf(literals) : null,
                    plainOnly ? placed.stream().mapToInt(Integer::intValue).toArray() : null);
        }

        /**
         * The text filled in as the message format would, where the pattern has plain placeholders
         * only and each is given text (small numbers are, by {@link #plain}); else null. A message
         * format writes a text argument as it is, and formatting a hundred labels of a replay with
         * one was a twentieth of a cold game page.
         */
        String filled(Object[] arguments) {
            if (literals == null) {
                return null;
            }
            StringBuilder out = new StringBuilder(literals.get(0));
            for (int i = 0; i < placed.length; i++) {
                if (placed[i] >= arguments.length || !(arguments[placed[i]] instanceof String value)) {
                    return null;
                }
                out.append(value).append(literals.get(i + 1));
            }
            return out.toString();
        }

        Object[] plain(Object[] arguments) {
            Object[] plain = arguments;
            for (int i = 0; i < arguments.length; i++) {
                if (!formatted.contains(i) && (arguments[i] instanceof Integer || arguments[i] instanceof Long)
                        && Math.abs(((Number) arguments[i]).longValue()) < 1000) {
                    if (plain == arguments) {
                        plain = arguments.clone();
                    }
                    plain[i] = arguments[i].toString();
                }
            }
            return plain;
        }
    }

    /** A side of a game in the rules' words of this language ("Black", "runner"). */
    public String side(String game, Side side) {
        return rules().side(game, side);
    }

    /** How a game ended, in the rules' words of this language ("Black's castle reached White's moat"). */
    public String ending(String game, Outcome outcome) {
        return rules().ending(game, outcome);
    }

    private games.blockade.rules.language.Words rules() {
        return games.blockade.rules.language.Words.in(locale);
    }

    /** A word of a game in this language ("suns"). */
    public String term(Term term) {
        return rules().term(term);
    }

    /** What the rules refused, in this language. */
    public String refusal(Refusal refusal) {
        return rules().say(refusal);
    }

    /** The language's tag, for {@code <html lang>} and links ({@code pt-BR}). */
    public String tag() {
        return locale.toLanguageTag();
    }

    public String minute(Instant at) {
        return minute.format(at);
    }

    public String day(Instant at) {
        return day.format(at);
    }

    /** A span of time the way a person of this language says it: "40 s", "12 min", "3 h 5 min", "2 days 4 h". */
    public String span(Duration duration) {
        long seconds = Math.max(0, duration.getSeconds());
        if (seconds < 60) {
            return t("span.seconds", seconds);
        }
        long minutes = seconds / 60;
        if (minutes < 60) {
            return t("span.minutes", minutes);
        }
        long hours = minutes / 60;
        if (hours < 24) {
            return minutes % 60 == 0 ? t("span.hours", hours) : t("span.hours-minutes", hours, minutes % 60);
        }
        long days = hours / 24;
        return hours % 24 == 0 ? t("span.days", days) : t("span.days-hours", days, hours % 24);
    }
}
