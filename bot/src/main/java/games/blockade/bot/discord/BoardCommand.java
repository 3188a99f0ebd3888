package games.blockade.bot.discord;

import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Result;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade board}: the player's game as it stands. */
final class BoardCommand implements Subcommand {

    private final GameService service;

    BoardCommand(GameService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("board", "Show your game as it stands").addOptions(Options.game());
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return service.board(Options.asker(event), Options.channel(event), Options.game(event));
    }
}
