package games.blockade.rules.piecepack;

import games.blockade.rules.Side;

import java.util.Objects;

/**
 * A Piecepack Blockade position: the phase (whose setup, or whose turn), the coins, the pawns and,
 * while the blocker is part way through a turn, the suits it has already stepped. Its text form is
 * {@link PiecepackNotation#formatPosition}, given by {@link #toString()}.
 *
 * @param stepped the suits whose coin has stepped in the blocker's current turn, one bit per suit
 *                ({@link Suit#ordinal()}); 0 outside the blocker's turn
 */
public record PiecepackPosition(Phase phase, Coins coins, Pawns pawns, int stepped) {

    /** Who acts, and how. */
    public enum Phase {
        /** The blocker sets up all 24 coins. */
        COIN_SETUP(Side.TWO),
        /** The runner sets up the four pawns on row 1. */
        PAWN_SETUP(Side.ONE),
        /** The runner moves a pawn. */
        RUNNER(Side.ONE),
        /** The blocker steps coins, at most one per suit. */
        BLOCKER(Side.TWO);

        private final Side side;

        Phase(Side side) {
            this.side = side;
        }

        public Side side() {
            return side;
        }

        public boolean isSetup() {
            return this == COIN_SETUP || this == PAWN_SETUP;
        }
    }

    /** The start of every game: an empty board, the blocker to set up the coins. */
    public static final PiecepackPosition START = new PiecepackPosition(Phase.COIN_SETUP, Coins.NONE, Pawns.NONE, 0);

    public PiecepackPosition {
        Objects.requireNonNull(phase);
        Objects.requireNonNull(coins);
        Objects.requireNonNull(pawns);
        if ((stepped & ~0xF) != 0 || (stepped != 0 && phase != Phase.BLOCKER)) {
            throw new IllegalArgumentException("only the blocker's turn has stepped suits");
        }
        if (pawns.placed() != (phase == Phase.RUNNER || phase == Phase.BLOCKER)) {
            throw new IllegalArgumentException("pawns stand on the board exactly during play");
        }
    }

    public Side toMove() {
        return phase.side();
    }

    /** Whether this suit's coin has already stepped in the blocker's current turn. */
    public boolean hasStepped(Suit suit) {
        return (stepped & suit.bit()) != 0;
    }

    /** Whether a pawn stands on row 8. */
    public boolean runnerArrived() {
        return (pawns.all() & Squares.LAST_ROW) != 0;
    }

    @Override
    public String toString() {
        return PiecepackNotation.formatPosition(this);
    }
}
