package games.blockade.rules.retreat;

import games.blockade.rules.Rejection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Optional;

import static games.blockade.rules.retreat.RetreatTesting.RULES;
import static games.blockade.rules.retreat.RetreatTesting.after;
import static games.blockade.rules.retreat.RetreatTesting.refused;
import static games.blockade.rules.retreat.RetreatTesting.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Retreat's notation: moves {@code <unit><from>-<to>} and positions {@code b/c/b/././././B/C/B b - -}. */
class RetreatNotationTest {

    private static final RetreatPosition START = RetreatPosition.start();

    @ParameterizedTest
    @CsvSource({"bb3-5, BB, 3, 5", "c2-3, C, 2, 3", "D2-3, D, 2, 3", "  B3-5 , B, 3, 5", "bBc4-7, BBC, 4, 7",
        "Bc3-5, BC, 3, 5"})
    void movesAreReadCaseInsensitively(String text, RetreatUnit unit, int from, int to) {
        Reading<RetreatMove> reading = RetreatNotation.parseMoveText(text);
        assertEquals(new Reading.Accepted<>(new RetreatMove(unit, from, to)), reading);
    }

    @Test
    void movesAreWrittenWithTheUnitInCapitals() throws Rejection {
        assertEquals("D2-3", RULES.formatMove(START, RULES.parseMove(START, "d2-3")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "B35; MALFORMED_MOVE", "''; MALFORMED_MOVE", "B3 - 5; MALFORMED_MOVE", "3-5; MALFORMED_MOVE",
        "B3-5-7; MALFORMED_MOVE", "X3-5; UNKNOWN_UNIT", "CB3-5; UNKNOWN_UNIT", "B9-11; OFF_BOARD",
        "B0-2; OFF_BOARD", "B100-102; OFF_BOARD", "C2-4; WRONG_DISTANCE", "BBC1-3; WRONG_DISTANCE",
        "D2-4; WRONG_DISTANCE"})
    void malformedMovesAreRefusedForTheirReason(String text, RetreatRefusal reason) {
        refused(START, text, reason);
    }

    @Test
    void aMoveOfAUnitThatIsNotThereSaysWhatIsThereAndWhatIsLegal() {
        RetreatPosition position = RetreatTesting.position("b/c/b/./././B/B/C/. b - -");
        assertEquals("BB4-6: there is no high bridge on 4 (4 is empty); legal: B1-3, C2-3, D2-3, B3-1, B3-5",
                refused(position, "BB4-6", RetreatRefusal.NO_SUCH_UNIT));
        assertTrue(refused(START, "B8-6", RetreatRefusal.NO_SUCH_UNIT)
                .startsWith("B8-6: there is no bridge on 8 (8 holds White's bridge)"));
    }

    @Test
    void theStartIsWrittenAsInTheRules() {
        assertEquals("b/c/b/././././B/C/B b - -", text(START));
        assertEquals(new Reading.Accepted<>(START), RetreatNotation.parsePosition("b/c/b/././././B/C/B b - -"));
    }

    @Test
    void positionsReadTheSideAndLastMovesCaseInsensitively() {
        RetreatPosition afterTwo = after(START, "B3-5", "C9-8");
        assertEquals(new Reading.Accepted<>(afterTwo), RetreatNotation.parsePosition("b/c/././b/././BC/./B B b3-5 c9-8"));
    }

    @Test
    void aDrawIsKeptAsTheLastMove() {
        RetreatPosition drawn = after(START, "D2-3");
        assertEquals(Optional.of(new RetreatMove(RetreatUnit.D, 2, 3)), drawn.blackLast());
        assertEquals("b/./c/b/./././B/C/B w D2-3 -", text(drawn));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "b/c/b/././././B/C/B b -; MALFORMED_POSITION",
        "b/c/b/./././B/C/B b - -; MALFORMED_POSITION",
        "b/c/b/././././B/C/B x - -; MALFORMED_POSITION",
        "b/c/b/././././B/C/B; MALFORMED_POSITION",
        "b/c/b/././././B/C/Bx b - -; BAD_STACK",
        "b/cb/./././././B/C/B b - -; BAD_STACK",
        "b/c/bB/./././././C/B b - -; BAD_STACK",
        "b/c/bbb/./././././C/B b - -; BAD_STACK",
        "b/c/b/b/./././B/C/B b - -; WRONG_PIECES",
        "b/c/./././././B/C/B b - -; WRONG_PIECES",
        "b/c/b/./././c/B/C/B b - -; WRONG_PIECES",
        "bc/./b/././././B/C/B b - -; OWN_MOAT",
        "b/c/b/././././B/./BC w - -; OWN_MOAT",
        "b/./b/./././././C/bc w - -; WRONG_PIECES",
        "b/./b/B/B/C/./././c b - -; MOAT_OUT_OF_TURN",
        "b/c/b/././././B/C/B b C2-3 -; INCONSISTENT_LAST_MOVE",
        "b/c/b/././././B/C/B b - D9-8; INCONSISTENT_LAST_MOVE",
        "b/c/b/././././B/C/B b B1-2 -; WRONG_DISTANCE",
        "b/c/b/././././B/C/B b X1-3 -; UNKNOWN_UNIT",
        "b/c/b/././././B/C/B b nothing -; MALFORMED_MOVE"})
    void badPositionsAreRefusedForTheirReason(String text, RetreatRefusal reason) {
        Reading.Refused<RetreatPosition> refusal =
                assertInstanceOf(Reading.Refused.class, RetreatNotation.parsePosition(text));
        assertEquals(reason, refusal.reason(), refusal.message());
        Rejection rejection = assertThrows(Rejection.class, () -> RULES.parsePosition(text));
        assertEquals(refusal.message(), rejection.getMessage());
    }

    @Test
    void aLastMoveMustEndWhereItsUnitStands() {
        // Only the opponent has moved since, so the unit still stands where it landed.
        assertInstanceOf(Reading.Accepted.class, RetreatNotation.parsePosition("b/c/b/././././B/C/B b B5-3 -"));
        assertInstanceOf(Reading.Accepted.class, RetreatNotation.parsePosition("b/./c/b/./././B/C/B w D2-3 -"));
        assertInstanceOf(Reading.Refused.class, RetreatNotation.parsePosition("b/./c/b/./././B/C/B w BC1-3 -"));
    }
}
