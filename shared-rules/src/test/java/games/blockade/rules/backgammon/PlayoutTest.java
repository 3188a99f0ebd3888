package games.blockade.rules.backgammon;

import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlayoutTest {

    private final BackgammonRules rules = new BackgammonRules();

    private double average(String position, Side me) throws Rejection {
        BackgammonPosition start = rules.parsePosition(position);
        SplittableRandom random = new SplittableRandom(11);
        double sum = 0;
        for (int i = 0; i < 600; i++) {
            sum += Playout.score(start, me, random);
        }
        return sum / 600;
    }

    @Test
    void leapsPayEachPieceItsCostInTurn() {
        // Four pieces facing one: 2 + 1 - 3/2 = 2, then 2 + 1 - 2/2 = 2, then 3.
        assertEquals(2, Playout.leaps(4, 1, 4));
        assertEquals(2, Playout.leaps(4, 1, 6));
        assertEquals(3, Playout.leaps(4, 1, 7));
        assertEquals(0, Playout.leaps(1, 5, 6));
    }

    @Test
    void aPlayerOneCheapLeapFromTheEndWinsAlmostEveryPlayout() throws Rejection {
        // Red, second to move, needs 2 points for its last piece; Black needs a whole row of leaps.
        double red = average("basic red=0,0,0,0,0,1 black=3,3,3,3,3,1 turn=red first=black dice=0", Side.ONE);
        assertTrue(red > 0.8, "red scored " + red);
        assertEquals(1 - red, average("basic red=0,0,0,0,0,1 black=3,3,3,3,3,1 turn=red first=black dice=0", Side.TWO),
                1e-9);
    }

    @Test
    void aPlayoutWhereNeitherPlayerCanLeapIsADraw() throws Rejection {
        // Eight facing eight: every leap costs 2 + 8 - 7/2 = 7, more than a die.
        assertEquals(0.5, average("basic red=8,8,0,0,0,0 black=8,8,0,0,0,0 turn=red first=red dice=0", Side.ONE));
    }

    @Test
    void theFirstPlayerEmptyingFirstGivesTheOpponentItsExtraTurn() throws Rejection {
        // Red moved first; each lone piece leaps for 2 points. Red empties on a 2 or more, then
        // Black's extra turn draws on a 2 or more and loses on a 1; Red's 1 hands Black the win on
        // its 2 or more. Red's score x = 5/6 (5/6 * 1/2 + 1/6) + 1/36 x, so x = 1/2 exactly;
        // without the extra turn it would be above 5/6.
        double red = average("basic red=0,0,0,0,0,1 black=1,0,0,0,0,0 turn=red first=red dice=0", Side.ONE);
        assertEquals(0.5, red, 0.06);
    }
}
