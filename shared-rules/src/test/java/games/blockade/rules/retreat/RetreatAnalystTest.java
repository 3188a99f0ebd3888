package games.blockade.rules.retreat;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.Eval;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Puzzles;
import games.blockade.rules.analysis.Verdict;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static games.blockade.rules.retreat.RetreatTesting.RULES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Retreat's analysis agrees with the solved game, move by move. */
class RetreatAnalystTest {

    private static final RetreatSolution SOLUTION = RetreatSolution.ofStart();

    private static Game<RetreatPosition, RetreatMove> played(String... moves) throws Rejection {
        Game<RetreatPosition, RetreatMove> game = Game.start(RULES, RULES.presets().get(0), Side.ONE);
        for (String move : moves) {
            game = game.play(move);
        }
        return game;
    }

    /** A game of random moves, resigned by the side to move if it has not ended after {@code plies}. */
    private static Game<RetreatPosition, RetreatMove> randomGame(long seed, int plies) throws Rejection {
        SplittableRandom random = new SplittableRandom(seed);
        Game<RetreatPosition, RetreatMove> game = played();
        while (!game.isOver() && game.plies().size() < plies) {
            List<RetreatMove> moves = RULES.moves(game.position());
            game = game.play(moves.get(random.nextInt(moves.size())).toString());
        }
        return game.isOver() ? game : game.resign(game.toMove().orElseThrow());
    }

    /** The verdict straight from the solution: the value kept, kept at a worse distance, or lost. */
    private static Verdict solved(RetreatPosition before, RetreatPosition after) {
        RetreatValue had = SOLUTION.value(before).orElseThrow();
        RetreatValue got = SOLUTION.value(after).orElseThrow().forMover();
        if (got.result().compareTo(had.result()) > 0) {
            return Verdict.BLUNDER;
        }
        boolean slower = had.result() == RetreatValue.Result.WIN && got.plies() > had.plies();
        boolean sooner = had.result() == RetreatValue.Result.LOSS && got.plies() < had.plies();
        return slower || sooner ? Verdict.INACCURACY : Verdict.BEST;
    }

    @Property(tries = 300)
    void everyVerdictAgreesWithTheSolution(@ForAll long seed, @ForAll @IntRange(min = 1, max = 120) int plies)
            throws Rejection {
        Game<RetreatPosition, RetreatMove> game = randomGame(seed, plies);
        GameAnalysis analysis = Analysis.of(game);
        List<Entry.Judgement> judgements = analysis.judgements();
        assertEquals(game.plies().size(), judgements.size());
        RetreatPosition before = game.start();
        for (Entry.Judgement judgement : judgements) {
            RetreatPosition after = game.plies().get(judgement.ply() - 1).position();
            String where = "ply " + judgement.ply() + " " + judgement.move() + " from " + before;
            Verdict expected = RULES.moves(before).size() == 1 ? Verdict.BEST : solved(before, after);
            assertEquals(expected, judgement.verdict(), where);
            // The best move found keeps the value the mover had before the move, at the same distance.
            RetreatPosition bestReached = RetreatTesting.after(before, judgement.best());
            assertEquals(SOLUTION.value(before).orElseThrow(), SOLUTION.value(bestReached).orElseThrow().forMover(), where);
            if (judgement.verdict() == Verdict.BEST) {
                assertEquals(judgement.move(), judgement.best(), where);
            }
            before = after;
        }
    }

    @Test
    void atTheStartTheDrawIsBestAndEveryOtherFirstMoveIsABlunder() throws Rejection {
        for (RetreatMove first : RULES.moves(RetreatPosition.start())) {
            Entry.Judgement judgement = Analysis.of(played(first.toString()).resign(Side.TWO)).judgements().get(0);
            assertEquals(first.toString().equals("D2-3") ? Verdict.BEST : Verdict.BLUNDER, judgement.verdict(),
                    first.toString());
            assertEquals(new Eval.Drawn(), judgement.before());
            assertEquals("D2-3", judgement.best());
        }
    }

    @Test
    void aMoveThatOpensTheMoatToTheOpponentsCastleIsABlunder() throws Rejection {
        // White's castle on 2 faces Black's moat; only Black's bridge on 1 keeps it out.
        RetreatPosition position = RetreatTesting.position("b/C/././b/./c/./B/B b - -");
        Game<RetreatPosition, RetreatMove> game = Game.from(RULES, RULES.presets().get(0), position)
                .play("B1-3").play("C2-1");
        List<Entry.Judgement> judgements = Analysis.of(game).judgements();
        assertEquals(Verdict.BLUNDER, judgements.get(0).verdict());
        assertEquals(new Eval.Lost(2), judgements.get(0).after());
        assertEquals(new Entry.Judgement(2, 2, Side.TWO, "C2-1", new Eval.Won(1), new Eval.Won(1), "C2-1",
                Verdict.BEST, false), judgements.get(1));
    }

    @Test
    void anUnfinishedGameIsNotAnalysed() throws Rejection {
        Rejection refusal = assertThrows(Rejection.class, () -> Analysis.of(played("D2-3")));
        assertEquals("the game is not over: a game is analysed once it has ended", refusal.getMessage());
    }

    @Test
    void theSolutionsPuzzlesEachHaveExactlyOneMoveThatKeepsTheWinOrTheDraw() throws Rejection {
        List<Puzzle> puzzles = new RetreatAnalyst(RULES).solutionPuzzles().limit(200).toList();
        assertEquals(200, puzzles.size());
        for (Puzzle puzzle : puzzles) {
            RetreatPosition position = RULES.parsePosition(puzzle.position());
            RetreatValue.Result wanted = puzzle.kind() == Puzzle.Kind.WIN ? RetreatValue.Result.WIN : RetreatValue.Result.DRAW;
            List<String> keeping = RULES.moves(position).stream()
                    .filter(m -> SOLUTION.value(RULES.play(position, m)).orElseThrow().forMover().result() == wanted)
                    .map(RetreatMove::toString).toList();
            assertEquals(List.of(puzzle.solution()), keeping, puzzle.toString());
            assertTrue(Puzzles.verify(puzzle), puzzle.toString());
        }
    }

    @Test
    void aPuzzleIsSolvedOnlyByItsOneMoveAndRefusesAnswersOutOfTurnOrIllegal() throws Rejection {
        Puzzle puzzle = new RetreatAnalyst(RULES).solutionPuzzles().findFirst().orElseThrow();
        RetreatPosition position = RULES.parsePosition(puzzle.position());
        assertInstanceOf(Puzzles.Answer.Right.class, Puzzles.check(puzzle, puzzle.side(), puzzle.solution().toLowerCase()));
        for (RetreatMove move : RULES.moves(position)) {
            if (!move.toString().equals(puzzle.solution())) {
                Puzzles.Answer answer = Puzzles.check(puzzle, puzzle.side(), move.toString());
                assertInstanceOf(Puzzles.Answer.Wrong.class, answer, move.toString());
                assertTrue(answer.message().startsWith("wrong: "), answer.message());
            }
        }
        Rejection outOfTurn = assertThrows(Rejection.class,
                () -> Puzzles.check(puzzle, puzzle.side().other(), puzzle.solution()));
        assertTrue(outOfTurn.getMessage().startsWith("it is not your turn"), outOfTurn.getMessage());
        assertThrows(Rejection.class, () -> Puzzles.check(puzzle, puzzle.side(), "D1-9"));
    }
}
