package games.blockade.store.analysis;

import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.Analysts;
import games.blockade.rules.analysis.Budget;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Puzzles;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Runs the queued analyses for one process: claims the next, analyses the game at its repeatable
 * budget, finds its puzzles and checks each unique again from its text alone (only those are
 * published), and stores it all with what it brings. A game the rules cannot analyse, or a record
 * that fails on the way, is given up with the reason; a failure of the store is left to the caller.
 */
public final class AnalysisRuns {

    private final AnalysisQueue queue;
    private final GameRepository games;
    private final String process;
    private final Runnable pause;

    /** Runs for {@code process} straight through. */
    public AnalysisRuns(AnalysisQueue queue, GameRepository games, String process) {
        this(queue, games, process, () -> { });
    }

    /**
     * Runs for {@code process}, each analysis held by {@code pause} before every unit of its work
     * ({@link Budget.Paced}): the same analysis, made only when the caller lets it.
     */
    public AnalysisRuns(AnalysisQueue queue, GameRepository games, String process, Runnable pause) {
        this.queue = queue;
        this.games = games;
        this.process = process;
        this.pause = pause;
    }

    /** What became of one claimed analysis. */
    public sealed interface Run {
        long gameId();

        /** Stored, with so many puzzles found, in so many milliseconds of analysis. */
        record Stored(long gameId, String kind, int puzzles, long millis) implements Run {
        }

        /** Given up, for the reason given. */
        record Failed(long gameId, String why) implements Run {
        }

        /** Another process took it over meanwhile: nothing was stored. */
        record TakenOver(long gameId) implements Run {
        }
    }

    /**
     * Claims and runs the next analysis; {@code then} writes what the stored analysis brings, in its
     * transaction. Empty when none waits.
     */
    public Optional<Run> next(BiConsumer<EntityManager, GameView> then) {
        return queue.claim(process).map(claim -> run(claim.gameId(), then));
    }

    private Run run(long gameId, BiConsumer<EntityManager, GameView> then) {
        Optional<GameView> found = games.find(gameId);
        if (found.isEmpty()) {
            return failed(gameId, "the game is gone");
        }
        GameView view = found.get();
        long start = System.nanoTime();
        GameAnalysis analysis;
        List<PuzzleRepository.Found> puzzles = new ArrayList<>();
        try {
            Budget paced = new Budget.Paced(Analysts.of(view.game().rules()).budget(), pause);
            analysis = Analysis.of(view.game(), paced);
            for (Puzzle puzzle : Puzzles.find(view.game(), paced)) {
                puzzles.add(new PuzzleRepository.Found(puzzle, plyBefore(view.game(), puzzle),
                        Puzzles.verify(puzzle)));
            }
        } catch (Rejection e) {
            return failed(gameId, e.getMessage());
        } catch (IllegalArgumentException | IllegalStateException e) {
            return failed(gameId, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        return queue.complete(process, gameId, analysis, puzzles, (em, id) -> then.accept(em, view))
                ? new Run.Stored(gameId, view.kind(), puzzles.size(), millis) : new Run.TakenOver(gameId);
    }

    private Run failed(long gameId, String why) {
        queue.fail(process, gameId, why);
        return new Run.Failed(gameId, why);
    }

    /** The ply a game's puzzle stands before, counted from 1: the first whose position before is the puzzle's. */
    static Optional<Integer> plyBefore(Game<?, ?> game, Puzzle puzzle) {
        int index = positionsBefore(game).indexOf(puzzle.position());
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
}
