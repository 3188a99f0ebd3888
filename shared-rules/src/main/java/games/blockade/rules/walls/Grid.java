package games.blockade.rules.walls;

import games.blockade.rules.Side;

import static games.blockade.rules.walls.WallsPosition.H_EAST;
import static games.blockade.rules.walls.WallsPosition.H_WEST;
import static games.blockade.rules.walls.WallsPosition.V_NORTH;
import static games.blockade.rules.walls.WallsPosition.V_SOUTH;

/**
 * Steps, pawn moves and bomb targets on the raw arrays of a position, without building objects,
 * so the turn counter and the computer players can run them millions of times.
 */
final class Grid {

    static final int NORTH = 0;
    static final int EAST = 1;
    static final int SOUTH = 2;
    static final int WEST = 3;

    private Grid() {
    }

    static boolean north(byte[] centres, int width, int square) {
        return (centres[square] & H_WEST) != 0 || (square % width > 0 && (centres[square - 1] & H_EAST) != 0);
    }

    static boolean east(byte[] centres, int width, int square) {
        return (centres[square] & V_SOUTH) != 0 || (square >= width && (centres[square - width] & V_NORTH) != 0);
    }

    /** The square one step away, or -1 when the board's edge or a standing segment is in the way. */
    static int step(WallsBoard board, byte[] centres, int square, int direction) {
        int width = board.width();
        switch (direction) {
            case NORTH:
                return square / width < board.height() - 1 && !north(centres, width, square) ? square + width : -1;
            case SOUTH:
                return square >= width && !north(centres, width, square - width) ? square - width : -1;
            case EAST:
                return square % width < width - 1 && !east(centres, width, square) ? square + 1 : -1;
            default:
                return square % width > 0 && !east(centres, width, square - 1) ? square - 1 : -1;
        }
    }

    /** Which side's pawn stands on a square: 0 none, 1 Red, 2 Blue. */
    static int occupant(int pawns, int square) {
        for (int i = 0; i < 4; i++) {
            if ((pawns >>> (8 * i) & 0xFF) == square) {
                return i < 2 ? 1 : 2;
            }
        }
        return 0;
    }

    static int pawn(int pawns, Side side, int index) {
        return pawns >>> (8 * (side.ordinal() * 2 + index)) & 0xFF;
    }

    /** The pawns after one of the side's pawns went from {@code from} to {@code to}. */
    static int moved(int pawns, Side side, int from, int to) {
        int a = pawn(pawns, side, 0);
        int b = pawn(pawns, side, 1);
        if (a == from) {
            a = to;
        } else {
            b = to;
        }
        return side == Side.ONE
                ? WallsPosition.pack(a, b, pawn(pawns, Side.TWO, 0), pawn(pawns, Side.TWO, 1))
                : WallsPosition.pack(pawn(pawns, Side.ONE, 0), pawn(pawns, Side.ONE, 1), a, b);
    }

    static boolean won(WallsBoard board, int pawns, Side side) {
        int a = pawn(pawns, side, 0);
        int b = pawn(pawns, side, 1);
        return a != b && board.isBase(side.other(), a) && board.isBase(side.other(), b);
    }

    /**
     * The side's pawn moves, written into {@code out} as {@code from << 8 | to}, each destination of
     * a pawn once however many paths reach it. Returns how many.
     */
    static int pawnMoves(WallsBoard board, byte[] centres, int pawns, Side side, int[] out) {
        int own = side == Side.ONE ? 1 : 2;
        int count = 0;
        int width = board.width();
        for (int i = 0; i < 2; i++) {
            int from = pawn(pawns, side, i);
            // destinations seen, by offset within the 5 x 5 square around the pawn
            int seen = 0;
            for (int first = 0; first < 4; first++) {
                int middle = step(board, centres, from, first);
                if (middle < 0) {
                    continue;
                }
                int there = occupant(pawns, middle);
                if (there == own) {
                    continue;
                }
                if (there == 0) {
                    int bit = 1 << offset(from, middle, width);
                    if ((seen & bit) == 0) {
                        seen |= bit;
                        out[count++] = from << 8 | middle;
                    }
                }
                for (int second = 0; second < 4; second++) {
                    if (second == (first + 2) % 4) {
                        continue;
                    }
                    int to = step(board, centres, middle, second);
                    if (to < 0 || occupant(pawns, to) != 0) {
                        continue;
                    }
                    int bit = 1 << offset(from, to, width);
                    if ((seen & bit) == 0) {
                        seen |= bit;
                        out[count++] = from << 8 | to;
                    }
                }
            }
        }
        return count;
    }

    private static int offset(int from, int to, int width) {
        int dx = to % width - from % width;
        int dy = to / width - from / width;
        return (dy + 2) * 5 + dx + 2;
    }

    /**
     * The standing segments on the edges of the side's pawns' squares, as {@code square << 1 | east}
     * (the segment north or east of {@code square}), each once. Returns how many.
     */
    static int bombTargets(WallsBoard board, byte[] centres, int pawns, Side side, int[] out) {
        int width = board.width();
        int count = 0;
        for (int i = 0; i < 2; i++) {
            int p = pawn(pawns, side, i);
            int c = p % width;
            int r = p / width;
            if (r < board.height() - 1 && north(centres, width, p)) {
                count = addOnce(out, count, p << 1);
            }
            if (r > 0 && north(centres, width, p - width)) {
                count = addOnce(out, count, (p - width) << 1);
            }
            if (c < width - 1 && east(centres, width, p)) {
                count = addOnce(out, count, p << 1 | 1);
            }
            if (c > 0 && east(centres, width, p - 1)) {
                count = addOnce(out, count, (p - 1) << 1 | 1);
            }
        }
        return count;
    }

    private static int addOnce(int[] out, int count, int segment) {
        for (int i = 0; i < count; i++) {
            if (out[i] == segment) {
                return count;
            }
        }
        out[count] = segment;
        return count + 1;
    }

    /** Destroys the standing segment north (or east) of a square, in place. */
    static void destroy(byte[] centres, int width, int square, boolean north) {
        if (north) {
            if ((centres[square] & H_WEST) != 0) {
                centres[square] &= ~H_WEST;
            } else {
                centres[square - 1] &= ~H_EAST;
            }
        } else if ((centres[square] & V_SOUTH) != 0) {
            centres[square] &= ~V_SOUTH;
        } else {
            centres[square - width] &= ~V_NORTH;
        }
    }

    /** The wall a standing segment belongs to, as {@code square << 1 | vertical}. */
    static int owner(byte[] centres, int width, int square, boolean north) {
        if (north) {
            return ((centres[square] & H_WEST) != 0 ? square : square - 1) << 1;
        }
        return ((centres[square] & V_SOUTH) != 0 ? square : square - width) << 1 | 1;
    }

    static byte full(boolean vertical) {
        return (byte) (vertical ? V_SOUTH | V_NORTH : H_WEST | H_EAST);
    }

    /**
     * The squares reachable from {@code from} with the extra wall ({@code extra} as
     * {@code square << 1 | vertical}, or -1 for none) standing.
     */
    static boolean[] reach(WallsBoard board, byte[] centres, int from, int extra) {
        int n = board.squares();
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        seen[from] = true;
        queue[tail++] = from;
        while (head < tail) {
            int square = queue[head++];
            for (int direction = 0; direction < 4; direction++) {
                int to = Grid.step(board, centres, square, direction);
                if (to >= 0 && !seen[to] && !crosses(board, extra, square, to)) {
                    seen[to] = true;
                    queue[tail++] = to;
                }
            }
        }
        return seen;
    }

    private static boolean crosses(WallsBoard board, int extra, int from, int to) {
        if (extra < 0) {
            return false;
        }
        int wall = extra >> 1;
        int low = Math.min(from, to);
        int width = board.width();
        if (Math.abs(to - from) == width) {
            return (extra & 1) == 0 && (low == wall || low == wall + 1);
        }
        return (extra & 1) == 1 && (low == wall || low == wall + width);
    }
}
