package games.blockade.rules.piecepack;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.Eval;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Puzzles;
import games.blockade.rules.analysis.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Piecepack's analysis: the losses it proves, the setups it leaves alone, and puzzles. */
class PiecepackAnalystTest {

    private static final PiecepackRules RULES = new PiecepackRules();

    /** Every pawn is held by a coin of another suit; only the moons coin on a2 keeps the sun off a8. */
    private static final String ONE_COIN_HOLDS_THE_FILE = "....../.cccca/.ccaaa/.aammm/.sssmm/.sss../m...../SMCA.. b";

    /** After the arms pawn goes d2-a2, one blocker turn leaves the runner without a move (found in a random game). */
    private static final String TRAP = "ms.a../amcsca/.c..cs/.ma..s/.s..c./mm..as/...A.M/Smc.aC r";

    private static Game<PiecepackPosition, PiecepackMove> from(String position, String... turns) throws Rejection {
        Game<PiecepackPosition, PiecepackMove> game = Game.from(RULES, RULES.presets().get(0), RULES.parsePosition(position));
        for (String turn : turns) {
            game = game.play(turn);
        }
        return game;
    }

    @Test
    void aBlockerTurnThatOpensAFileToRowEightIsABlunder() throws Rejection {
        List<Entry.Judgement> judgements = Analysis.of(from(ONE_COIN_HOLDS_THE_FILE, "a2-b2", "a1-a8")).judgements();
        Entry.Judgement opening = judgements.get(0);
        assertEquals(Verdict.BLUNDER, opening.verdict());
        assertEquals(new Eval.Lost(2), opening.after());
        assertFalse(opening.before() instanceof Eval.Lost, opening.toString());
        assertEquals(new Entry.Judgement(2, 2, Side.ONE, "a1-a8", new Eval.Won(1), new Eval.Won(1), "a1-a8",
                Verdict.BEST, false), judgements.get(1));
    }

    @Test
    void aRunnerMoveAfterWhichTheBlockerCanLeaveItNoMoveIsABlunder() throws Rejection {
        Game<PiecepackPosition, PiecepackMove> game = from(TRAP, "d2-a2");
        Turn<PiecepackPosition, PiecepackMove> block = RULES.turns(game.position()).stream()
                .filter(turn -> RULES.status(turn.result()) instanceof Status.Over).findFirst().orElseThrow();
        game = game.play(RULES.formatTurn(game.position(), block.moves()));
        assertEquals(new Outcome.Win(Side.TWO, PiecepackRules.BLOCKED), game.outcome().orElseThrow());
        List<Entry.Judgement> judgements = Analysis.of(game).judgements();
        assertEquals(Verdict.BLUNDER, judgements.get(0).verdict());
        assertEquals(new Eval.Lost(2), judgements.get(0).after());
        assertEquals(new Eval.Won(1), judgements.get(1).after());
    }

    @Test
    void theSetupsAreNotJudged() throws Rejection {
        Game<PiecepackPosition, PiecepackMove> game = SelfPlay.play(RULES, 6, 1).resign(Side.ONE);
        List<Entry.Judgement> judgements = Analysis.of(game).judgements();
        assertEquals(3, judgements.get(0).ply());
        assertEquals(4, judgements.size());
    }

    @Test
    void eachRunnerPuzzleOfAGameHasExactlyOneMoveThatWinsAsTheRulesSay() throws Rejection {
        Game<PiecepackPosition, PiecepackMove> game = SelfPlay.play(RULES, 400, 6);
        List<Puzzle> puzzles = Puzzles.find(game);
        assertFalse(puzzles.isEmpty());
        for (Puzzle puzzle : puzzles) {
            PiecepackPosition position = RULES.parsePosition(puzzle.position());
            assertEquals(Side.ONE, puzzle.side(), puzzle.toString());
            List<String> winning = RULES.moves(position).stream()
                    .filter(move -> winsWithin(RULES.play(position, move), puzzle.difficulty()))
                    .map(move -> RULES.formatMove(position, move)).toList();
            assertEquals(List.of(puzzle.solution()), winning, puzzle.toString());
            assertTrue(Puzzles.verify(puzzle));
        }
    }

    /** Through the rules alone: the runner has arrived, or (within 3 plies) arrives after every blocker turn. */
    private static boolean winsWithin(PiecepackPosition blockerToMove, int plies) {
        if (blockerToMove.runnerArrived() || plies < 3) {
            return blockerToMove.runnerArrived();
        }
        return RULES.turns(blockerToMove).stream().allMatch(turn -> RULES.moves(turn.result()).stream()
                .anyMatch(move -> RULES.play(turn.result(), move).runnerArrived()));
    }
}
