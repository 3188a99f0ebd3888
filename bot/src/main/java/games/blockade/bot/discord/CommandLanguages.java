package games.blockade.bot.discord;

import games.blockade.bot.language.Languages;
import games.blockade.bot.language.Speech;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.Interaction;
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

    /**
     * How the bot speaks while answering {@code interaction}: in the language of the person's client,
     * and, for what it posts for everyone, in the language of the server (a DM speaks the person's).
     */
    static Speech speech(Interaction interaction) {
        Optional<Speech.Place> place = interaction.isFromGuild()
                ? Optional.of(new Speech.Place(interaction.getGuild().getIdLong(), of(interaction.getGuildLocale())))
                : Optional.empty();
        return Speech.answering(of(interaction.getUserLocale()), place);
    }

    /** The language the bot speaks to a client set to {@code locale}. */
    static Locale of(DiscordLocale locale) {
        return locale == DiscordLocale.UNKNOWN ? Languages.ENGLISH
                : Languages.closest(Locale.forLanguageTag(locale.getLocale()));
    }
}
