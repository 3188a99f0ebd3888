package games.blockade.rules.piecepack;

import java.util.Objects;

/**
 * One move: the blocker's coin setup, the runner's pawn setup, a runner's pawn move, one of the
 * blocker's coin steps, or the end of the blocker's turn (a {@code pass} when no coin stepped).
 */
public sealed interface PiecepackMove {

    /** The blocker sets up all 24 coins at once. */
    record CoinSetup(Coins coins) implements PiecepackMove {
        public CoinSetup {
            Objects.requireNonNull(coins);
        }
    }

    /** The runner sets up the four pawns on row 1 at once. */
    record PawnSetup(Pawns pawns) implements PiecepackMove {
        public PawnSetup {
            Objects.requireNonNull(pawns);
        }
    }

    /** The runner moves one pawn like a queen. */
    record PawnMove(int from, int to) implements PiecepackMove {
    }

    /** One coin steps like a king; a blocker's turn holds up to four, one per suit. */
    record CoinStep(int from, int to) implements PiecepackMove {
    }

    /** The blocker ends its turn; with no step before it, this is a pass. */
    record EndTurn() implements PiecepackMove {
    }

    EndTurn END = new EndTurn();
}
