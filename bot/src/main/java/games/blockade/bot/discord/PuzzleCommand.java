package games.blockade.bot.discord;

import games.blockade.bot.analysis.PuzzleService;
import games.blockade.bot.service.Result;
import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import java.util.Optional;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade puzzle [game] [puzzle]}: a puzzle to solve with {@code /blockade move}. */
final class PuzzleCommand implements Subcommand {

    static final String PUZZLE = "puzzle";
    private final PuzzleService service;

    PuzzleCommand(PuzzleService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        OptionData kind = new OptionData(OptionType.STRING, Options.KIND, "Which game (default: any)", false);
        for (Rules<?, ?> rules : Games.all()) {
            kind.addChoice(rules.title(), rules.id());
        }
        return new SubcommandData(PUZZLE, "A puzzle from real games: answer it with /blockade move")
                .addOptions(kind, new OptionData(OptionType.INTEGER, PUZZLE, "A puzzle by its number, such as the"
                        + " day's", false).setMinValue(1));
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return service.give(Options.asker(event), Options.channel(event),
                Optional.ofNullable(event.getOption(Options.KIND)).map(OptionMapping::getAsString),
                Optional.ofNullable(event.getOption(PUZZLE)).map(OptionMapping::getAsLong));
    }
}
