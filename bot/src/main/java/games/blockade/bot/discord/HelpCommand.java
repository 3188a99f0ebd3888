package games.blockade.bot.discord;

import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Result;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade help}: what the commands do. */
final class HelpCommand implements Subcommand {

    private final GameService service;

    HelpCommand(GameService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("help", "How to play through this bot");
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return service.help();
    }
}
