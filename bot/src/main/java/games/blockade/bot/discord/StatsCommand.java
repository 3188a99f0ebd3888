package games.blockade.bot.discord;

import games.blockade.bot.service.InfoService;
import games.blockade.bot.service.Result;
import java.util.Optional;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /blockade stats [player]}: a player's ratings and record in each game, yours by default. */
final class StatsCommand implements Subcommand {

    static final String PLAYER = "player";

    private final InfoService info;

    StatsCommand(InfoService info) {
        this.info = info;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData("stats", "A player's ratings and wins, losses and draws in each game")
                .addOption(OptionType.USER, PLAYER, "Whose stats (default: yours)");
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        return info.stats(Optional.ofNullable(event.getOption(PLAYER)).map(OptionMapping::getAsUser)
                .map(Options::person).orElseGet(() -> Options.asker(event)));
    }
}
