package games.blockade.bot.discord;

import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.Services;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The one listener: every interaction is routed from here to its subcommand or to a service. */
public final class Router extends ListenerAdapter {

    static final String COMMAND = "blockade";
    private static final Logger LOG = LoggerFactory.getLogger(Router.class);

    private final Services services;
    private final GamePlaces places;
    private final Map<String, Subcommand> subcommands = new LinkedHashMap<>();

    public Router(Services services, GamePlaces places) {
        this.services = services;
        this.places = places;
        GameService games = services.games();
        for (Subcommand subcommand : List.of(new ChallengeCommand(services.challenges()), new MoveCommand(games),
                new BoardCommand(games), new GamesCommand(services.info()), new ResignCommand(games),
                new DrawCommand(games), new RulesCommand(services.info()), new StatsCommand(services.info()),
                new LeaderboardCommand(services.info()), new HelpCommand(games))) {
            subcommands.put(subcommand.name(), subcommand);
        }
    }

    /** The command as Discord shows it: one {@code /blockade} with a subcommand per action. */
    public SlashCommandData command() {
        return Commands.slash(COMMAND, "Play Blockade board games")
                .addSubcommands(subcommands.values().stream().map(Subcommand::definition).toList());
    }

    @Override
    public void onReady(ReadyEvent event) {
        // Global commands are one list for all shards: the first shard registers it, and finishes
        // the computer's moves a stopped bot left unplayed.
        if (event.getJDA().getShardInfo().getShardId() == 0) {
            event.getJDA().updateCommands().addCommands(command()).queue();
            places.resumeComputer(event.getJDA());
        }
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        if (!event.getName().equals(COMMAND)) {
            return;
        }
        Subcommand subcommand = subcommands.get(String.valueOf(event.getSubcommandName()));
        if (subcommand == null) {
            Replies.send(event, new Result.Refused("there is no /blockade " + event.getSubcommandName()
                    + "; try /blockade help"));
            return;
        }
        answer(event, () -> subcommand.run(event));
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        Subcommand subcommand = subcommands.get(String.valueOf(event.getSubcommandName()));
        List<String> choices;
        try {
            choices = subcommand == null ? List.of() : subcommand.complete(event);
        } catch (RuntimeException e) {
            LOG.error("autocomplete of {} failed", event.getFullCommandName(), e);
            choices = List.of();
        }
        event.replyChoiceStrings(choices.subList(0, Math.min(choices.size(), GameService.MAX_SUGGESTIONS))).queue();
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        answer(event, () -> services.challenges().press(Options.asker(event), event.getComponentId())
                .orElseGet(() -> services.games().press(Options.asker(event), event.getComponentId())));
    }

    /** Answers with the service's result; a fault of ours gets an apology, not silence. */
    private void answer(IReplyCallback event, Supplier<Result> work) {
        Result result;
        try {
            result = work.get();
        } catch (RuntimeException e) {
            LOG.error("interaction {} failed", event.getId(), e);
            result = new Result.Refused("something went wrong on the bot's side; please try again");
        }
        places.answer(event, result);
    }
}
