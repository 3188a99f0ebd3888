package games.blockade.bot.discord;

import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Result;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade resign}: gives the game up. */
final class ResignCommand implements Subcommand {

    private final GameService service;

    ResignCommand(GameService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("resign", "Give up your game").addOptions(Options.game());
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return service.resign(Options.asker(event), Options.channel(event), Options.game(event));
    }
}
