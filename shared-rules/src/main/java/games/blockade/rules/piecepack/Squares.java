package games.blockade.rules.piecepack;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;

import java.util.Arrays;
import java.util.Optional;

/**
 * The 6 x 8 board's geometry. A square is an index 0 to 47, row by row from a1 (0) to f8 (47),
 * so a set of squares fits in the low 48 bits of a {@code long}.
 */
public final class Squares {

    public static final int COLUMNS = 6;
    public static final int ROWS = 8;
    public static final int COUNT = COLUMNS * ROWS;

    /** Rows 1 and 2, where no coin may be set up. */
    static final long SETUP_FORBIDDEN = (1L << (2 * COLUMNS)) - 1;
    /** Row 1, where the pawns are set up. */
    static final long FIRST_ROW = (1L << COLUMNS) - 1;
    /** Row 8: a pawn that stops here wins. */
    static final long LAST_ROW = FIRST_ROW << ((ROWS - 1) * COLUMNS);

    private static final int[][] DIRECTIONS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

    /** Per square, per direction, the squares along that line outward (a queen's reach). */
    static final int[][][] RAYS = new int[COUNT][DIRECTIONS.length][];
    /** Per square, its king-step neighbours. */
    static final int[][] NEIGHBOURS = new int[COUNT][];

    static {
        for (int square = 0; square < COUNT; square++) {
            int[] neighbours = new int[8];
            int found = 0;
            for (int d = 0; d < DIRECTIONS.length; d++) {
                int[] ray = new int[7];
                int length = 0;
                int column = column(square) + DIRECTIONS[d][0];
                int row = row(square) + DIRECTIONS[d][1];
                while (onBoard(column, row)) {
                    ray[length++] = at(column, row);
                    column += DIRECTIONS[d][0];
                    row += DIRECTIONS[d][1];
                }
                RAYS[square][d] = Arrays.copyOf(ray, length);
                if (length > 0) {
                    neighbours[found++] = ray[0];
                }
            }
            NEIGHBOURS[square] = Arrays.copyOf(neighbours, found);
        }
    }

    private Squares() {
    }

    static boolean onBoard(int column, int row) {
        return column >= 0 && column < COLUMNS && row >= 0 && row < ROWS;
    }

    /** The square at a 0-based column and row. */
    static int at(int column, int row) {
        return row * COLUMNS + column;
    }

    /** 0-based column: a is 0. */
    static int column(int square) {
        return square % COLUMNS;
    }

    /** 0-based row: row 1 is 0. */
    static int row(int square) {
        return square / COLUMNS;
    }

    static long bit(int square) {
        return 1L << square;
    }

    public static String name(int square) {
        return "" + (char) ('a' + column(square)) + (char) ('1' + row(square));
    }

    /** A square's name, e.g. {@code c4}, either case. */
    public static int parse(String text) throws Rejection {
        String name = text.strip();
        if (name.length() == 2) {
            int column = Character.toLowerCase(name.charAt(0)) - 'a';
            int row = name.charAt(1) - '1';
            if (onBoard(column, row)) {
                return at(column, row);
            }
        }
        throw new Rejection(new Refusal.Piecepack.NotASquare(text));
    }

    /** Whether two squares are a king's step apart. */
    static boolean adjacent(int a, int b) {
        return a != b && Math.abs(column(a) - column(b)) <= 1 && Math.abs(row(a) - row(b)) <= 1;
    }

    /**
     * The squares strictly between two squares on one row, column or diagonal, in order from
     * {@code from}; empty when they are not two squares of one line.
     */
    static Optional<int[]> between(int from, int to) {
        int dc = column(to) - column(from);
        int dr = row(to) - row(from);
        if (from == to || !(dc == 0 || dr == 0 || Math.abs(dc) == Math.abs(dr))) {
            return Optional.empty();
        }
        int steps = Math.max(Math.abs(dc), Math.abs(dr));
        int[] squares = new int[steps - 1];
        for (int i = 1; i < steps; i++) {
            squares[i - 1] = at(column(from) + Integer.signum(dc) * i, row(from) + Integer.signum(dr) * i);
        }
        return Optional.of(squares);
    }
}
