package games.blockade.rules.piecepack;

import games.blockade.rules.Turn;
import games.blockade.rules.piecepack.PiecepackMove.CoinStep;
import games.blockade.rules.piecepack.PiecepackPosition.Phase;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * Every distinct blocker turn, without trying every order of steps. A turn is fixed by which
 * step (if any) each suit takes, since each suit moves one coin at most: the resulting coins
 * differ for every choice. A choice of steps is playable in some order exactly when no two
 * steps land on one square, every step that lands on a coin's square comes after that coin
 * steps away, and those "after" links form no cycle (two coins cannot swap squares).
 */
final class BlockerTurns {

    /** What to do with each playable choice of steps. */
    private interface Visitor {
        void visit(int[] from, int[] to, int chosen);
    }

    private final PiecepackPosition position;
    private final long coinSquares;
    private final int[][] candidateFrom = new int[4][];
    private final int[][] candidateTo = new int[4][];
    private final int[] candidates = new int[4];
    private final int[] suits = new int[4];
    private int suitCount;
    private boolean stopped;

    private BlockerTurns(PiecepackPosition position) {
        this.position = position;
        this.coinSquares = position.coins().all();
        long pawnSquares = position.pawns().all();
        for (Suit suit : Suit.ALL) {
            if (position.hasStepped(suit)) {
                continue;
            }
            long own = position.coins().of(suit);
            int k = suit.ordinal();
            candidateFrom[k] = new int[6 * 8];
            candidateTo[k] = new int[6 * 8];
            for (long free = own & ~pawnSquares; free != 0; free &= free - 1) {
                int from = Long.numberOfTrailingZeros(free);
                for (int to : Squares.NEIGHBOURS[from]) {
                    long bit = Squares.bit(to);
                    // A square held by another suit's coin may be entered once that coin has left.
                    if ((pawnSquares & bit) == 0 && (own & bit) == 0) {
                        candidateFrom[k][candidates[k]] = from;
                        candidateTo[k][candidates[k]++] = to;
                    }
                }
            }
            suits[suitCount++] = k;
        }
    }

    static long count(PiecepackPosition position) {
        long[] count = {0};
        new BlockerTurns(position).search((from, to, chosen) -> count[0]++);
        return count[0];
    }

    /** Whether some turn reaches a position (the runner's to move) that passes the test. */
    static boolean anyResult(PiecepackPosition position, Predicate<PiecepackPosition> test) {
        BlockerTurns generator = new BlockerTurns(position);
        generator.search((from, to, chosen) -> {
            if (test.test(generator.result(from, to, chosen))) {
                generator.stopped = true;
            }
        });
        return generator.stopped;
    }

    /**
     * One of the distinct turns, uniformly, without listing them: each suit's step (or none) is
     * drawn uniformly from its candidates and the whole choice is drawn again until it is
     * playable. Every playable choice is one distinct turn and is drawn with the same chance, so
     * the accepted one is uniform; passing is always playable, so the drawing ends. Should the
     * clock run out first, the turn is the pass.
     */
    static Turn<PiecepackPosition, PiecepackMove> random(PiecepackPosition position, SplittableRandom random,
                                                          BooleanSupplier outOfTime) {
        BlockerTurns generator = new BlockerTurns(position);
        int[] from = new int[4];
        int[] to = new int[4];
        do {
            int chosen = 0;
            for (int index = 0; index < generator.suitCount; index++) {
                int k = generator.suits[index];
                int pick = random.nextInt(generator.candidates[k] + 1);
                if (pick < generator.candidates[k]) {
                    from[chosen] = generator.candidateFrom[k][pick];
                    to[chosen++] = generator.candidateTo[k][pick];
                }
            }
            if (landsApart(to, chosen) && generator.playable(from, to, chosen)) {
                return generator.turn(from, to, chosen);
            }
        } while (!outOfTime.getAsBoolean());
        return generator.turn(from, to, 0);
    }

    static List<Turn<PiecepackPosition, PiecepackMove>> turns(PiecepackPosition position) {
        List<Turn<PiecepackPosition, PiecepackMove>> turns = new ArrayList<>();
        BlockerTurns generator = new BlockerTurns(position);
        generator.search((from, to, chosen) -> turns.add(generator.turn(from, to, chosen)));
        return turns;
    }

    private void search(Visitor visitor) {
        search(0, new int[4], new int[4], 0, visitor);
    }

    private void search(int index, int[] from, int[] to, int chosen, Visitor visitor) {
        if (stopped) {
            return;
        }
        if (index == suitCount) {
            if (playable(from, to, chosen)) {
                visitor.visit(from, to, chosen);
            }
            return;
        }
        search(index + 1, from, to, chosen, visitor);
        int k = suits[index];
        for (int i = 0; i < candidates[k]; i++) {
            int target = candidateTo[k][i];
            if (!landsApart(to, chosen, target)) {
                continue;
            }
            from[chosen] = candidateFrom[k][i];
            to[chosen] = target;
            search(index + 1, from, to, chosen + 1, visitor);
        }
    }

    private static boolean landsApart(int[] to, int chosen) {
        for (int i = 1; i < chosen; i++) {
            if (!landsApart(to, i, to[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean landsApart(int[] to, int chosen, int target) {
        for (int j = 0; j < chosen; j++) {
            if (to[j] == target) {
                return false;
            }
        }
        return true;
    }

    /** Every step onto a coin's square follows that coin's step, with no cycle. */
    private boolean playable(int[] from, int[] to, int chosen) {
        for (int i = 0; i < chosen; i++) {
            int at = i;
            for (int hops = 0; (coinSquares & Squares.bit(to[at])) != 0; hops++) {
                int leaving = leaving(from, chosen, to[at]);
                if (leaving < 0 || leaving == i || hops == chosen) {
                    return false;
                }
                at = leaving;
            }
        }
        return true;
    }

    private static int leaving(int[] from, int chosen, int square) {
        for (int j = 0; j < chosen; j++) {
            if (from[j] == square) {
                return j;
            }
        }
        return -1;
    }

    /** The position after a choice of steps: each suit moves one coin at most, so order does not matter. */
    private PiecepackPosition result(int[] from, int[] to, int chosen) {
        long[] coins = new long[4];
        for (Suit suit : Suit.ALL) {
            coins[suit.ordinal()] = position.coins().of(suit);
        }
        for (int i = 0; i < chosen; i++) {
            int k = position.coins().suitAt(from[i]);
            coins[k] = coins[k] & ~Squares.bit(from[i]) | Squares.bit(to[i]);
        }
        return new PiecepackPosition(Phase.RUNNER, new Coins(coins[0], coins[1], coins[2], coins[3]), position.pawns(), 0);
    }

    /** The turn's steps in a playable order (each as early as it may go), then its end. */
    private Turn<PiecepackPosition, PiecepackMove> turn(int[] from, int[] to, int chosen) {
        List<PiecepackMove> moves = new ArrayList<>(chosen + 1);
        boolean[] played = new boolean[chosen];
        Coins coins = position.coins();
        while (moves.size() < chosen) {
            for (int i = 0; i < chosen; i++) {
                if (!played[i] && (coins.all() & Squares.bit(to[i])) == 0) {
                    played[i] = true;
                    moves.add(new CoinStep(from[i], to[i]));
                    coins = coins.stepped(Suit.ALL.get(coins.suitAt(from[i])), from[i], to[i]);
                    break;
                }
            }
        }
        moves.add(PiecepackMove.END);
        return new Turn<>(moves, new PiecepackPosition(Phase.RUNNER, coins, position.pawns(), 0));
    }
}
