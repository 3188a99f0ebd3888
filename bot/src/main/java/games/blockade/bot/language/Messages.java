package games.blockade.bot.language;

import java.text.MessageFormat;
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

    /**
     * The text {@code key} with its placeholders filled by {@code arguments}. An apostrophe in a
     * bundle is just an apostrophe (French and English are full of them), never MessageFormat's quote.
     */
    public String text(String key, Object... arguments) {
        return new MessageFormat(bundle.getString(key).replace("'", "''"), locale).format(arguments);
    }
}
