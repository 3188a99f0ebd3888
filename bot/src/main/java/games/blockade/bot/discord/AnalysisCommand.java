package games.blockade.bot.discord;

import games.blockade.bot.analysis.AnalysisService;
import games.blockade.bot.service.Result;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade analysis [game]}: each side's biggest mistakes in a finished game, with the better moves. */
final class AnalysisCommand implements Subcommand {

    private final AnalysisService service;

    AnalysisCommand(AnalysisService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("analysis", "Where each side went wrong in a finished game")
                .addOptions(new OptionData(OptionType.INTEGER, Options.GAME,
                        "The game's number (default: your last finished game here)", false).setMinValue(1));
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return service.analysis(Options.asker(event), Options.channel(event), Options.game(event));
    }
}
