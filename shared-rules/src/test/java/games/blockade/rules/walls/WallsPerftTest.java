package games.blockade.rules.walls;

import games.blockade.rules.Perft;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Perft: counts of the tree of legal turns, derived by hand, by a plain second generator
 * ({@link SimpleWalls}) and by the move-by-move walk every game shares.
 */
class WallsPerftTest {

    private static final WallsRules RULES = new WallsRules();

    private static WallsPosition position(String text) throws Rejection {
        return RULES.parsePosition(text);
    }

    /**
     * From the start each side has 24 pawn moves (12 a pawn: 4 one step, 4 two straight, 4 turning;
     * the pawns are too far apart to meet) and any wall fits: 10 x 13 centres, two ways each, 260 on
     * the standard board and 8 x 11 x 2 = 176 on the compact one.
     */
    @Test
    void firstTurnsFromTheStartAreEveryPawnMoveTimesEveryWall() {
        assertEquals(24 * 260, Perft.count(RULES, RULES.start(WallsBoard.STANDARD.preset()), 1));
        assertEquals(24 * 176, Perft.count(RULES, RULES.start(WallsBoard.COMPACT.preset()), 1));
    }

    /**
     * Depth 2. Red's move never touches Blue's pawns, so it is 24 times the sum over Red's wall W of
     * Blue's turns: Blue's pawn moves past W times the walls still fitting (260 less W's centre
     * both ways, less the one or two walls overlapping W end to end), plus for a half of W on an
     * edge of a Blue pawn's square, Blue's turns after bombing it. On the standard board no wall
     * encloses anything two walls in: 40,340,352. On the compact board the same sum is
     * 18,788,736, but a pawn may step into a 2 x 2 corner there (Blue c10-b11, Red c3-b2 or g3-h2,
     * and mirror images), which a2h with b1v (or a10h with b11v, ...) then close: 192 turns fewer.
     */
    @Test
    void secondTurnsFromTheStart() {
        assertEquals(40_340_352L, Perft.count(RULES, RULES.start(WallsBoard.STANDARD.preset()), 2));
        assertEquals(18_788_736L - 192, Perft.count(RULES, RULES.start(WallsBoard.COMPACT.preset()), 2));
    }

    /**
     * Red is stuck in column a behind Blue (a1v and a3v wall the column's east side): with no walls
     * the only turn is a pass; with the bomb, also 7 bomb-and-move turns; with one horizontal wall,
     * 126 walls (130 centres, less a1 and a3 which are taken, less a2h and a4h, which would close
     * the column).
     */
    @ParameterizedTest
    @CsvSource({
            "0h0v0b, 1",
            "0h0v1b, 8",
            "1h0v0b, 126",
    })
    void aStuckPlayer(String hand, long turns) throws Rejection {
        assertEquals(turns, Perft.count(RULES, position("11x14 a1v,a3v a1,a2 a3,a4 " + hand + " 9h9v1b red"), 1));
    }

    @ParameterizedTest
    @CsvSource({
            "'9x12 - c3,g3 c10,g10 7h7v1b 7h7v1b red', 1",
            "'11x14 d4h,c10h,d11v d4,h4 d11,h11 1h1v1b 1h1v1b red', 1",
            "'9x12 c3h,b2v,c9h,c10v,f9v c3,g3 c10,g10 0h1v1b 1h0v1b blue', 1",
            "'11x14 d4h,c4v,d3v,c10h d4,d5 d11,d3 0h0v1b 0h0v1b red', 3",
            "'9x12 c3h,b2v,c9h,c10v,f9v,a4h c3,c4 c10,c5 0h0v1b 0h0v1b red', 2",
            "'9x12 c3he,b2vn,c9h c3,c4 c10,c5 0h0v1b 0h0v1b blue', 3",
    })
    void agreesWithThePlainGenerator(String text, int depth) throws Rejection {
        WallsPosition p = position(text);
        assertEquals(SimpleWalls.perft(SimpleWalls.fromPosition(p), depth), Perft.count(RULES, p, depth));
    }

    @Test
    void turnsAgreeWithTheMoveByMoveWalkAfterRandomPlay() {
        for (long seed = 1; seed <= 12; seed++) {
            WallsPosition p = Playouts.random(seed, (int) (seed * 7), seed % 2 == 0);
            assertSameTurns(p);
        }
    }

    /** The turns the generic walk over {@code moves} and {@code play} finds, by the positions they reach. */
    static void assertSameTurns(WallsPosition p) {
        Set<WallsPosition> walked = new HashSet<>();
        walk(p, p.toMove(), walked);
        List<Turn<WallsPosition, WallsMove>> turns = RULES.turns(p);
        Set<WallsPosition> fast = new HashSet<>();
        for (Turn<WallsPosition, WallsMove> turn : turns) {
            fast.add(turn.result());
            WallsPosition replayed = p;
            for (WallsMove move : turn.moves()) {
                replayed = RULES.play(replayed, move);
            }
            assertEquals(turn.result(), replayed, "a turn's moves reach its result");
        }
        assertEquals(turns.size(), fast.size(), "each turn reaches its own position");
        assertEquals(walked, fast, RULES.formatPosition(p));
        assertEquals(turns.size(), RULES.countTurns(p));
    }

    private static void walk(WallsPosition p, Side side, Set<WallsPosition> out) {
        if (!(RULES.status(p) instanceof Status.ToMove)) {
            return;
        }
        for (WallsMove move : RULES.moves(p)) {
            WallsPosition next = RULES.play(p, move);
            if (RULES.status(next) instanceof Status.ToMove toMove && toMove.side() == side) {
                walk(next, side, out);
            } else {
                out.add(next);
            }
        }
    }
}
