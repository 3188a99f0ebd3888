package games.blockade.web.language;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Term;
import java.text.MessageFormat;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * The site's words in one language: each text by its key in the bundle {@code site}, placeholders
 * filled with {@link MessageFormat} (an apostrophe in a bundle is just an apostrophe), and times
 * written as that language writes them, in UTC.
 */
public record Words(Locale locale, ResourceBundle bundle) {

    static final String BUNDLE = "games.blockade.web.language.site";

    public Words {
        Objects.requireNonNull(locale);
        Objects.requireNonNull(bundle);
    }

    public static Words in(Locale language) {
        return new Words(language, ResourceBundle.getBundle(BUNDLE, language,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    public String t(String key, Object... arguments) {
        return new MessageFormat(bundle.getString(key).replace("'", "''"), locale).format(arguments);
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
        return DateTimeFormatter.ofPattern(bundle.getString("format.minute"), locale).withZone(ZoneOffset.UTC).format(at);
    }

    public String day(Instant at) {
        return DateTimeFormatter.ofPattern(bundle.getString("format.day"), locale).withZone(ZoneOffset.UTC).format(at);
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
