package games.blockade.bot.discord;

import games.blockade.bot.language.Languages;
import java.util.Locale;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.localization.LocalizationFunction;
import net.dv8tion.jda.api.interactions.commands.localization.ResourceBundleLocalizationFunction;

/**
 * The command list in every language the bot speaks: the names and descriptions of {@code /blockade},
 * its subcommands, options and choices from the bundle {@code commands}, keyed as JDA walks the
 * command tree ({@code blockade.challenge.game.description}). English is the command's own text.
 */
final class CommandLanguages {

    static final String BUNDLE = "games.blockade.bot.language.commands";
    /** The Discord locales each language is shown in (Discord has one Spanish of Spain and one Portuguese of Brazil). */
    static final DiscordLocale[] TRANSLATED = {DiscordLocale.GERMAN, DiscordLocale.FRENCH, DiscordLocale.SPANISH,
            DiscordLocale.PORTUGUESE_BRAZILIAN, DiscordLocale.POLISH};

    private CommandLanguages() {
    }

    static LocalizationFunction function() {
        return ResourceBundleLocalizationFunction.fromBundles(BUNDLE, TRANSLATED).build();
    }

    /** The language the bot speaks to a client set to {@code locale}. */
    static Locale of(DiscordLocale locale) {
        return locale == DiscordLocale.UNKNOWN ? Languages.ENGLISH
                : Languages.closest(Locale.forLanguageTag(locale.getLocale()));
    }
}
