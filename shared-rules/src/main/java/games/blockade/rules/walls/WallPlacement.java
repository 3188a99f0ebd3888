package games.blockade.rules.walls;

import games.blockade.rules.Side;

import java.util.Arrays;

/**
 * Which walls may be placed among a given set of standing walls, for any placing of the pawns.
 *
 * <p>The no-enclosing rule needs a path search only for a wall that can cut the board. The
 * standing segments are edges between corner points, and every point on the board's rim counts as
 * one point (the outside). Squares fall apart exactly when these edges close a loop, so a new wall
 * (two edges through its centre) whose two ends and centre are in three different groups of
 * connected segments cuts nothing and is legal wherever the pawns stand. Only the rest ("risky"
 * walls, rare in play) get a flood fill, once each, from the first home base, when first asked
 * about: one placement serves one thread.
 */
final class WallPlacement {

    private final WallsBoard board;
    private final byte[] centres;
    private final int[] parent;
    /** Walls that fit (centre free, no shared edge), as {@code square << 1 | vertical}, in order. */
    private final int[] fits;
    private final int fitCount;
    /** Per fitting wall: -1 when it cuts nothing, else its index in {@link #regions}. */
    private final int[] riskyIndex;
    /**
     * The risky walls, and per risky wall the squares still joined to the first base (null when the
     * bases are split), searched for only when asked: whether any wall may be placed is mostly
     * answered by the safe ones.
     */
    private final int[] riskyWalls;
    private final boolean[][] regions;
    private final boolean[] searched;
    private final int[] safe = new int[2];

    WallPlacement(WallsBoard board, byte[] centres) {
        this.board = board;
        this.centres = centres;
        int width = board.width();
        int height = board.height();
        parent = new int[(width + 1) * (height + 1)];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        for (int square = 0; square < board.squares(); square++) {
            int c = square % width;
            int r = square / width;
            if (r < height - 1 && Grid.north(centres, width, square)) {
                union(point(c, r + 1), point(c + 1, r + 1));
            }
            if (c < width - 1 && Grid.east(centres, width, square)) {
                union(point(c + 1, r), point(c + 1, r + 1));
            }
        }
        int max = 2 * (width - 1) * (height - 1);
        fits = new int[max];
        riskyIndex = new int[max];
        int[] riskyFound = new int[max];
        int count = 0;
        int riskyCount = 0;
        for (int r = 0; r < height - 1; r++) {
            for (int c = 0; c < width - 1; c++) {
                int square = r * width + c;
                if (centres[square] != 0) {
                    continue;
                }
                for (int v = 0; v < 2; v++) {
                    boolean vertical = v == 1;
                    if (!fits(square, vertical)) {
                        continue;
                    }
                    int a = vertical ? find(point(c + 1, r)) : find(point(c, r + 1));
                    int m = find(point(c + 1, r + 1));
                    int b = vertical ? find(point(c + 1, r + 2)) : find(point(c + 2, r + 1));
                    fits[count] = square << 1 | v;
                    if (a != m && m != b && a != b) {
                        riskyIndex[count] = -1;
                        safe[v]++;
                    } else {
                        riskyIndex[count] = riskyCount;
                        riskyFound[riskyCount++] = fits[count];
                    }
                    count++;
                }
            }
        }
        fitCount = count;
        riskyWalls = Arrays.copyOf(riskyFound, riskyCount);
        regions = new boolean[riskyCount][];
        searched = new boolean[riskyCount];
    }

    /** Whether a wall's centre is free and neither of its segments stands. */
    boolean fits(int square, boolean vertical) {
        int width = board.width();
        if (centres[square] != 0) {
            return false;
        }
        return vertical
                ? !Grid.east(centres, width, square) && !Grid.east(centres, width, square + width)
                : !Grid.north(centres, width, square) && !Grid.north(centres, width, square + 1);
    }

    /** How many walls may be placed with these pawns and this many walls in hand. */
    int count(int pawns, int horizontal, int vertical) {
        int total = (horizontal > 0 ? safe[0] : 0) + (vertical > 0 ? safe[1] : 0);
        for (int i = 0; i < riskyWalls.length; i++) {
            if (inHand(riskyWalls[i], horizontal, vertical) && joined(region(i), pawns)) {
                total++;
            }
        }
        return total;
    }

    boolean any(int pawns, int horizontal, int vertical) {
        if ((horizontal > 0 && safe[0] > 0) || (vertical > 0 && safe[1] > 0)) {
            return true;
        }
        for (int i = 0; i < riskyWalls.length; i++) {
            if (inHand(riskyWalls[i], horizontal, vertical) && joined(region(i), pawns)) {
                return true;
            }
        }
        return false;
    }

    /** The walls that may be placed, as {@code square << 1 | vertical}, in board order. */
    int legal(int pawns, int horizontal, int vertical, int[] out) {
        int count = 0;
        for (int i = 0; i < fitCount; i++) {
            if (inHand(fits[i], horizontal, vertical) && (riskyIndex[i] < 0 || joined(region(riskyIndex[i]), pawns))) {
                out[count++] = fits[i];
            }
        }
        return count;
    }

    /** Capacity an array given to {@link #legal} needs. */
    int capacity() {
        return fitCount;
    }

    /** The squares joined to the first base with the risky wall {@code i} placed, or null when it splits the bases. */
    private boolean[] region(int i) {
        if (!searched[i]) {
            regions[i] = basesJoined(riskyWalls[i]);
            searched[i] = true;
        }
        return regions[i];
    }

    private boolean[] basesJoined(int wall) {
        boolean[] region = Grid.reach(board, centres, board.base(Side.ONE, 0), wall);
        boolean all = region[board.base(Side.ONE, 1)] && region[board.base(Side.TWO, 0)] && region[board.base(Side.TWO, 1)];
        return all ? region : null;
    }

    private static boolean inHand(int wall, int horizontal, int vertical) {
        return (wall & 1) == 0 ? horizontal > 0 : vertical > 0;
    }

    private static boolean joined(boolean[] region, int pawns) {
        return region != null && region[pawns & 0xFF] && region[pawns >>> 8 & 0xFF]
                && region[pawns >>> 16 & 0xFF] && region[pawns >>> 24 & 0xFF];
    }

    private int point(int x, int y) {
        int width = board.width();
        boolean rim = x == 0 || y == 0 || x == width || y == board.height();
        return rim ? 0 : y * (width + 1) + x;
    }

    private int find(int x) {
        int root = x;
        while (parent[root] != root) {
            root = parent[root];
        }
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }

    private void union(int a, int b) {
        parent[find(a)] = find(b);
    }
}
