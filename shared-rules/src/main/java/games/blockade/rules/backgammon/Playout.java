package games.blockade.rules.backgammon;

import games.blockade.rules.Side;

import java.util.SplittableRandom;

/**
 * A fast game to the end from a position where a player chooses a row, both players following the
 * "leap when cheapest" policy of {@link GreedyPlayer} with random dice: the hard player's estimate
 * of how a position will turn out. Plain arrays, no moves or positions built, so that thousands
 * fit in a decision.
 */
final class Playout {

    /** Turns in a row with no piece leaving: the position repeats and the game is drawn. */
    private static final int STILL_TURNS = 4;
    /** Enough for any game that is not stuck; a longer one is counted a draw. */
    private static final int MAX_TURNS = 400;

    private Playout() {
    }

    /**
     * The share of {@code playouts} games {@code me} wins from a position awaiting a row (a draw a
     * half), game i drawing its dice from {@code seed + i}: every position valued with one seed
     * meets the same dice, so that comparing them is fair.
     */
    static double share(BackgammonPosition position, Side me, long seed, int playouts) {
        double sum = 0;
        for (int i = 0; i < playouts; i++) {
            sum += score(position, me, new SplittableRandom(seed + i));
        }
        return sum / playouts;
    }

    /** 1 if {@code me} wins, 0 if they lose, one half for a draw. {@code position} awaits a row. */
    static double score(BackgammonPosition position, Side me, SplittableRandom random) {
        int[][] rows = {counts(position.red()), counts(position.black())};
        int[] left = {position.red().total(), position.black().total()};
        Variant variant = position.variant();
        int first = index(position.first());
        int mover = index(position.toMove());
        int still = 0;
        for (int turn = 0; turn < MAX_TURNS && still < STILL_TURNS; turn++) {
            int over = outcome(left, first, mover);
            if (over != NOT_OVER) {
                return over == DRAW ? 0.5 : over == index(me) ? 1 : 0;
            }
            int[] own = rows[mover];
            int[] theirs = rows[1 - mover];
            int row = GreedyPlayer.bestRow(variant, own, theirs);
            int leaving = variant == Variant.BUNGIE
                    ? race(own[row], theirs[row] + 1, random)
                    : leaps(own[row], theirs[row], leapPoints(variant, random));
            own[row] -= leaving;
            left[mover] -= leaving;
            still = leaving > 0 ? 0 : still + 1;
            mover = 1 - mover;
        }
        return 0.5;
    }

    private static final int NOT_OVER = -1;
    private static final int DRAW = 2;

    /** The rules' end: the second player empty ends the game, the first empty waits for the extra turn. */
    private static int outcome(int[] left, int first, int mover) {
        int second = 1 - first;
        if (left[second] == 0) {
            return left[first] == 0 ? DRAW : second;
        }
        return left[first] == 0 && mover == first ? first : NOT_OVER;
    }

    private static int leapPoints(Variant variant, SplittableRandom random) {
        int die = random.nextInt(1, 7);
        // Super Push: the larger die leaps; the smaller one shifts, which this policy never does.
        return variant == Variant.SUPERPUSH ? Math.max(die, random.nextInt(1, 7)) : die;
    }

    /** How many of {@code pieces} leap one after another, each paying its cost, from {@code points}. */
    static int leaps(int pieces, int facing, int points) {
        int leaving = 0;
        while (leaving < pieces) {
            int cost = BackgammonPosition.leapCost(pieces - leaving - 1, facing);
            if (cost > points) {
                break;
            }
            points -= cost;
            leaving++;
        }
        return leaving;
    }

    private static int race(int pieces, int against, SplittableRandom random) {
        int kept = 0;
        for (int i = 0; i < against; i++) {
            kept = Math.max(kept, random.nextInt(1, 7));
        }
        int leaving = 0;
        for (int i = 0; i < pieces; i++) {
            if (random.nextInt(1, 7) > kept) {
                leaving++;
            }
        }
        return leaving;
    }

    private static int[] counts(Rows rows) {
        int[] counts = new int[Rows.ROWS + 1];
        for (int row = 1; row <= Rows.ROWS; row++) {
            counts[row] = rows.count(row);
        }
        return counts;
    }

    private static int index(Side side) {
        return side == Side.ONE ? 0 : 1;
    }
}
