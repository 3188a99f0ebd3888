package games.blockade.bot.discord;

import games.blockade.bot.service.InfoService;
import games.blockade.bot.service.Result;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade rules game}: a game in short, with a link to its full rules. */
final class RulesCommand implements Subcommand {

    private final InfoService info;

    RulesCommand(InfoService info) {
        this.info = info;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("rules", "How a game is played, in short, with a link to the full rules")
                .addOptions(Options.kind("Which game's rules"));
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return info.rules(Options.kind(event));
    }
}
