package games.blockade.bot.analysis;

import games.blockade.bot.outbox.Owing;
import games.blockade.bot.service.StoreOutage;
import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Puzzles;
import games.blockade.rules.retreat.RetreatAnalyst;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.store.analysis.AnalysisQueue;
import games.blockade.store.analysis.DailyPuzzles;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The background work of analyses, in every bot process (docs/decisions/analysis-queue.md): one
 * thread at the lowest priority claims a queued analysis, runs it and finds its puzzles, keeps
 * only the puzzles checked unique again from their text, and stores it all with the post it owes;
 * it starts a game's analysis only while no interaction is being answered, so a move, a board or a
 * picture never waits for it. The same thread posts each server's daily puzzle (claimed once per
 * day across processes) and, once per store, seeds the puzzles of retreat's solution.
 */
public final class AnalysisWorker implements AutoCloseable {

    /** The pool retreat's solution seeds, by that name in the store. */
    public static final String RETREAT_SOLUTION = "retreat-solution";
    /** Retreat puzzles seeded per difficulty: the solution holds 282,056, most of them alike. */
    static final int SEEDED_PER_DIFFICULTY = 20;
    private static final Logger LOG = LoggerFactory.getLogger(AnalysisWorker.class);
    private static final Duration POLL = Duration.ofSeconds(1);
    private static final Duration DAILY_CHECK = Duration.ofSeconds(5);
    /** How long the worker waits for the answers in flight before it starts an analysis anyway. */
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    private final AnalysisQueue queue;
    private final GameRepository games;
    private final PuzzleRepository puzzles;
    private final DailyPuzzles daily;
    private final Owing owing;
    private final Clock clock;
    private final Object wake = new Object();
    private volatile boolean kicked;
    private volatile boolean running;
    private volatile IntSupplier busy = () -> 0;
    private Thread thread;
    private Instant nextDailyCheck = Instant.MIN;

    public AnalysisWorker(AnalysisQueue queue, GameRepository games, PuzzleRepository puzzles, DailyPuzzles daily,
                          Owing owing, Clock clock) {
        this.queue = queue;
        this.games = games;
        this.puzzles = puzzles;
        this.daily = daily;
        this.owing = owing;
        this.clock = clock;
    }

    /** Starts the work in the background; {@code inFlight} counts the interactions being answered. */
    public synchronized AnalysisWorker start(IntSupplier inFlight) {
        if (thread != null) {
            throw new IllegalStateException("the analysis worker runs already");
        }
        busy = inFlight;
        running = true;
        thread = new Thread(this::run, "blockade-analysis");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
        return this;
    }

    /** Looks for work now rather than at the next moment. */
    public void kick() {
        synchronized (wake) {
            kicked = true;
            wake.notifyAll();
        }
    }

    private void run() {
        seedSafely();
        while (running) {
            try {
                if (!clock.instant().isBefore(nextDailyCheck)) {
                    nextDailyCheck = clock.instant().plus(DAILY_CHECK);
                    postDailyPuzzles();
                }
                while (running && queue.anyDue() && quiet()) {
                    Optional<AnalysisQueue.Claim> claim = queue.claim(owing.process());
                    if (claim.isEmpty()) {
                        break;
                    }
                    analyse(claim.get().gameId());
                }
            } catch (RuntimeException e) {
                if (StoreOutage.causes(e)) {
                    LOG.warn("analyses wait: the database is unreachable ({})", e.getClass().getSimpleName());
                } else {
                    LOG.error("the analysis worker failed; it goes on at the next moment", e);
                }
            }
            synchronized (wake) {
                if (!kicked && running) {
                    try {
                        wake.wait(POLL.toMillis());
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                kicked = false;
            }
        }
    }

    /**
     * Waits until no interaction is being answered, at most {@link #PATIENCE} (a stream of them must
     * not starve the analyses for ever); false when the worker is stopping.
     */
    private boolean quiet() {
        Instant until = Instant.now().plus(PATIENCE);
        while (running && busy.getAsInt() > 0 && Instant.now().isBefore(until)) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return running;
    }

    /** Analyses one claimed game and stores the result, its checked puzzles and the post it owes. */
    void analyse(long gameId) {
        Optional<GameView> found = games.find(gameId);
        if (found.isEmpty()) {
            queue.fail(owing.process(), gameId, "the game is gone");
            return;
        }
        GameView view = found.get();
        GameAnalysis analysis;
        List<PuzzleRepository.Found> checked = new ArrayList<>();
        try {
            long start = System.nanoTime();
            analysis = Analysis.of(view.game());
            for (Puzzle puzzle : Puzzles.find(view.game())) {
                checked.add(new PuzzleRepository.Found(puzzle, plyBefore(view.game(), puzzle), Puzzles.verify(puzzle)));
            }
            LOG.info("game {} ({}) analysed in {} ms, {} puzzles", gameId, view.kind(),
                    (System.nanoTime() - start) / 1_000_000, checked.size());
        } catch (Rejection e) {
            queue.fail(owing.process(), gameId, e.getMessage());
            return;
        } catch (RuntimeException e) {
            if (StoreOutage.causes(e)) {
                throw e;
            }
            LOG.error("the analysis of game {} failed", gameId, e);
            queue.fail(owing.process(), gameId, e.getClass().getSimpleName() + ": " + e.getMessage());
            return;
        }
        Optional<Long> place = view.threadId().or(view::channelId);
        boolean stored = queue.complete(owing.process(), gameId, analysis, checked, (em, id) -> place.ifPresent(p ->
                owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.ANALYSIS, id, view.guildId(), view.plyCount(), ""),
                        place)));
        if (!stored) {
            LOG.info("the analysis of game {} was taken over by another process; this one is dropped", gameId);
        }
    }

    /** The ply a game's puzzle stands before, counted from 1: the first whose position before is the puzzle's. */
    static Optional<Integer> plyBefore(Game<?, ?> game, Puzzle puzzle) {
        List<String> before = positionsBefore(game);
        int index = before.indexOf(puzzle.position());
        return index < 0 ? Optional.empty() : Optional.of(index + 1);
    }

    private static <P, M> List<String> positionsBefore(Game<P, M> game) {
        Rules<P, M> rules = game.rules();
        List<String> texts = new ArrayList<>();
        texts.add(rules.formatPosition(game.start()));
        for (Ply<P> ply : game.plies()) {
            texts.add(rules.formatPosition(ply.position()));
        }
        return texts;
    }

    /** Each server's puzzle of the day, where it has none yet: one process alone claims each. */
    private void postDailyPuzzles() {
        var today = daily.today();
        for (DailyPuzzles.Setting setting : daily.due(today)) {
            daily.claim(setting, today, (em, puzzle, where) -> owing.post(em, new Outbox.Owed(Outbox.Kind.PUZZLE,
                    Optional.empty(), Optional.empty(), Optional.empty(), String.valueOf(puzzle.id()),
                    Optional.of(where.guildId()), Optional.of(where.channelId()), Optional.empty(), Optional.empty(),
                    Optional.empty()), Optional.of(where.channelId()))).ifPresent(p ->
                    LOG.info("daily puzzle {} of {} claimed for guild {}", p.id(), today, setting.guildId()));
        }
    }

    private void seedSafely() {
        try {
            puzzles.seed(RETREAT_SOLUTION, AnalysisWorker::retreatSolutionPuzzles)
                    .ifPresent(added -> LOG.info("{} puzzles of retreat's solution seeded", added));
        } catch (RuntimeException e) {
            LOG.warn("retreat's solution puzzles were not seeded ({}); the next start tries again", e.toString());
        }
    }

    /**
     * A spread of retreat's solution puzzles: the first {@link #SEEDED_PER_DIFFICULTY} of each kind
     * and difficulty in the solution's order, each checked unique again before it is published.
     */
    static List<PuzzleRepository.Found> retreatSolutionPuzzles() {
        Map<String, Integer> taken = new HashMap<>();
        List<PuzzleRepository.Found> found = new ArrayList<>();
        new RetreatAnalyst(new RetreatRules()).solutionPuzzles()
                .filter(p -> taken.merge(p.kind() + " " + p.difficulty(), 1, Integer::sum) <= SEEDED_PER_DIFFICULTY)
                .forEach(p -> found.add(new PuzzleRepository.Found(p, Optional.empty(), verified(p))));
        return found;
    }

    private static boolean verified(Puzzle puzzle) {
        try {
            return Puzzles.verify(puzzle);
        } catch (Rejection e) {
            return false;
        }
    }

    @Override
    public void close() {
        Thread stopping;
        synchronized (this) {
            stopping = thread;
            running = false;
        }
        kick();
        if (stopping != null) {
            try {
                // An analysis under way is not cut short; what it held goes back to the queue below.
                stopping.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try {
            queue.giveBack(owing.process());
        } catch (RuntimeException e) {
            LOG.warn("the analyses this process held were not given back ({}); others take them in a few seconds",
                    e.getClass().getSimpleName());
        }
    }
}
