package games.blockade.rules.walls;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Properties of every position random play reaches, and a parser that only ever says no politely. */
class WallsPropertiesTest {

    private static final WallsRules RULES = new WallsRules();

    @Property(tries = 60)
    void positionTextRoundTrips(@ForAll long seed, @ForAll @IntRange(max = 120) int parts, @ForAll boolean compact)
            throws Rejection {
        WallsPosition p = Playouts.random(seed, parts, compact);
        String text = RULES.formatPosition(p);
        WallsPosition parsed = RULES.parsePosition(text);
        assertEquals(p, parsed);
        assertEquals(text, RULES.formatPosition(parsed));
    }

    @Property(tries = 40)
    void everyLegalMoveRoundTripsThroughItsNotation(@ForAll long seed, @ForAll @IntRange(max = 120) int parts,
                                                    @ForAll boolean compact) throws Rejection {
        WallsPosition p = Playouts.random(seed, parts, compact);
        for (WallsMove move : RULES.moves(p)) {
            String text = RULES.formatMove(p, move);
            assertEquals(move, RULES.parseMove(p, text), text);
            assertEquals(move, RULES.parseMove(p, text.toUpperCase()), text);
        }
    }

    @Property(tries = 60)
    void wallsOnTheBoardAndInHandNeverExceedTheStock(@ForAll long seed, @ForAll @IntRange(max = 150) int parts,
                                                     @ForAll boolean compact) {
        WallsPosition p = Playouts.random(seed, parts, compact);
        int each = p.board().wallsEach();
        int placed = 0;
        for (int square = 0; square < p.board().squares(); square++) {
            placed += p.centre(square) != 0 ? 1 : 0;
        }
        int inHand = 0;
        for (Side side : Side.values()) {
            for (boolean vertical : new boolean[] {false, true}) {
                int left = p.walls(side, vertical);
                assertTrue(left >= 0 && left <= each);
                inHand += left;
            }
        }
        assertTrue(placed + inHand <= 4 * each, "walls standing " + placed + " + in hand " + inHand);
    }

    @Property(tries = 60)
    void noPawnOrBaseIsEverWalledOff(@ForAll long seed, @ForAll @IntRange(max = 150) int parts, @ForAll boolean compact) {
        WallsPosition p = Playouts.random(seed, parts, compact);
        assertNull(WallsRules.walledOff(p.board(), p.centres(), p.pawns(), -1), RULES.formatPosition(p));
    }

    @Property(tries = 12)
    void turnsAgreeWithTheMoveByMoveWalk(@ForAll long seed, @ForAll @IntRange(max = 150) int parts,
                                         @ForAll boolean compact) {
        WallsPerftTest.assertSameTurns(Playouts.random(seed, parts, compact));
    }

    @Property(tries = 8)
    void turnCountsAgreeWithThePlainGenerator(@ForAll long seed, @ForAll @IntRange(min = 20, max = 150) int parts) {
        WallsPosition p = Playouts.atTurnStart(seed, parts, true);
        assertEquals(SimpleWalls.perft(SimpleWalls.fromPosition(p), 1), RULES.countTurns(p), RULES.formatPosition(p));
    }

    @Property(tries = 200)
    void parsersOnlyEverRejectMoves(@ForAll("noise") String text, @ForAll long seed, @ForAll @IntRange(max = 40) int parts) {
        WallsPosition p = Playouts.random(seed, parts, false);
        try {
            WallsMove move = RULES.parseMove(p, text);
            assertTrue(RULES.moves(p).contains(move));
        } catch (Rejection expected) {
            assertTrue(!expected.getMessage().isBlank());
        }
        try {
            Game.from(RULES, WallsBoard.STANDARD.preset(), p).play(text);
        } catch (Rejection expected) {
            assertTrue(!expected.getMessage().isBlank());
        }
    }

    @Property(tries = 400)
    void parsersOnlyEverRejectPositions(@ForAll("positionNoise") String text) {
        try {
            WallsPosition p = RULES.parsePosition(text);
            assertEquals(p, RULES.parsePosition(RULES.formatPosition(p)));
        } catch (Rejection expected) {
            assertTrue(!expected.getMessage().isBlank());
        }
    }

    @Provide
    Arbitrary<String> noise() {
        Arbitrary<String> pieces = Arbitraries.of("x", "d4", "d5", "-", "h", "v", "n", "e", "s", "w", " ", "pass", "k14",
                "a1", "0", "99", "d", "4", "j13", "xd4n", "d4-d6", "e5h", "--", "", "z", "a0", "100", "d11");
        return Arbitraries.oneOf(
                pieces.list().ofMaxSize(6).map(l -> String.join("", l)),
                Arbitraries.strings().ofMaxLength(12));
    }

    @Provide
    Arbitrary<String> positionNoise() {
        Arbitrary<String> fields = Arbitraries.of("11x14", "9x12", "12x12", "-", "d4h", "d4hw", "d4v,d4h", "e5h,f5h",
                "d4,h4", "d11,h11", "c3,g3", "c10,g10", "d4,d4", "9h9v1b", "7h7v1b", "99h9v1b", "0h0v0b", "red", "blue",
                "red:wall", "green", "a1v,a3v", "a1,a2", "a3,a4", "k14v", "x");
        return Arbitraries.oneOf(
                fields.list().ofMinSize(5).ofMaxSize(8).map(l -> String.join(" ", l)),
                Arbitraries.strings().ofMaxLength(40));
    }
}
