package games.blockade.bot.language;

import com.ibm.icu.text.MessageFormat;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Words;
import games.blockade.store.repository.GameView;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Objects;
import java.util.function.LongFunction;
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

    /** What the rules refuse, said in this language. */
    public String refusal(Refusal refusal) {
        return words().say(refusal);
    }

    /** The rules' own words (refusals, autocomplete labels, pictures) in this language. */
    public Words words() {
        return Words.in(locale);
    }

    /** A moment as people of this language write it, in UTC: the bot's clock and the players' may differ. */
    public String when(Instant instant) {
        return DateTimeFormatter.ofPattern(bundle.getString("format.when"), locale).withZone(ZoneOffset.UTC)
                .format(instant);
    }

    /**
     * Who plays {@code side} of {@code game} within a sentence: the person's name, or the computer
     * with its level in this language ("the computer (search)").
     */
    public String nameOf(GameView game, Side side, LongFunction<String> names) {
        return game.computerAt(side).map(computer -> computer(computer.level()))
                .orElseGet(() -> names.apply(game.playerOf(side)));
    }

    /** The same, opening a sentence: only the computer's name takes a capital; a person's is theirs. */
    public String nameAtStartOf(GameView game, Side side, LongFunction<String> names) {
        return game.computerAt(side).map(computer -> atStart(computer(computer.level())))
                .orElseGet(() -> names.apply(game.playerOf(side)));
    }

    /** The computer at a level, within a sentence. */
    public String computer(String level) {
        return text("computer.name", level);
    }

    /** A text opening a sentence. */
    public String atStart(String text) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(locale) + text.substring(1);
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
     * How a game ended, as a sentence without its full stop ("Black resigned"), in the rules' words
     * ({@link Words#ending}), opening a sentence.
     */
    public String outcome(Rules<?, ?> rules, Outcome outcome) {
        return atStart(words().ending(rules.id(), outcome));
    }

    /**
     * The text {@code key} with its placeholders filled by {@code arguments}. An apostrophe in a
     * bundle is just an apostrophe (French and English are full of them), never MessageFormat's quote.
     */
    public String text(String key, Object... arguments) {
        return new MessageFormat(bundle.getString(key).replace("'", "''"), locale).format(arguments);
    }
}
