package games.blockade.bot.discord;

import games.blockade.bot.service.InfoService;
import games.blockade.bot.service.Result;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade leaderboard game}: a game's best-rated players. */
final class LeaderboardCommand implements Subcommand {

    private final InfoService info;

    LeaderboardCommand(InfoService info) {
        this.info = info;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("leaderboard", "The best-rated players of a game")
                .addOptions(Options.kind("Which game's leaderboard"));
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return info.leaderboard(Options.kind(event));
    }
}
