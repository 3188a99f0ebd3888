package games.blockade.bot.discord;

import games.blockade.bot.language.Texts;
import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Inputs;
import games.blockade.bot.service.Result;
import java.util.List;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /blockade move move}: the option completes to legal moves as one types. Discord does not
 * hold players to the offered choices, so the submitted text goes through the rules again.
 */
final class MoveCommand implements Subcommand {

    private final GameService service;

    MoveCommand(GameService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("move", "Play your move")
                .addOptions(new OptionData(OptionType.STRING, "move", "Your move in notation, e.g. BB3-5", true, true)
                                .setMaxLength(Inputs.MAX_COMMAND),
                        Options.game());
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return service.move(Options.asker(event), Options.channel(event), Options.game(event),
                event.getOption("move").getAsString());
    }

    /**
     * A whole turn is named as it is sent. A part of a turn is named as one, with what must follow
     * it, and sends the part and a space; Discord's client shows a picked choice by its name, so
     * the rules read a name typed on from, or sent, as its part.
     */
    @Override
    public List<Command.Choice> complete(CommandAutoCompleteInteractionEvent event) {
        return service.suggest(Options.asker(event), Options.channel(event), Options.game(event),
                event.getFocusedOption().getValue()).stream()
                .map(choice -> new Command.Choice(choice.label(Texts.person().words()), choice.text())).toList();
    }
}
