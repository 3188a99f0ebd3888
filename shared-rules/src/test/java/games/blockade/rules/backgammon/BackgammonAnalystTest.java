package games.blockade.rules.backgammon;

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
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Backgammon's analysis: the equity each decision gives up, and the luck of each roll. */
class BackgammonAnalystTest {

    private final BackgammonRules rules = new BackgammonRules();

    /** Red moved first and has emptied its board; Black's extra turn can still draw with its last piece. */
    private static final String EXTRA_TURN = "basic red=0,0,0,0,0,0 black=0,0,1,0,0,0 turn=black first=red dice=10";

    private Game<BackgammonPosition, BackgammonMove> extraTurn(String... plies) throws Rejection {
        Game<BackgammonPosition, BackgammonMove> game = Game.from(rules, rules.preset("basic"), rules.parsePosition(EXTRA_TURN));
        for (String ply : plies) {
            game = game.replay(ply);
        }
        return game;
    }

    @Test
    void onTheExtraTurnStoppingInsteadOfLeapingTheLastPieceIsABlunder() throws Rejection {
        GameAnalysis analysis = Analysis.of(extraTurn("row 3", "roll 4", "3-4 end"));
        List<Entry.Judgement> judgements = analysis.judgements();
        assertTrue(judgements.get(0).forced(), "only row 3 holds a piece");
        Entry.Judgement spending = judgements.get(1);
        assertEquals(new Entry.Judgement(3, 3, Side.TWO, "3-4 end", new Eval.Drawn(), new Eval.Lost(1), "x3",
                Verdict.BLUNDER, false), spending);
    }

    @Test
    void theLuckOfARollIsItsResultAgainstTheAverageRoll() throws Rejection {
        // Any roll but a 1 pays the leap of 2 and draws: the average is a draw five times in six.
        Entry.Luck one = luck(extraTurn("row 3", "roll 1", "end"));
        Entry.Luck four = luck(extraTurn("row 3", "roll 4", "x3"));
        assertEquals(Side.TWO, one.side());
        assertEquals(2 * (0 - 5 / 12.0), one.luck(), 1e-9);
        assertEquals(2 * (0.5 - 5 / 12.0), four.luck(), 1e-9);
        assertEquals(one.luck(), Analysis.of(extraTurn("row 3", "roll 1", "end")).tally(Side.TWO).luck(), 1e-9);
    }

    private static Entry.Luck luck(Game<BackgammonPosition, BackgammonMove> game) throws Rejection {
        return Analysis.of(game).entries().stream().filter(Entry.Luck.class::isInstance).map(Entry.Luck.class::cast)
                .findFirst().orElseThrow();
    }

    @Test
    void aSpendingLeftOpenAndFinishedLaterIsOneDecision() throws Rejection {
        Game<BackgammonPosition, BackgammonMove> game = Game.start(rules, rules.preset("basic"), Side.ONE)
                .play("row 3").rollDice(index -> 5).play("3-4").play("x4");
        GameAnalysis analysis = Analysis.of(game.resign(Side.TWO));
        Entry.Judgement spending = analysis.judgements().get(1);
        assertEquals(3, spending.ply());
        assertEquals(4, spending.lastPly());
        assertEquals("3-4 x4", spending.move());
    }

    @Test
    void theExtraTurnsOneSavingSpendingIsAPuzzle() throws Rejection {
        Game<BackgammonPosition, BackgammonMove> game = extraTurn("row 3", "roll 4", "x3");
        List<Puzzle> puzzles = Puzzles.find(game);
        assertEquals(List.of(new Puzzle("backgammon", "basic",
                "basic red=0,0,0,0,0,0 black=0,0,1,0,0,0 turn=black first=red dice=11 row=3 step=spend rolled=4 points=4 began=0,0,1,0,0,0",
                Side.TWO, "x3", Puzzle.Kind.SAVE, 1)), puzzles);
        Puzzle puzzle = puzzles.get(0);
        assertTrue(Puzzles.verify(puzzle));
        assertInstanceOf(Puzzles.Answer.Right.class, Puzzles.check(puzzle, Side.TWO, "3-2 x2"));
        assertInstanceOf(Puzzles.Answer.Wrong.class, Puzzles.check(puzzle, Side.TWO, "3-2 end"));
        Rejection unfinished = assertThrows(Rejection.class, () -> Puzzles.check(puzzle, Side.TWO, "3-2"));
        assertEquals("the answer stops part way: give the whole decision, to its end", unfinished.getMessage());
        assertThrows(Rejection.class, () -> Puzzles.check(puzzle, Side.ONE, "x3"));
    }
}
