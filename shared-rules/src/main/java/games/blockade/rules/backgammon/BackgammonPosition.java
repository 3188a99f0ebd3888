package games.blockade.rules.backgammon;

import games.blockade.rules.Side;

import java.util.Objects;

/**
 * A position: both players' rows, who is to move, who moved first in the game (that decides the
 * extra turn at the end), how many dice the game has rolled so far (the index of the next die),
 * and the turn in progress. Red is {@link Side#ONE}, Black {@link Side#TWO}. Row n of one player
 * faces row n of the other.
 *
 * <p>Its text form is described in {@link BackgammonNotation#formatPosition}.
 */
public record BackgammonPosition(Variant variant, Rows red, Rows black, Side toMove, Side first, long diceRolled,
                                 TurnState turn) {

    public BackgammonPosition {
        Objects.requireNonNull(variant);
        Objects.requireNonNull(red);
        Objects.requireNonNull(black);
        Objects.requireNonNull(toMove);
        Objects.requireNonNull(first);
        Objects.requireNonNull(turn);
        if (diceRolled < 0) {
            throw new IllegalArgumentException("the dice counter cannot be negative");
        }
        if (red.total() > Rows.PIECES || black.total() > Rows.PIECES) {
            throw new IllegalArgumentException("a player has at most " + Rows.PIECES + " pieces");
        }
    }

    public static BackgammonPosition start(Variant variant, Side first) {
        return new BackgammonPosition(variant, Rows.START, Rows.START, first, first, 0, TurnState.CHOOSE);
    }

    public Rows rows(Side side) {
        return side == Side.ONE ? red : black;
    }

    /** The rows of the player to move. */
    public Rows own() {
        return rows(toMove);
    }

    /** The rows of the player not to move. */
    public Rows opponent() {
        return rows(toMove.other());
    }

    /**
     * What leaping one of the mover's pieces off row {@code row} costs now:
     * {@code max(1, ceil(2 + O - S/2))} with O the opponent's pieces in their row {@code row} and S
     * the mover's other pieces in it, whichever row they began the turn in.
     */
    public int leapCost(int row) {
        return leapCost(own().count(row) - 1, opponent().count(row));
    }

    /** The seed's leap cost: 2 points, plus 1 per opposing piece, less half a point per supporting one, rounded up. */
    static int leapCost(int supporting, int opposing) {
        // ceil(2 + O - S/2) = 2 + O - floor(S/2) for whole O and S.
        return Math.max(1, 2 + opposing - supporting / 2);
    }

    BackgammonPosition withRows(Side side, Rows rows, TurnState next) {
        return side == Side.ONE
                ? new BackgammonPosition(variant, rows, black, toMove, first, diceRolled, next)
                : new BackgammonPosition(variant, red, rows, toMove, first, diceRolled, next);
    }

    BackgammonPosition with(TurnState next) {
        return new BackgammonPosition(variant, red, black, toMove, first, diceRolled, next);
    }

    BackgammonPosition rolled(int dice, TurnState next) {
        return new BackgammonPosition(variant, red, black, toMove, first, diceRolled + dice, next);
    }

    /** The turn is over: the other player chooses a row next. */
    BackgammonPosition passed() {
        return new BackgammonPosition(variant, red, black, toMove.other(), first, diceRolled, TurnState.CHOOSE);
    }

    @Override
    public String toString() {
        return BackgammonNotation.formatPosition(this);
    }
}
