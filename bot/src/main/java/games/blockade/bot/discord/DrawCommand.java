package games.blockade.bot.discord;

import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Result;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade draw}: offers a draw, or accepts the one the opponent offered. */
final class DrawCommand implements Subcommand {

    private final GameService service;

    DrawCommand(GameService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("draw", "Offer a draw, or accept the one offered to you").addOptions(Options.game());
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return service.draw(Options.asker(event), Options.channel(event), Options.game(event));
    }
}
