package games.blockade.rules.retreat;

import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;

/**
 * Retreat solved by retrograde analysis: every position reachable from a root (the start, unless
 * asked otherwise) with its value under perfect play. A position includes both sides' last moves,
 * since they decide which moves are retreats.
 *
 * <p>Forward pass: number every reachable position breadth-first and record its successors.
 * Backward pass: positions with no move (the opponent's castle is in the moat, or the side to move
 * is blocked) are lost in 0; walking predecessors in order of distance, a position with a lost
 * successor is won in one more ply, and a position whose successors are all won is lost in one
 * more than the last of them. What remains unresolved is a draw: neither side can force a win, so
 * play goes on until repetition ends it. A forced win never repeats a position (its distance falls
 * every move), so threefold repetition changes no value.
 */
public final class RetreatSolution {

    private static final byte DRAW = 0;
    private static final byte WIN = 1;
    private static final byte LOSS = 2;

    private final PackedIndex index;
    private final byte[] results;
    private final short[] plies;
    private final Duration time;

    private RetreatSolution(PackedIndex index, byte[] results, short[] plies, Duration time) {
        this.index = index;
        this.results = results;
        this.plies = plies;
        this.time = time;
    }

    private static final class Start {
        static final RetreatSolution SOLUTION = solve(RetreatPosition.start());
    }

    /** The solution from the start, computed once on first use. */
    public static RetreatSolution ofStart() {
        return Start.SOLUTION;
    }

    /** Solves every position reachable from a root. */
    public static RetreatSolution solve(RetreatPosition root) {
        long began = System.nanoTime();
        PackedIndex index = new PackedIndex(1 << 16);
        index.add(root.packed());
        int[] firstEdge = new int[1 << 16];
        int[] edges = new int[1 << 18];
        int edgeCount = 0;
        int[] moves = new int[Packed.MAX_MOVES];
        for (int i = 0; i < index.size(); i++) {
            if (i + 1 >= firstEdge.length) {
                firstEdge = Arrays.copyOf(firstEdge, firstEdge.length * 2);
            }
            firstEdge[i] = edgeCount;
            long state = index.state(i);
            int count = Packed.moatWinner(state) < 0 ? Packed.moves(state, moves) : 0;
            if (edgeCount + count > edges.length) {
                edges = Arrays.copyOf(edges, edges.length * 2);
            }
            for (int k = 0; k < count; k++) {
                edges[edgeCount++] = index.add(Packed.play(state, moves[k]));
            }
        }
        int size = index.size();
        firstEdge[size] = edgeCount;

        int[] firstPredecessor = new int[size + 1];
        for (int e = 0; e < edgeCount; e++) {
            firstPredecessor[edges[e] + 1]++;
        }
        for (int i = 0; i < size; i++) {
            firstPredecessor[i + 1] += firstPredecessor[i];
        }
        int[] predecessors = new int[edgeCount];
        int[] filled = Arrays.copyOf(firstPredecessor, size);
        for (int i = 0; i < size; i++) {
            for (int e = firstEdge[i]; e < firstEdge[i + 1]; e++) {
                predecessors[filled[edges[e]]++] = i;
            }
        }
        edges = null;

        byte[] results = new byte[size];
        short[] plies = new short[size];
        int[] unresolved = new int[size];
        int[] queue = new int[size];
        int tail = 0;
        for (int i = 0; i < size; i++) {
            unresolved[i] = firstEdge[i + 1] - firstEdge[i];
            if (unresolved[i] == 0) {
                results[i] = LOSS;
                queue[tail++] = i;
            }
        }
        for (int head = 0; head < tail; head++) {
            int child = queue[head];
            boolean childLost = results[child] == LOSS;
            short distance = (short) (plies[child] + 1);
            for (int p = firstPredecessor[child]; p < firstPredecessor[child + 1]; p++) {
                int parent = predecessors[p];
                if (results[parent] != DRAW) {
                    continue;
                }
                if (childLost) {
                    results[parent] = WIN;
                } else if (--unresolved[parent] == 0) {
                    results[parent] = LOSS;
                } else {
                    continue;
                }
                plies[parent] = distance;
                queue[tail++] = parent;
            }
        }
        return new RetreatSolution(index, results, plies, Duration.ofNanos(System.nanoTime() - began));
    }

    /** How many positions were solved. */
    public int positions() {
        return index.size();
    }

    long indexState(int number) {
        return index.state(number);
    }

    /** The value of the position numbered {@code number}, from 0 to {@link #positions()} - 1. */
    RetreatValue valueAt(int number) {
        return value(number);
    }

    /** How long solving took. */
    public Duration time() {
        return time;
    }

    /** The value of a position for the side to move, if it is reachable from this solution's root. */
    public Optional<RetreatValue> value(RetreatPosition position) {
        int number = index.find(position.packed());
        return number < 0 ? Optional.empty() : Optional.of(value(number));
    }

    /** The value of a packed position known to be reachable. */
    RetreatValue valueOf(long state) {
        int number = index.find(state);
        if (number < 0) {
            throw new IllegalArgumentException("not reachable from this solution's root");
        }
        return value(number);
    }

    /** How many positions have each result, for the side to move: win, draw, loss. */
    public long[] census() {
        long[] counts = new long[3];
        for (byte result : results) {
            counts[result == WIN ? 0 : result == DRAW ? 1 : 2]++;
        }
        return counts;
    }

    private RetreatValue value(int number) {
        byte result = results[number];
        return result == DRAW ? new RetreatValue(RetreatValue.Result.DRAW, 0)
                : new RetreatValue(result == WIN ? RetreatValue.Result.WIN : RetreatValue.Result.LOSS, plies[number]);
    }
}
