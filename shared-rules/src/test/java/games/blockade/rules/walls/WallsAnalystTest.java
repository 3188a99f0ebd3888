package games.blockade.rules.walls;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.Budget;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.Eval;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Puzzles;
import games.blockade.rules.analysis.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Walls' analysis: the search's verdicts, the losses it proves, and puzzles. */
class WallsAnalystTest {

    private static final WallsRules RULES = new WallsRules();

    /** Blue stands on c3 and two steps above g3: unless Red walls g5 off from g3, Blue wins next turn. */
    private static final String BLUE_THREATENS = "9x12 - c9,g9 c3,g5 7h7v1b 7h7v1b red";

    private static Game<WallsPosition, WallsMove> from(String position, String... turns) throws Rejection {
        Game<WallsPosition, WallsMove> game = Game.from(RULES, RULES.preset("compact"), RULES.parsePosition(position));
        for (String turn : turns) {
            game = game.play(turn);
        }
        return game;
    }

    @Test
    void aTurnThatLetsTheOpponentWinNextTurnIsABlunderAndTheWinningTurnBest() throws Rejection {
        List<Entry.Judgement> judgements = Analysis.of(from(BLUE_THREATENS, "c9-c8 a1h", "g5-g3")).judgements();
        Entry.Judgement slip = judgements.get(0);
        assertEquals(Verdict.BLUNDER, slip.verdict());
        assertEquals(new Eval.Lost(2), slip.after());
        assertFalse(slip.before() instanceof Eval.Lost, slip.toString());
        WallsPosition start = RULES.parsePosition(BLUE_THREATENS);
        assertFalse(WallsAnalyst.winsAtOnce(after(start, slip.best())), "the best turn found stops Blue: " + slip.best());
        assertEquals(new Entry.Judgement(2, 2, Side.TWO, "g5-g3", new Eval.Won(1), new Eval.Won(1), "g5-g3",
                Verdict.BEST, false), judgements.get(1));
    }

    @Test
    void whenEveryTurnLetsTheOpponentWinTheLossIsProvedAndNoTurnIsABlunder() throws Rejection {
        // Red has no walls left: nothing stops Blue's pawn on g5.
        Game<WallsPosition, WallsMove> game = from("9x12 - c9,g9 c3,g5 0h0v0b 7h7v1b red", "c9-c8", "g5-g3");
        Entry.Judgement lost = Analysis.of(game).judgements().get(0);
        assertEquals(new Eval.Lost(2), lost.before());
        assertEquals(Verdict.BEST, lost.verdict());
    }

    @Test
    void theSameGameGetsTheSameAnalysisEveryTime() throws Rejection {
        Game<WallsPosition, WallsMove> game = SelfPlay.play(RULES, RULES.preset("compact"), Side.ONE, 12, 3)
                .resign(Side.ONE);
        Budget small = new Budget.Work(20_000);
        GameAnalysis first = Analysis.of(game, small);
        assertEquals(first, Analysis.of(game, small));
        assertEquals(12, first.judgements().size());
    }

    @Test
    void eachPuzzleOfAGameHasExactlyOneTurnThatWinsOrSavesByEveryTurnTried() throws Rejection {
        Game<WallsPosition, WallsMove> game = SelfPlay.play(RULES, RULES.preset("compact"), Side.ONE, 400, 9);
        List<Puzzle> puzzles = Puzzles.find(game);
        assertFalse(puzzles.isEmpty());
        for (Puzzle puzzle : puzzles) {
            WallsPosition position = RULES.parsePosition(puzzle.position());
            List<String> solving = RULES.turns(position).stream()
                    .filter(turn -> puzzle.kind() == Puzzle.Kind.WIN ? wins(turn.result(), puzzle.side())
                            : !opponentWinsAtOnce(turn.result()))
                    .map(turn -> RULES.formatTurn(position, turn.moves())).toList();
            assertEquals(List.of(puzzle.solution()), solving, puzzle.toString());
            assertTrue(Puzzles.verify(puzzle));
            assertInstanceOf(Puzzles.Answer.Right.class, Puzzles.check(puzzle, puzzle.side(), puzzle.solution()));
        }
    }

    private static boolean wins(WallsPosition position, Side side) {
        return RULES.status(position) instanceof Status.Over over && over.outcome() instanceof Outcome.Win win && win.winner() == side;
    }

    /** Through the rules alone: some pawn move, after a bomb or not, ends the game for the side to move. */
    private static boolean opponentWinsAtOnce(WallsPosition position) {
        if (!(RULES.status(position) instanceof Status.ToMove toMove)) {
            return false;
        }
        for (WallsMove first : RULES.moves(position)) {
            WallsPosition next = RULES.play(position, first);
            if (wins(next, toMove.side())) {
                return true;
            }
            if (first instanceof WallsMove.Bomb && next.toMove() == toMove.side()) {
                for (WallsMove second : RULES.moves(next)) {
                    if (second instanceof WallsMove.PawnMove && wins(RULES.play(next, second), toMove.side())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static WallsPosition after(WallsPosition position, String turn) throws Rejection {
        Game<WallsPosition, WallsMove> game = Game.from(RULES, RULES.preset("compact"), position).play(turn);
        return game.position();
    }
}
