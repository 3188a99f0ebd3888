package games.blockade.rules.walls;

import games.blockade.rules.Side;

/**
 * How far pawns are from the bases they must reach, in steps along free paths (pawns do not block),
 * the measure every computer player here judges a position by.
 */
final class Distances {

    static final int FAR = 1 << 20;

    private final WallsBoard board;
    private final int[] queue;

    Distances(WallsBoard board) {
        this.board = board;
        this.queue = new int[board.squares()];
    }

    /** Fills {@code dist} with each square's steps to {@code source}. */
    void fill(byte[] centres, int source, int[] dist) {
        java.util.Arrays.fill(dist, FAR);
        int head = 0;
        int tail = 0;
        dist[source] = 0;
        queue[tail++] = source;
        while (head < tail) {
            int square = queue[head++];
            int next = dist[square] + 1;
            for (int direction = 0; direction < 4; direction++) {
                int to = Grid.step(board, centres, square, direction);
                if (to >= 0 && dist[to] > next) {
                    dist[to] = next;
                    queue[tail++] = to;
                }
            }
        }
    }

    /**
     * A side's distance to its goal, scaled: turns still needed (a pawn covers up to two steps a
     * turn) weigh four, steps one. {@code toFirst} and {@code toSecond} hold the steps to the other
     * side's two bases; the pawns take the better pairing.
     */
    static int cost(int[] toFirst, int[] toSecond, int pawns, Side side) {
        int a = Grid.pawn(pawns, side, 0);
        int b = Grid.pawn(pawns, side, 1);
        return Math.min(weigh(toFirst[a], toSecond[b]), weigh(toSecond[a], toFirst[b]));
    }

    private static int weigh(int one, int two) {
        return 4 * ((one + 1) / 2 + (two + 1) / 2) + one + two;
    }
}
