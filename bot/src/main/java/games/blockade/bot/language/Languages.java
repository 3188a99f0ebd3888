package games.blockade.bot.language;

import java.util.List;
import java.util.Locale;

/**
 * The languages the bot speaks, English first: it is the default, and what any other locale falls
 * back to. A language is added here and in the bundles (docs/languages.md).
 */
public final class Languages {

    public static final Locale ENGLISH = Locale.ENGLISH;

    /** Every language, by the tag its bundles carry. */
    public static final List<Locale> ALL = List.of(ENGLISH, Locale.GERMAN, Locale.FRENCH,
            Locale.forLanguageTag("es"), Locale.forLanguageTag("pt-BR"), Locale.forLanguageTag("pl"));

    private Languages() {
    }

    /**
     * The language spoken to someone whose client is set to {@code wanted}: the same language where
     * the bot speaks it (any Spanish is the bot's Spanish, any Portuguese its Brazilian Portuguese),
     * else English.
     */
    public static Locale closest(Locale wanted) {
        return ALL.stream().filter(l -> l.getLanguage().equals(wanted.getLanguage())).findFirst().orElse(ENGLISH);
    }
}
