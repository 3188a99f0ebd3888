package games.blockade.bot.language;

import games.blockade.rules.Outcome;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import java.text.MessageFormat;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * The bot's words in one language: each text by its key in the bundle {@code messages}, its
 * placeholders filled with {@link MessageFormat} in that language (numbers, dates, plurals).
 */
public record Messages(Locale locale, ResourceBundle bundle) {

    static final String BUNDLE = "games.blockade.bot.language.messages";

    public Messages {
        Objects.requireNonNull(locale);
        Objects.requireNonNull(bundle);
    }

    /** The bot's words in the language closest to {@code wanted}. */
    public static Messages in(Locale wanted) {
        Locale locale = Languages.closest(wanted);
        return new Messages(locale, ResourceBundle.getBundle(BUNDLE, locale, ResourceBundle.Control
                .getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    /** A moment as people of this language write it, in UTC: the bot's clock and the players' may differ. */
    public String when(Instant instant) {
        return DateTimeFormatter.ofPattern(bundle.getString("format.when"), locale).withZone(ZoneOffset.UTC)
                .format(instant);
    }

    /** A game's title ("Blockade: Retreat to Advance"). */
    public String title(Rules<?, ?> rules) {
        return text("title." + rules.id());
    }

    /** A side of a game in its own words ("Black", "the runner"'s "runner"), as a name within a sentence. */
    public String side(Rules<?, ?> rules, Side side) {
        return text("side." + rules.id() + "." + side.name().toLowerCase(Locale.ROOT));
    }

    /**
     * How a game ended, as a sentence without its full stop ("Black resigned"): the platform's own
     * endings and each game's; an ending the bundles have no words for keeps the rules' English.
     */
    public String outcome(Rules<?, ?> rules, Outcome outcome) {
        String reason = outcome.reason();
        String key = switch (reason) {
            case Outcome.RESIGNATION, Outcome.TIME, Outcome.AGREEMENT, Outcome.REPETITION -> "outcome." + reason;
            default -> "outcome." + rules.id() + "." + reason + (outcome instanceof Outcome.Win ? "" : ".draw");
        };
        if (!bundle.containsKey(key)) {
            return rules.describe(outcome);
        }
        String said = outcome instanceof Outcome.Win win
                ? text(key, side(rules, win.winner()), side(rules, win.winner().other())) : text(key);
        return said.isEmpty() ? said : said.substring(0, 1).toUpperCase(locale) + said.substring(1);
    }

    /**
     * The text {@code key} with its placeholders filled by {@code arguments}. An apostrophe in a
     * bundle is just an apostrophe (French and English are full of them), never MessageFormat's quote.
     */
    public String text(String key, Object... arguments) {
        return new MessageFormat(bundle.getString(key).replace("'", "''"), locale).format(arguments);
    }
}
