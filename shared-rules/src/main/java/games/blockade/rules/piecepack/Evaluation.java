package games.blockade.rules.piecepack;

/**
 * What the computer players look at: the runner's lanes, i.e. how few pawn moves each pawn needs
 * to reach row 8 if the coins stood still, and the threats, pawns with an open line to row 8.
 */
final class Evaluation {

    /** Lanes further than this count for nothing. */
    static final int HORIZON = 5;
    /** A lane's worth to the runner by its length in moves: short lanes are what the blocker must cut. */
    private static final int[] WORTH = {0, 256, 32, 8, 3, 1};
    private static final int[] UP = {1, 2, 3};

    private Evaluation() {
    }

    /** The runner's prospects: higher is better for the runner. */
    static int lanes(PiecepackPosition position) {
        int score = 0;
        long pawnSquares = position.pawns().all();
        for (Suit suit : Suit.ALL) {
            int from = position.pawns().of(suit);
            score += WORTH[distance(position.coins(), pawnSquares & ~Squares.bit(from), suit, from)];
        }
        return score;
    }

    /**
     * The fewest moves a pawn of {@code suit} on {@code from} needs to reach row 8 with coins and
     * the other pawns ({@code others}) where they stand; 0 beyond {@link #HORIZON}.
     */
    static int distance(Coins coins, long others, Suit suit, int from) {
        long blocking = coins.all() & ~coins.of(suit);
        long seen = Squares.bit(from);
        long frontier = seen;
        for (int moves = 1; moves <= HORIZON && frontier != 0; moves++) {
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                int square = Long.numberOfTrailingZeros(f);
                for (int[] ray : Squares.RAYS[square]) {
                    for (int to : ray) {
                        long bit = Squares.bit(to);
                        if ((others & bit) != 0) {
                            continue;
                        }
                        if ((blocking & bit) != 0) {
                            break;
                        }
                        next |= bit;
                    }
                }
            }
            if ((next & Squares.LAST_ROW) != 0) {
                return moves;
            }
            frontier = next & ~seen;
            seen |= next;
        }
        return 0;
    }

    /** Whether the runner, to move, could stop a pawn on row 8 at once. */
    static boolean threatens(PiecepackPosition position) {
        long pawnSquares = position.pawns().all();
        for (Suit suit : Suit.ALL) {
            long blocking = position.coins().all() & ~position.coins().of(suit);
            int from = position.pawns().of(suit);
            for (int direction : UP) {
                for (int to : Squares.RAYS[from][direction]) {
                    long bit = Squares.bit(to);
                    if ((pawnSquares & bit) != 0) {
                        continue;
                    }
                    if ((blocking & bit) != 0) {
                        break;
                    }
                    if ((bit & Squares.LAST_ROW) != 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** A coin setup's worth to the runner: every suit's lanes from every square of row 1. */
    static int setupLanes(Coins coins) {
        int score = 0;
        for (Suit suit : Suit.ALL) {
            for (int column = 0; column < Squares.COLUMNS; column++) {
                score += WORTH[distance(coins, 0, suit, column)];
            }
        }
        return score;
    }
}
