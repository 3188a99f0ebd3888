package games.blockade.rules.piecepack;

/** Where the coins lie: one set of squares per suit, each in the low 48 bits of a long. */
public record Coins(long suns, long moons, long crowns, long arms) {

    public static final Coins NONE = new Coins(0, 0, 0, 0);

    public Coins {
        long all = suns | moons | crowns | arms;
        if (Long.bitCount(all) != Long.bitCount(suns) + Long.bitCount(moons) + Long.bitCount(crowns)
                + Long.bitCount(arms) || (all >>> Squares.COUNT) != 0) {
            throw new IllegalArgumentException("coins overlap or lie off the board");
        }
    }

    public long of(Suit suit) {
        switch (suit) {
            case SUNS: return suns;
            case MOONS: return moons;
            case CROWNS: return crowns;
            default: return arms;
        }
    }

    Coins with(Suit suit, long squares) {
        switch (suit) {
            case SUNS: return new Coins(squares, moons, crowns, arms);
            case MOONS: return new Coins(suns, squares, crowns, arms);
            case CROWNS: return new Coins(suns, moons, squares, arms);
            default: return new Coins(suns, moons, crowns, squares);
        }
    }

    /** Every square holding a coin. */
    public long all() {
        return suns | moons | crowns | arms;
    }

    /** The suit's index of the coin on a square, or -1 when there is none. */
    int suitAt(int square) {
        long bit = Squares.bit(square);
        if ((suns & bit) != 0) {
            return 0;
        }
        if ((moons & bit) != 0) {
            return 1;
        }
        if ((crowns & bit) != 0) {
            return 2;
        }
        return (arms & bit) != 0 ? 3 : -1;
    }

    /** After the coin of a suit on {@code from} steps to {@code to}. */
    Coins stepped(Suit suit, int from, int to) {
        return with(suit, of(suit) & ~Squares.bit(from) | Squares.bit(to));
    }
}
