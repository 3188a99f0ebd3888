package games.blockade.rules.retreat;

import games.blockade.rules.Rejection;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static games.blockade.rules.retreat.RetreatTesting.RULES;
import static games.blockade.rules.retreat.RetreatTesting.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Properties of retreat over random games and random placements. */
class RetreatPropertiesTest {

    @Property
    void positionTextRoundTrips(@ForAll("positions") RetreatPosition position) throws Rejection {
        assertEquals(position, RULES.parsePosition(text(position)));
        assertEquals(position, RULES.parsePosition(" " + text(position).replace(" b ", " B ").replace(" w ", " W ") + " "));
    }

    @Property
    void moveNotationRoundTripsInAnyCase(@ForAll("positions") RetreatPosition position) throws Rejection {
        for (RetreatMove move : RULES.moves(position)) {
            String text = RULES.formatMove(position, move);
            assertEquals(move, RULES.parseMove(position, text));
            assertEquals(move, RULES.parseMove(position, text.toLowerCase(Locale.ROOT)));
        }
    }

    @Property
    void everyLegalMoveKeepsTwoBridgesAndOneCastleOfEachSideOnTheBoard(@ForAll("positions") RetreatPosition position) {
        for (RetreatMove move : RULES.moves(position)) {
            String board = text(RULES.play(position, move)).split(" ")[0];
            assertEquals(2, count(board, 'b'), board);
            assertEquals(1, count(board, 'c'), board);
            assertEquals(2, count(board, 'B'), board);
            assertEquals(1, count(board, 'C'), board);
        }
    }

    @Property(tries = 200)
    void aWellFormedMoveIsAcceptedExactlyWhenTheGeneratorListsIt(@ForAll("anyPlacement") RetreatPosition position) {
        List<RetreatMove> legal = RULES.moves(position);
        for (RetreatUnit unit : RetreatUnit.values()) {
            for (int from = 1; from <= RetreatPosition.SQUARES; from++) {
                for (int to : new int[] {from - unit.distance(), from + unit.distance()}) {
                    if (to < 1 || to > RetreatPosition.SQUARES) {
                        continue;
                    }
                    RetreatMove move = new RetreatMove(unit, from, to);
                    Reading<RetreatMove> reading = RetreatNotation.parseMove(position, move.toString());
                    assertEquals(legal.contains(move), reading instanceof Reading.Accepted, move + " in " + position);
                }
            }
        }
    }

    @Property
    void anyPlacementHasTheMovesOfTheIndependentGenerator(@ForAll("anyPlacement") RetreatPosition position) {
        assertEquals(SimpleRetreat.of(text(position)).moves(), RetreatTesting.legal(position));
    }

    @Property
    void theMoveParserNeverThrowsAnythingButRejection(@ForAll("positions") RetreatPosition position,
                                                       @ForAll("noise") String text) {
        try {
            RetreatMove move = RULES.parseMove(position, text);
            assertTrue(RULES.moves(position).contains(move));
        } catch (Rejection expected) {
            assertTrue(!expected.getMessage().isBlank());
        }
    }

    @Property
    void thePositionParserNeverThrowsAnythingButRejection(@ForAll("noise") String text) {
        try {
            RetreatPosition position = RULES.parsePosition(text);
            assertEquals(position, RULES.parsePosition(text(position)));
        } catch (Rejection expected) {
            assertTrue(!expected.getMessage().isBlank());
        }
    }

    @Property(tries = 300)
    void aMangledPositionIsRefusedOrReadNeverThrown(@ForAll("positions") RetreatPosition position,
                                                    @ForAll @IntRange(min = 0, max = 30) int at,
                                                    @ForAll("noise") String insert) {
        String text = text(position);
        int cut = Math.min(at, text.length());
        try {
            RULES.parsePosition(text.substring(0, cut) + insert + text.substring(cut));
        } catch (Rejection expected) {
            assertTrue(!expected.getMessage().isBlank());
        }
    }

    @Provide
    Arbitrary<RetreatPosition> positions() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, 80))
                .as(RetreatTesting::randomPosition);
    }

    /** Any placement of both sides' pieces that a position allows, with no last moves. */
    @Provide
    Arbitrary<RetreatPosition> anyPlacement() {
        Arbitrary<Integer> square = Arbitraries.integers().between(1, RetreatPosition.SQUARES);
        return Combinators.combine(square.list().ofSize(6), Arbitraries.of(games.blockade.rules.Side.class))
                .as((squares, side) -> {
                    RetreatPosition.Army black = new RetreatPosition.Army(squares.get(0), squares.get(1), squares.get(2));
                    RetreatPosition.Army white = new RetreatPosition.Army(squares.get(3), squares.get(4), squares.get(5));
                    boolean allowed = RetreatPosition.problem(black, white, side, Optional.empty(), Optional.empty()).isEmpty();
                    return allowed ? Optional.of(new RetreatPosition(black, white, side, Optional.empty(), Optional.empty()))
                            : Optional.<RetreatPosition>empty();
                })
                .filter(Optional::isPresent).map(Optional::get);
    }

    @Provide
    Arbitrary<String> noise() {
        Arbitrary<String> moveLike = Arbitraries.strings().withChars("bBcCdDxX0123456789-/. ").ofMaxLength(40);
        return Arbitraries.oneOf(moveLike, Arbitraries.strings().ofMaxLength(40), Arbitraries.strings().all().ofMaxLength(12));
    }

    private static long count(String board, char piece) {
        return board.chars().filter(c -> c == piece).count();
    }
}
