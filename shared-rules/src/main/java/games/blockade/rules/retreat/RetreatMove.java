package games.blockade.rules.retreat;

/**
 * One move: a unit from one square to another, squares numbered 1 to 10. A draw names the
 * castle's squares ({@code D2-3}: the castle on 2 draws the bridge on 3 to 4).
 */
public record RetreatMove(RetreatUnit unit, int from, int to) {

    public RetreatMove {
        if (unit == null) {
            throw new IllegalArgumentException("a move needs a unit");
        }
        if (from < 1 || from > RetreatPosition.SQUARES || to < 1 || to > RetreatPosition.SQUARES
                || Math.abs(to - from) != unit.distance()) {
            throw new IllegalArgumentException(unit.name() + from + "-" + to + " is not a move on the board");
        }
    }

    /** Whether this move is the exact reversal of {@code earlier}: the same unit, back again. */
    public boolean reverses(RetreatMove earlier) {
        return unit != RetreatUnit.D && earlier.unit == unit && earlier.to == from && earlier.from == to;
    }

    @Override
    public String toString() {
        return unit.name() + from + "-" + to;
    }
}
