package games.blockade.rules.backgammon;

/**
 * How many pieces stand in each of a player's six rows, packed five bits a row so that a position
 * is a handful of ints: cheap to copy, compare and hash while turns are enumerated.
 */
public record Rows(int packed) {

    public static final int ROWS = 6;
    /** The most pieces a player has, and so the most one row can hold. */
    public static final int PIECES = 16;
    public static final Rows EMPTY = new Rows(0);
    public static final Rows START = of(2, 3, 3, 3, 3, 2);

    private static final int BITS = 5;
    private static final int MASK = (1 << BITS) - 1;

    public Rows {
        for (int row = 1; row <= ROWS; row++) {
            if (((packed >>> shift(row)) & MASK) > PIECES) {
                throw new IllegalArgumentException("row " + row + " holds more than " + PIECES + " pieces");
            }
        }
        if ((packed >>> (ROWS * BITS)) != 0) {
            throw new IllegalArgumentException("only six rows");
        }
    }

    public static Rows of(int... counts) {
        if (counts.length != ROWS) {
            throw new IllegalArgumentException("six rows, not " + counts.length);
        }
        int packed = 0;
        for (int row = 1; row <= ROWS; row++) {
            int count = counts[row - 1];
            if (count < 0 || count > PIECES) {
                throw new IllegalArgumentException("a row holds 0 to " + PIECES + " pieces, not " + count);
            }
            packed |= count << shift(row);
        }
        return new Rows(packed);
    }

    /** The pieces in a row, 1 to 6. */
    public int count(int row) {
        return (packed >>> shift(row)) & MASK;
    }

    public Rows plus(int row, int delta) {
        int next = count(row) + delta;
        if (next < 0 || next > PIECES) {
            throw new IllegalArgumentException("a row holds 0 to " + PIECES + " pieces, not " + next);
        }
        return new Rows(packed + (delta << shift(row)));
    }

    public int total() {
        int total = 0;
        for (int row = 1; row <= ROWS; row++) {
            total += count(row);
        }
        return total;
    }

    public boolean isEmpty() {
        return packed == 0;
    }

    /** The counts from row 1 to row 6, comma-separated: {@code 2,3,3,3,3,2}. */
    public String text() {
        StringBuilder text = new StringBuilder();
        for (int row = 1; row <= ROWS; row++) {
            text.append(row > 1 ? "," : "").append(count(row));
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return text();
    }

    private static int shift(int row) {
        return (row - 1) * BITS;
    }
}
