package games.blockade.bot.discord;

import games.blockade.bot.analysis.PuzzleService;
import games.blockade.bot.service.Result;
import java.util.Optional;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /blockade daily-puzzle [channel]}: a server's admins (Manage Server) name the channel of
 * its daily puzzle, or switch it off by naming none.
 */
final class DailyPuzzleCommand implements Subcommand {

    /** Its name, which the router also knows: the bot posts the puzzles by itself, in a server only. */
    static final String NAME = "daily-puzzle";

    private static final String CHANNEL = "channel";
    private final PuzzleService service;

    DailyPuzzleCommand(PuzzleService service) {
        this.service = service;
    }

    @Override
    public SubcommandData definition() {
        return new SubcommandData(NAME, "Post a puzzle every day in a channel (admins; none: stop)")
                .addOptions(new OptionData(OptionType.CHANNEL, CHANNEL, "Where the daily puzzle goes", false)
                        .setChannelTypes(ChannelType.TEXT));
    }

    @Override
    public Result run(SlashCommandInteractionEvent event) {
        boolean manages = event.getMember() != null && event.getMember().hasPermission(Permission.MANAGE_SERVER);
        return service.daily(Options.asker(event), Optional.ofNullable(event.getGuild()).map(g -> g.getIdLong()),
                Optional.ofNullable(event.getOption(CHANNEL)).map(OptionMapping::getAsLong), manages);
    }
}
