package games.blockade.bot.discord;

import games.blockade.bot.service.Result;
import java.util.List;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** One subcommand of {@code /blockade}: how Discord shows it, and what it does. */
interface Subcommand {

    SubcommandData definition();

    default String name() {
        return definition().getName();
    }

    /** Reads the options, asks the game service, and returns its answer for {@link Replies}. */
    Result run(SlashCommandInteractionEvent event);

    /**
     * Choices for the option being typed, each a name shown and a value sent; none unless the
     * subcommand offers some.
     */
    default List<Command.Choice> complete(CommandAutoCompleteInteractionEvent event) {
        return List.of();
    }
}
