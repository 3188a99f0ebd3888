package games.blockade.rules.piecepack;

/** Where the four pawns stand: a square per suit, or -1 before the runner has set them up. */
public record Pawns(int suns, int moons, int crowns, int arms) {

    public static final int UNPLACED = -1;
    public static final Pawns NONE = new Pawns(UNPLACED, UNPLACED, UNPLACED, UNPLACED);

    public Pawns {
        int[] squares = {suns, moons, crowns, arms};
        long seen = 0;
        int placed = 0;
        for (int square : squares) {
            if (square != UNPLACED) {
                if (square < 0 || square >= Squares.COUNT) {
                    throw new IllegalArgumentException("a pawn off the board: " + square);
                }
                seen |= Squares.bit(square);
                placed++;
            }
        }
        if (Long.bitCount(seen) != placed || (placed != 0 && placed != 4)) {
            throw new IllegalArgumentException("pawns share a square or are partly placed");
        }
    }

    public int of(Suit suit) {
        switch (suit) {
            case SUNS: return suns;
            case MOONS: return moons;
            case CROWNS: return crowns;
            default: return arms;
        }
    }

    Pawns with(Suit suit, int square) {
        switch (suit) {
            case SUNS: return new Pawns(square, moons, crowns, arms);
            case MOONS: return new Pawns(suns, square, crowns, arms);
            case CROWNS: return new Pawns(suns, moons, square, arms);
            default: return new Pawns(suns, moons, crowns, square);
        }
    }

    public boolean placed() {
        return suns != UNPLACED;
    }

    /** Every square a pawn stands on. */
    public long all() {
        return placed() ? Squares.bit(suns) | Squares.bit(moons) | Squares.bit(crowns) | Squares.bit(arms) : 0;
    }

    /** The suit's index of the pawn on a square, or -1 when there is none. */
    int suitAt(int square) {
        if (square == suns) {
            return 0;
        }
        if (square == moons) {
            return 1;
        }
        if (square == crowns) {
            return 2;
        }
        return square == arms ? 3 : -1;
    }
}
