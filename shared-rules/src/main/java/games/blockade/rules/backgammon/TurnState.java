package games.blockade.rules.backgammon;

import java.util.List;
import java.util.Objects;

/**
 * The turn in progress: the chosen row, the dice rolled, the points left and which pieces began
 * the turn in the chosen row. Pieces are alike, so "which pieces" is how many of them stand in
 * each row now ({@code began}); only those may be spent on.
 *
 * <p>Points are kept in three pools so one shape serves every variant: {@code points} pays for
 * shifts and leaps (basic), {@code shiftPoints} only for shifts (Bungie's roll, Super Push's shift
 * die), {@code leapPoints} only for leaps (Super Push's leap die).
 */
public record TurnState(Step step, int row, List<Integer> rolled, int points, int shiftPoints, int leapPoints,
                        Rows began) {

    /** No turn in progress: the player to move chooses a row. */
    public static final TurnState CHOOSE = new TurnState(Step.ROW, 0, List.of(), 0, 0, 0, Rows.EMPTY);

    public TurnState {
        Objects.requireNonNull(step);
        Objects.requireNonNull(began);
        rolled = List.copyOf(rolled);
        if (points < 0 || shiftPoints < 0 || leapPoints < 0) {
            throw new IllegalArgumentException("points cannot be negative");
        }
        if ((step == Step.ROW) != (row == 0) || row < 0 || row > Rows.ROWS) {
            throw new IllegalArgumentException("a row is chosen in every step but the first");
        }
    }

    /** The start of a turn once a row is chosen: every piece now in that row began the turn there. */
    static TurnState chosen(Step step, int row, int pieces) {
        return new TurnState(step, row, List.of(), 0, 0, 0, Rows.EMPTY.plus(row, pieces));
    }

    TurnState withStep(Step next) {
        return new TurnState(next, row, rolled, points, shiftPoints, leapPoints, began);
    }

    TurnState spending(List<Integer> dice, int points, int shiftPoints, int leapPoints) {
        return new TurnState(Step.SPEND, row, dice, points, shiftPoints, leapPoints, began);
    }

    /** Points that may pay for a shift. */
    int forShifts() {
        return points + shiftPoints;
    }

    /** Points that may pay for a leap. */
    int forLeaps() {
        return points + leapPoints;
    }

    TurnState afterShift(int from, int to) {
        return new TurnState(step, row, rolled,
                shiftPoints > 0 ? points : points - 1, shiftPoints > 0 ? shiftPoints - 1 : 0, leapPoints,
                began.plus(from, -1).plus(to, 1));
    }

    TurnState afterLeap(int from, int cost) {
        return new TurnState(step, row, rolled,
                leapPoints > 0 ? points : points - cost, shiftPoints, leapPoints > 0 ? leapPoints - cost : 0,
                began.plus(from, -1));
    }
}
