package games.blockade.rules.retreat;

import games.blockade.rules.Rejection;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Shorthands for retreat tests: positions and moves in notation. */
final class RetreatTesting {

    static final RetreatRules RULES = new RetreatRules();

    private RetreatTesting() {
    }

    static RetreatPosition position(String text) {
        try {
            return RULES.parsePosition(text);
        } catch (Rejection e) {
            throw new AssertionError("bad test position " + text + ": " + e.getMessage(), e);
        }
    }

    /** Plays moves in order, each of which must be legal. */
    static RetreatPosition after(RetreatPosition position, String... moves) {
        RetreatPosition current = position;
        for (String move : moves) {
            try {
                current = RULES.play(current, RULES.parseMove(current, move));
            } catch (Rejection e) {
                throw new AssertionError(move + " should be legal in " + current + ": " + e.getMessage(), e);
            }
        }
        return current;
    }

    static String text(RetreatPosition position) {
        return RULES.formatPosition(position);
    }

    static List<String> legal(RetreatPosition position) {
        return RULES.moves(position).stream().map(RetreatMove::toString).toList();
    }

    /** Asserts a move is refused for a reason, and returns the message. */
    static String refused(RetreatPosition position, String move, RetreatRefusal reason) {
        Reading<RetreatMove> reading = RetreatNotation.parseMove(position, move);
        Reading.Refused<RetreatMove> refusal = assertInstanceOf(Reading.Refused.class, reading,
                () -> move + " should be refused in " + position);
        assertEquals(reason, refusal.reason(), refusal.message());
        Rejection rejection = assertThrows(Rejection.class, () -> RULES.parseMove(position, move));
        assertEquals(refusal.message(), rejection.getMessage());
        return refusal.message();
    }

    /** A position after a random game of up to {@code plies} plies from the start. */
    static RetreatPosition randomPosition(long seed, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        RetreatPosition position = RetreatPosition.start();
        for (int i = 0; i < plies; i++) {
            List<RetreatMove> moves = RULES.moves(position);
            if (moves.isEmpty()) {
                break;
            }
            position = RULES.play(position, moves.get(random.nextInt(moves.size())));
        }
        return position;
    }
}
