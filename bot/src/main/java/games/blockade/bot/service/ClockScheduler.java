package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import games.blockade.store.model.Player;
import games.blockade.store.repository.ClockRepository;
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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Enforces the move clocks and the challenges' lifetimes: every tick it ends the overdue games on
 * time, records the reminders that are due and closes the challenges nobody answered in time,
 * each with what it owes Discord written in the same transaction (the outbox's workers post it).
 * All its state is in the database, so it survives restarts, and every step is a claim that at
 * most one process wins (see {@link ClockRepository}), so any number of processes may run it.
 */
public final class ClockScheduler implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ClockScheduler.class);
    /** Work per tick is bounded, so one tick never holds the database long; the next tick goes on. */
    private static final int BATCH = 200;

    private final ClockRepository clocks;
    private final PlayerRepository players;
    private final Effects effects;
    private final ChallengeService challenges;
    private final Clock clock;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "blockade-clocks");
        thread.setDaemon(true);
        return thread;
    });

    /** The clocks of the games {@code services} play. */
    public ClockScheduler(Services services) {
        Parts parts = services.games().parts();
        this.clocks = new ClockRepository(parts.store(), parts.games(), parts.clock());
        this.players = parts.players();
        this.effects = parts.effects();
        this.challenges = services.challenges();
        this.clock = parts.clock();
    }

    /** Ticks every {@code period} from now on, in the background. */
    public ClockScheduler start(Duration period) {
        timer.scheduleWithFixedDelay(this::tickSafely, 0, period.toMillis(), TimeUnit.MILLISECONDS);
        return this;
    }

    /** What one tick did. */
    public record Tick(int timedOut, int reminded, int expired) {
    }

    /** One round of the clocks' work; a failure (the database gone) throws and changes nothing more. */
    public Tick tick() {
        int timedOut = 0;
        Set<Long> skipped = new HashSet<>();
        for (int claims = 0; claims < BATCH; claims++) {
            Optional<ClockRepository.Claim> claim = clocks.timeOutOne(skipped, (em, before, applied) ->
                    effects.after(plies -> lossOnTime(applied.game())).follow(em, before, applied));
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
            if (due.isPresent() && clocks.recordReminder(game.gameId(), game.plyCount(), due.get(), effects::remind)) {
                reminded++;
            }
        }
        return new Tick(timedOut, reminded, challenges.expireDue(BATCH));
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

    /** The final board's headline, calling both players, as after any other ending. */
    private String lossOnTime(GameView view) {
        return Texts.post("clock.lost-on-time", mention(view.playerOneId()), mention(view.playerTwoId()),
                String.valueOf(view.id()));
    }

    private String mention(long playerId) {
        Player player = players.byId(playerId).orElseThrow();
        return "<@" + player.discordId() + ">";
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
