package games.blockade.bot.analysis;

import games.blockade.bot.outbox.Owing;
import games.blockade.bot.service.StoreOutage;
import games.blockade.bot.service.Tokens;
import games.blockade.rules.Rejection;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Puzzles;
import games.blockade.rules.retreat.RetreatAnalyst;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.store.analysis.AnalysisQueue;
import games.blockade.store.analysis.AnalysisRuns;
import games.blockade.store.analysis.DailyPuzzles;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.GameRepository;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The background work of analyses, in every bot process (docs/decisions/analysis-queue.md): one
 * thread at the lowest priority runs the queued analyses one at a time ({@link AnalysisRuns}),
 * each stored with its checked puzzles and the post it owes (written by a thread of the process's
 * priority, docs/decisions/background-writes.md); it holds an analysis, between any
 * two units of its work, while the process works for people ({@link Yielding}), so a move, its
 * board, its picture and the computer's reply have the cores to themselves. The same thread posts each server's daily puzzle (claimed once per
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

    private final Store store;
    private final AnalysisQueue queue;
    private final AnalysisRuns runs;
    private final PuzzleRepository puzzles;
    private final DailyPuzzles daily;
    private final Owing owing;
    private final Clock clock;
    private final Object wake = new Object();
    private volatile boolean kicked;
    private volatile boolean running;
    private final Tokens tokens;
    private volatile Yielding yielding;
    private Thread thread;
    private Instant nextDailyCheck = Instant.MIN;
    /** Nothing this process may claim waits now (what waits is held by others). */
    private boolean idle;

    public AnalysisWorker(Store store, AnalysisQueue queue, GameRepository games, PuzzleRepository puzzles,
                          DailyPuzzles daily, Owing owing, Tokens tokens, Clock clock) {
        this.store = store;
        this.queue = queue;
        this.tokens = tokens;
        this.runs = new AnalysisRuns(queue, games, owing.process(), this::yieldToAnswers);
        this.puzzles = puzzles;
        this.daily = daily;
        this.owing = owing;
        this.clock = clock;
    }

    /**
     * Starts the work in the background; {@code working} counts what the process is doing for
     * people now (interactions being answered, owed posts being delivered, computer moves).
     */
    public synchronized AnalysisWorker start(IntSupplier working) {
        if (thread != null) {
            throw new IllegalStateException("the analysis worker runs already");
        }
        yielding = new Yielding(working, () -> running);
        running = true;
        // Made here, at the process's priority, before the analysis thread lowers its own.
        ExecutorService writes = Niceness.threadAtThisPriority("blockade-analysis-writes");
        thread = new Thread(() -> run(writes), "blockade-analysis");
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

    private void run(ExecutorService writes) {
        try {
            if (Niceness.lowerCurrentThread()) {
                // Its transactions hold the store's writer: never while the system leaves it without a core.
                store.handWritesTo(writes);
                LOG.info("analyses run at the lowest priority (nice {}), their writes at the process's",
                        Niceness.LOWEST);
            }
            work();
        } finally {
            writes.shutdown();
        }
    }

    private void work() {
        seedSafely();
        while (running) {
            try {
                if (!clock.instant().isBefore(nextDailyCheck)) {
                    nextDailyCheck = clock.instant().plus(DAILY_CHECK);
                    postDailyPuzzles();
                }
                idle = false;
                while (running && !idle && queue.anyDue()) {
                    yieldToAnswers();
                    analyseNext();
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

    /** Holds the analysis while the process works for people ({@link Yielding}); until started, never. */
    private void yieldToAnswers() {
        Runnable pause = yielding;
        if (pause != null) {
            pause.run();
        }
    }

    /** Runs one claimed analysis; the post it owes goes to the game's place, where it has one. */
    private void analyseNext() {
        Optional<AnalysisRuns.Run> run = runs.next((em, view) -> view.threadId().or(view::channelId).ifPresent(place ->
                owing.post(em, Outbox.Owed.ofGame(Outbox.Kind.ANALYSIS, view.id(), view.guildId(), view.plyCount(), ""),
                        Optional.of(place))));
        run.ifPresent(r -> {
            if (r instanceof AnalysisRuns.Run.Stored stored) {
                LOG.info("game {} ({}) analysed in {} ms, {} puzzles", stored.gameId(), stored.kind(), stored.millis(),
                        stored.puzzles());
            } else if (r instanceof AnalysisRuns.Run.Failed failed) {
                LOG.warn("the analysis of game {} was given up: {}", failed.gameId(), failed.why());
            } else {
                LOG.info("the analysis of game {} was taken over by another process; this one is dropped", r.gameId());
            }
        });
        if (run.isEmpty()) {
            idle = true;
        }
    }

    /** Each server's puzzle of the day, where it has none yet: one process alone claims each. */
    private void postDailyPuzzles() {
        var today = daily.today();
        for (DailyPuzzles.Setting setting : daily.due(today)) {
            daily.claim(setting, today, (em, puzzle, where) -> {
                PuzzleRepository.tryButton(em, puzzle.id(), tokens.next(), clock.instant());
                return owing.post(em, new Outbox.Owed(Outbox.Kind.PUZZLE, Optional.empty(), Optional.empty(),
                        Optional.empty(), String.valueOf(puzzle.id()), Optional.of(where.guildId()),
                        Optional.of(where.channelId()), Optional.empty(), Optional.empty(), Optional.empty(),
                        Optional.empty()), Optional.of(where.channelId()));
            }).ifPresent(p ->
                    LOG.info("daily puzzle {} of {} claimed for guild {}", p.id(), today, setting.guildId()));
        }
    }

    private void seedSafely() {
        try {
            long start = System.nanoTime();
            puzzles.seed(RETREAT_SOLUTION, () -> retreatSolutionPuzzles(this::yieldToAnswers))
                    .ifPresent(added -> LOG.info("{} puzzles of retreat's solution seeded in {} ms", added,
                            (System.nanoTime() - start) / 1_000_000));
        } catch (RuntimeException e) {
            LOG.warn("retreat's solution puzzles were not seeded ({}); the next start tries again", e.toString());
        }
    }

    /**
     * A spread of retreat's solution puzzles: the first {@link #SEEDED_PER_DIFFICULTY} of each kind
     * and difficulty in the solution's order, each checked unique again before it is published;
     * {@code pause} holds the work between two puzzles.
     */
    static List<PuzzleRepository.Found> retreatSolutionPuzzles(Runnable pause) {
        Map<String, Integer> taken = new HashMap<>();
        List<PuzzleRepository.Found> found = new ArrayList<>();
        new RetreatAnalyst(new RetreatRules()).solutionPuzzles().peek(p -> pause.run())
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
