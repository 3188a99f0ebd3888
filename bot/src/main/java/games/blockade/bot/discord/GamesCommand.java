package games.blockade.bot.discord;

import games.blockade.bot.service.InfoService;
import games.blockade.bot.service.Result;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade games}: the asker's games in play, shown to them alone. */
final class GamesCommand implements Subcommand {

    private final InfoService info;

    GamesCommand(InfoService info) {
        this.info = info;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("games", "Your games in play, whose turn it is, and their numbers");
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return info.games(Options.asker(event));
    }
}
