package games.blockade.rules.backgammon;

import games.blockade.rules.Rejection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class BackgammonNotationTest {

    private final BackgammonRules rules = new BackgammonRules();

    @ParameterizedTest
    @ValueSource(strings = {"row 3", "3-4", "x3", "end", "leap", "roll", "shift 5", "roll 4", "roll 2 5",
            "roll 3 5 1 vs 6 2"})
    void movesReadBackAsTheyAreWritten(String text) throws Rejection {
        assertEquals(text, BackgammonNotation.formatMove(BackgammonNotation.parseMove(text)));
    }

    @Test
    void movesAreReadCaseInsensitivelyAndWithLooseSpaces() throws Rejection {
        assertEquals(new BackgammonMove.ChooseRow(3), BackgammonNotation.parseMove(" ROW  3 "));
        assertEquals(new BackgammonMove.ChooseRow(3), BackgammonNotation.parseMove("row3"));
        assertEquals(new BackgammonMove.Leap(4), BackgammonNotation.parseMove("X4"));
        assertEquals(new BackgammonMove.End(), BackgammonNotation.parseMove("End"));
    }

    @Test
    void aCommandSplitsIntoMovesKeepingRowShiftAndRollWhole() {
        assertEquals(List.of("3-4", "x4", "x4"), rules.splitMoves("3-4 x4 x4"));
        assertEquals(List.of("row 3", "leap"), rules.splitMoves("row 3 leap"));
        assertEquals(List.of("shift 5", "3-4", "end"), rules.splitMoves("shift 5 3-4 end"));
        assertEquals(List.of("roll 3 5 vs 6 2"), rules.splitMoves("roll 3 5 vs 6 2"));
        assertEquals(List.of("row", "x3"), rules.splitMoves("row x3"));
        assertEquals(List.of(), rules.splitMoves("   "));
    }

    @Test
    void badMovesSayWhatIsWrong() {
        assertEquals("row 7: rows are numbered 1 to 6", message("row 7"));
        assertEquals("0-1: rows are numbered 1 to 6", message("0-1"));
        assertEquals("shift 9: a die shows 1 to 6", message("shift 9"));
        assertEquals("roll 2 7: a die shows 1 to 6", message("roll 2 7"));
        assertEquals("row: which row? row 1 to row 6", message("row"));
        assertEquals("'jump 3' is not a move; moves look like row 3, 3-4, x3, end, roll, leap, shift 5", message("jump 3"));
    }

    @Test
    void aRefusalQuotesTheMoveAsTyped() {
        assertEquals("ROW  7: rows are numbered 1 to 6", message(" ROW  7 "));
        assertEquals("Shift 9: a die shows 1 to 6", message("Shift 9"));
        assertEquals("Row: which row? row 1 to row 6", message("Row"));
    }

    private static String message(String text) {
        return assertThrows(Rejection.class, () -> BackgammonNotation.parseMove(text)).getMessage();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0",
        "basic red=2,3,2,4,3,2 black=2,3,3,3,3,2 turn=red first=red dice=1 row=3 step=spend rolled=4 points=3 began=0,0,2,1,0,0",
        "bungie red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=black first=red dice=7 row=2 step=choice began=0,3,0,0,0,0",
        "bungie red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=black first=red dice=7 row=2 step=leap-roll began=0,3,0,0,0,0",
        "bungie red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=black first=red dice=8 row=2 step=spend rolled=3 shift=3 began=0,3,0,0,0,0",
        "superpush red=0,0,3,0,0,0 black=0,0,1,0,0,5 turn=red first=black dice=12 row=3 step=roll began=0,0,3,0,0,0",
        "superpush red=0,0,3,0,0,0 black=0,0,1,0,0,5 turn=red first=black dice=14 row=3 step=assign rolled=1,5 began=0,0,3,0,0,0",
        "superpush red=0,0,1,0,0,0 black=0,0,1,0,0,5 turn=red first=black dice=14 row=3 step=spend rolled=1,5 shift=1 leap=0 began=0,0,1,0,0,0",
    })
    void positionsReadBackAsTheyAreWritten(String text) throws Rejection {
        assertEquals(text, rules.formatPosition(rules.parsePosition(text)));
    }

    @Test
    void badPositionsSayWhatIsWrong() {
        assertEquals("a position starts with its variant (basic, bungie or superpush), not 'chess'",
                positionMessage("chess red=2,3,3,3,3,2"));
        assertEquals("red= has 17 pieces; a player has at most 16",
                positionMessage("basic red=2,3,3,3,3,3 black=2,3,3,3,3,2 turn=red first=red dice=0"));
        assertEquals("black= needs six counts, rows 1 to 6, like 2,3,3,3,3,2; not '2,3'",
                positionMessage("basic red=2,3,3,3,3,2 black=2,3 turn=red first=red dice=0"));
        assertEquals("the position has no first= field",
                positionMessage("basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red dice=0"));
        assertEquals("'leap-of-faith' is not a position field; fields: red=, black=, turn=, first=, "
                        + "dice=, and for a turn in progress row=, step=, rolled=, points=, shift=, leap=, began=",
                positionMessage("basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0 leap-of-faith"));
        assertEquals("points= takes whole numbers from 0 to 4, not '5'", positionMessage(
                        "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=1 row=3 step=spend rolled=4 points=5 began=0,0,3,0,0,0"));
        assertEquals("step=assign does not occur in basic", positionMessage(
                "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=1 row=3 step=assign rolled=4 began=0,0,3,0,0,0"));
        assertEquals("began= has 2 pieces in row 4 but the player to move has 0 there", positionMessage(
                "basic red=2,3,3,0,3,2 black=2,3,3,3,3,2 turn=red first=red dice=1 row=3 step=spend rolled=4 points=3 began=0,0,1,2,0,0"));
        assertEquals("nothing more can be done in this turn, so it is already over: write the position with the other "
                + "player to choose a row", positionMessage(
                "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=1 row=3 step=spend rolled=4 points=0 began=0,0,3,0,0,0"));
        assertEquals("dice=0 is fewer than the 1 dice this turn rolled", positionMessage(
                "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0 row=3 step=spend rolled=4 points=2 began=0,0,3,0,0,0"));
    }

    private String positionMessage(String text) {
        return assertThrows(Rejection.class, () -> rules.parsePosition(text)).getMessage();
    }
}
