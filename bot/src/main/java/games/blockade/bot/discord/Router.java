package games.blockade.bot.discord;

import games.blockade.bot.language.Speech;
import games.blockade.bot.language.Texts;
import games.blockade.bot.outbox.Answering;
import games.blockade.bot.privatechannel.ChallengePlaces;
import games.blockade.bot.service.GameService;
import games.blockade.bot.service.Inputs;
import games.blockade.bot.service.Person;
import games.blockade.bot.service.RateLimit;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.StoreOutage;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.guild.GuildReadyEvent;
import net.dv8tion.jda.api.events.guild.update.GuildUpdateLocaleEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one listener: every interaction is routed from here to its subcommand or to a service, after
 * the person's rate limit and the checks on what they typed.
 */
public final class Router extends ListenerAdapter {

    static final String COMMAND = "blockade";
    private static final Logger LOG = LoggerFactory.getLogger(Router.class);

    /** Discord waits 3 s for a first answer: work still running after this is deferred, then answered. */
    private static final Duration DEFER_AFTER = Duration.ofMillis(1500);
    /** How long an answer waits for the posts of its game owed before it. */
    private static final Duration WAIT_BEHIND = Duration.ofSeconds(5);
    /**
     * The same between people, where the bot posts only through answered interactions: what is out
     * of the way comes out at once, but what waits for an answer there waits for this one.
     */
    private static final Duration WAIT_BEHIND_BETWEEN_PEOPLE = Duration.ofSeconds(1);
    /** How often due tournament rounds are looked for: a round is paired within this of its last game's end. */
    private static final Duration PAIR_EVERY = Duration.ofMillis(500);

    private final Services services;
    private final Answers answers;
    private final RateLimit actions;
    private final RateLimit typing;
    private final Map<String, Subcommand> subcommands = new LinkedHashMap<>();
    /** Interactions being answered now: the analyses wait while there are any. */
    private final AtomicInteger inFlight = new AtomicInteger();
    private final TournamentCommand tournament;
    /** Its own thread, so that pairing a large round never holds up a deferral. */
    private final java.util.concurrent.atomic.AtomicBoolean pairingStarted = new java.util.concurrent.atomic.AtomicBoolean();
    private final ScheduledExecutorService pairing = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "blockade-pairing");
        thread.setDaemon(true);
        return thread;
    });
    private final ScheduledExecutorService timer = Executors.newScheduledThreadPool(2, r -> {
        Thread thread = new Thread(r, "blockade-defer");
        thread.setDaemon(true);
        return thread;
    });

    /** {@code actions} limits commands and buttons per person; {@code typing} their autocomplete requests. */
    Router(Services services, Answers answers, RateLimit actions, RateLimit typing) {
        this.services = services;
        this.answers = answers;
        this.actions = actions;
        this.typing = typing;
        timer.scheduleWithFixedDelay(actions::forgetIdle, 1, 1, TimeUnit.MINUTES);
        timer.scheduleWithFixedDelay(typing::forgetIdle, 1, 1, TimeUnit.MINUTES);
        GameService games = services.games();
        for (Subcommand subcommand : List.of(new ChallengeCommand(services.challenges(),
                new ChallengePlaces(services.privateChannels())), new MoveCommand(games),
                new BoardCommand(games), new GamesCommand(services.info()), new ResignCommand(games),
                new DrawCommand(games), new RulesCommand(services.info()), new StatsCommand(services.info()),
                new LeaderboardCommand(services.info()), new AnalysisCommand(services.analysis()),
                new PuzzleCommand(services.puzzles()), new DailyPuzzleCommand(services.puzzles()),
                new HelpCommand(games))) {
            subcommands.put(subcommand.name(), subcommand);
        }
        tournament = new TournamentCommand(services.tournaments());
    }

    /** The command as Discord shows it: one {@code /blockade} with a subcommand per action. */
    public SlashCommandData command() {
        // Installed to a server or to a person's account, and usable in servers, in DMs with the bot,
        // and in DMs and group DMs between people (docs/decisions/private-channels.md).
        return Commands.slash(COMMAND, "Play Blockade board games")
                .setIntegrationTypes(IntegrationType.GUILD_INSTALL, IntegrationType.USER_INSTALL)
                .setContexts(InteractionContextType.GUILD, InteractionContextType.BOT_DM,
                        InteractionContextType.PRIVATE_CHANNEL)
                .addSubcommands(subcommands.values().stream().map(Subcommand::definition).toList())
                .addSubcommandGroups(tournament.definition())
                .setLocalizationFunction(CommandLanguages.function());
    }

    @Override
    public void onReady(ReadyEvent event) {
        // Global commands are one list for all shards: the first shard registers it.
        if (event.getJDA().getShardInfo().getShardId() == 0) {
            event.getJDA().updateCommands().addCommands(command()).queue();
        }
        if (pairingStarted.compareAndSet(false, true)) {
            Person bot = Options.person(event.getJDA().getSelfUser());
            // Rounds are paired as soon as their last game ends, however it ended, by every process:
            // the claim in the store pairs each once (docs/decisions/tournament-rounds.md), and the
            // posts go out from the process serving the guild.
            pairing.scheduleWithFixedDelay(() -> pairDue(bot), PAIR_EVERY.toMillis(), PAIR_EVERY.toMillis(),
                    TimeUnit.MILLISECONDS);
        }
    }

    @Override
    public void onGuildReady(GuildReadyEvent event) {
        Speech.heard(new Speech.Place(event.getGuild().getIdLong(), CommandLanguages.of(event.getGuild().getLocale())));
    }

    @Override
    public void onGuildUpdateLocale(GuildUpdateLocaleEvent event) {
        Speech.heard(new Speech.Place(event.getGuild().getIdLong(), CommandLanguages.of(event.getNewValue())));
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        if (event.getName().equals(COMMAND)) {
            CommandLanguages.speech(event).during(() -> slash(event));
        }
    }

    private void slash(SlashCommandInteractionEvent event) {
        Optional<String> postsHere = TournamentCommand.GROUP.equals(event.getSubcommandGroup())
                || DailyPuzzleCommand.NAME.equals(event.getSubcommandName()) ? ChallengePlaces.serverWithoutBot(event)
                : Optional.empty();
        if (postsHere.isPresent()) {
            Replies.refuse(event, new Result.Refused(postsHere.get()));
            return;
        }
        if (TournamentCommand.GROUP.equals(event.getSubcommandGroup())) {
            answer(event, () -> typedProblem(event).<Result>map(Result.Refused::new).orElseGet(() -> tournament.run(event)));
            return;
        }
        Subcommand subcommand = subcommands.get(String.valueOf(event.getSubcommandName()));
        if (subcommand == null) {
            Replies.refuse(event, new Result.Refused(Texts.reply("refused.no-subcommand", event.getSubcommandName())));
            return;
        }
        answer(event, () -> typedProblem(event).<Result>map(Result.Refused::new).orElseGet(() -> subcommand.run(event)));
    }

    /** What is wrong with a text the person typed in any option, before any subcommand reads it. */
    private static Optional<String> typedProblem(SlashCommandInteractionEvent event) {
        return event.getOptions().stream().filter(option -> option.getType() == OptionType.STRING)
                .map(option -> Inputs.optionProblem(option.getName(), option.getAsString()))
                .flatMap(Optional::stream).findFirst();
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        CommandLanguages.speech(event).during(() -> complete(event));
    }

    private void complete(CommandAutoCompleteInteractionEvent event) {
        Subcommand subcommand = subcommands.get(String.valueOf(event.getSubcommandName()));
        List<Command.Choice> choices;
        try {
            choices = subcommand == null || typing.take(event.getUser().getIdLong()).isPresent() ? List.of()
                    : subcommand.complete(event);
        } catch (RuntimeException e) {
            if (StoreOutage.causes(e)) {
                LOG.warn("autocomplete {} met a database outage ({})", event.getId(), e.getClass().getSimpleName());
            } else {
                LOG.error("autocomplete of {} failed", event.getFullCommandName(), e);
            }
            choices = List.of();
        }
        event.replyChoices(choices.subList(0, Math.min(choices.size(), GameService.MAX_SUGGESTIONS))).queue();
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        CommandLanguages.speech(event).during(() -> answer(event, () -> services.challenges()
                .press(Options.asker(event), event.getComponentId())
                .or(() -> services.tournaments().press(Options.asker(event), event.getComponentId()))
                .or(() -> services.puzzles().press(Options.asker(event), event.getChannelIdLong(),
                        event.getComponentId()))
                .orElseGet(() -> services.games().press(Options.asker(event), event.getComponentId()))));
    }

    /**
     * Answers with the service's result, after the person's rate limit; a fault of ours gets an
     * apology, not silence. Work that outlasts {@link #DEFER_AFTER} (a database slow to answer, a
     * picture) is deferred first, so Discord's 3-second deadline is never missed. The work runs as
     * part of this answer, which delivers the owed effect it shows ({@link Answering}).
     */
    /**
     * Keeps the language of the person's client for what the bot later posts to them with no one
     * to answer; a store that cannot take it now does not hold up the answer.
     */
    private void heard(IReplyCallback event) {
        try {
            services.languages().heard(event.getUser().getIdLong(), Texts.person().locale());
        } catch (RuntimeException e) {
            LOG.warn("a person's language was not kept ({})", e.getClass().getSimpleName());
        }
    }

    private void answer(IReplyCallback event, Supplier<Result> work) {
        Optional<Duration> wait = actions.take(event.getUser().getIdLong());
        if (wait.isPresent()) {
            Replies.refuse(event, actions.refusal(wait.get()));
            return;
        }
        inFlight.incrementAndGet();
        try {
            heard(event);
            answerNow(event, work);
        } finally {
            inFlight.decrementAndGet();
        }
    }

    /** How many interactions are being answered now. */
    int inFlight() {
        return inFlight.get();
    }

    private void answerNow(IReplyCallback event, Supplier<Result> work) {
        long self = event.getJDA().getSelfUser().getIdLong();
        Reply reply = new Reply(event);
        Answering answering = Answering.of(event.getToken(), event.getChannelIdLong(),
                reply.buttonMessage().map(OptionalLong::of).orElse(OptionalLong.empty()));
        ScheduledFuture<?> late = timer.schedule(reply::defer, DEFER_AFTER.toMillis(), TimeUnit.MILLISECONDS);
        Result result;
        MessageCreateData message;
        try {
            result = answering.during(work);
            if (answering.waitsBehind() && (!answers.inTurn(answering.held().orElseThrow().id(),
                    event.getContext() == InteractionContextType.PRIVATE_CHANNEL ? WAIT_BEHIND_BETWEEN_PEOPLE
                            : WAIT_BEHIND) || reply.deferred())) {
                // What came before is still not out, or went out below this answer's "thinking" message,
                // which stands where the command was given: this follows it from the workers, in order.
                answers.giveBack(answering.held().orElseThrow().id());
                result = new Result.Info(Answering.follows());
            }
            message = Replies.message(result, self, services.pictures());
        } catch (RuntimeException e) {
            if (StoreOutage.causes(e)) {
                LOG.warn("interaction {} met a database outage ({}); its changes {}", event.getId(),
                        e.getClass().getSimpleName(), answering.changes());
            } else {
                LOG.error("interaction {} failed; its changes {}", event.getId(), answering.changes(), e);
            }
            // Said from how its changes ended, never from what was meant: a stored move is never "nothing changed".
            result = StoreOutage.answer(e, answering.changes());
            message = Replies.message(result, self, services.pictures());
        } finally {
            late.cancel(false);
        }
        answers.answer(reply, result, message, answering.held());
    }

    private void pairDue(Person bot) {
        try {
            services.tournaments().pairDue(bot);
        } catch (RuntimeException e) {
            if (StoreOutage.causes(e)) {
                LOG.warn("pairing tournaments met a database outage ({})", e.getClass().getSimpleName());
            } else {
                LOG.error("pairing tournaments failed", e);
            }
        }
    }

    /** Stops the deferral timer and the pairing; JDA's own threads stop with the shards. */
    void close() {
        timer.shutdownNow();
        pairing.shutdownNow();
    }
}
