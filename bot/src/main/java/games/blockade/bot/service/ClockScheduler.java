package games.blockade.bot.service;

import games.blockade.rules.Game;
import games.blockade.store.model.Player;
import games.blockade.store.repository.ClockRepository;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.PlayerRepository;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Enforces the move clocks: every tick it ends the overdue games on time, records the reminders
 * that are due, and posts the notices of the guilds this process serves. All its state is in the
 * database, so it survives restarts, and every step is a claim that at most one process wins (see
 * {@link ClockRepository}), so any number of processes may run it at once.
 */
public final class ClockScheduler implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ClockScheduler.class);
    /** Work per tick is bounded, so one tick never holds the database long; the next tick goes on. */
    private static final int BATCH = 200;

    /** Posts a notice in a channel; false when it could not (the notice is tried again). */
    @FunctionalInterface
    public interface Announcer {
        boolean post(long channelId, Result notice);
    }

    private final ClockRepository clocks;
    private final GameRepository games;
    private final PlayerRepository players;
    private final Boards boards;
    private final Clock clock;
    private final Announcer announcer;
    private final Supplier<ClockRepository.Shards> shards;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "blockade-clocks");
        thread.setDaemon(true);
        return thread;
    });

    /** The clocks of the games {@code services} play, announced by {@code announcer} for the guilds on {@code shards}. */
    public ClockScheduler(Services services, Announcer announcer, Supplier<ClockRepository.Shards> shards) {
        Parts parts = services.games().parts();
        this.games = parts.games();
        this.clocks = new ClockRepository(parts.store(), games, parts.clock());
        this.players = parts.players();
        this.boards = parts.boards();
        this.clock = parts.clock();
        this.announcer = announcer;
        this.shards = shards;
    }

    /** Ticks every {@code period} from now on, in the background. */
    public ClockScheduler start(Duration period) {
        timer.scheduleWithFixedDelay(this::tickSafely, 0, period.toMillis(), TimeUnit.MILLISECONDS);
        return this;
    }

    /** What one tick did. */
    public record Tick(int timedOut, int reminded, int posted) {
    }

    /** One round of the clocks' work; a failure (the database gone) throws and changes nothing more. */
    public Tick tick() {
        int timedOut = 0;
        Set<Long> skipped = new HashSet<>();
        for (int claims = 0; claims < BATCH; claims++) {
            Optional<ClockRepository.Claim> claim = clocks.timeOutOne(skipped);
            if (claim.isEmpty()) {
                break;
            }
            if (claim.get().ended()) {
                timedOut++;
            } else {
                skipped.add(claim.get().gameId());
            }
        }
        int reminded = 0;
        Instant now = clock.instant();
        for (ClockRepository.Nearing game : clocks.nearing(now.plus(MoveClock.longestLead()), BATCH)) {
            Duration left = Duration.between(now, game.deadline());
            Optional<Duration> due = MoveClock.dueReminder(game.moveClock(), left, game.reminded());
            if (due.isPresent() && clocks.recordReminder(game.gameId(), game.plyCount(), due.get())) {
                reminded++;
            }
        }
        int posted = clocks.deliver(shards.get(), BATCH, this::post);
        return new Tick(timedOut, reminded, posted);
    }

    private void tickSafely() {
        try {
            tick();
        } catch (RuntimeException e) {
            if (StoreOutage.causes(e)) {
                LOG.warn("clock tick skipped: the database is unreachable ({}); the next tick tries again",
                        e.getClass().getSimpleName());
            } else {
                LOG.error("clock tick failed; the next tick tries again", e);
            }
        }
    }

    private boolean post(ClockRepository.Notice notice) {
        Optional<GameView> game = games.find(notice.gameId());
        if (game.isEmpty()) {
            return true;
        }
        // The loss's board is made even where it cannot be posted: making it scores a match's round.
        Optional<Result> said = notice.kind() == ClockRepository.Kind.TIMEOUT ? Optional.of(lossOnTime(game.get()))
                : reminder(game.get(), notice);
        // A reminder whose deadline a move has replaced is dropped: it is marked done unsaid.
        return said.isEmpty() || notice.channelId().isEmpty() || announcer.post(notice.channelId().get(), said.get());
    }

    /**
     * The final board, calling both players, as after any other ending: the report, and for a round
     * of a retreat match its score and the next round, which this starts.
     */
    private Result lossOnTime(GameView view) {
        return boards.board(view, mention(view.playerOneId()) + " " + mention(view.playerTwoId()) + " game "
                + view.id() + " is over on time.", Boards.viewerOf(view.game()));
    }

    private Optional<Result> reminder(GameView view, ClockRepository.Notice notice) {
        Game<?, ?> game = view.game();
        if (view.plyCount() != notice.plyCount() || game.isOver() || view.deadline().isEmpty()
                || game.toMove().isEmpty()) {
            return Optional.empty();
        }
        Instant deadline = view.deadline().get();
        return Optional.of(new Result.Announcement("Your move in game " + view.id() + " (" + game.rules().title()
                + "): your clock runs out <t:" + deadline.getEpochSecond() + ":R>, at <t:" + deadline.getEpochSecond()
                + ":f>; move by then or lose on time.", player(view.playerOf(game.toMove().get())).discordId()));
    }

    private Player player(long playerId) {
        return players.byId(playerId).orElseThrow();
    }

    private String mention(long playerId) {
        return "<@" + player(playerId).discordId() + ">";
    }

    @Override
    public void close() {
        // A tick under way finishes: interrupting it mid-transaction would only roll it back.
        timer.shutdown();
        try {
            if (!timer.awaitTermination(10, TimeUnit.SECONDS)) {
                timer.shutdownNow();
            }
        } catch (InterruptedException e) {
            timer.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}
