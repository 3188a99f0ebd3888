package games.blockade.tournament;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** The least-cost perfect matching, checked against enumeration and against a matching on every edge. */
class PerfectMatchingTest {

    /** Costs below {@code largest} drawn once per edge, with a part known cheaply (the floor), some edges not allowed. */
    private record Drawn(long[][] cost, long[][] floor, boolean[][] allowed) implements PerfectMatching.Costs {

        static Drawn of(int n, long seed, long largest, double forbidden, boolean nearIsCheap) {
            SplittableRandom random = new SplittableRandom(seed);
            long[][] cost = new long[n][n];
            long[][] floor = new long[n][n];
            boolean[][] allowed = new boolean[n][n];
            for (int u = 0; u < n; u++) {
                for (int v = u + 1; v < n; v++) {
                    long base = nearIsCheap ? (Math.abs(u - v) % 9) * (largest / 16) : 0;
                    floor[u][v] = floor[v][u] = base;
                    cost[u][v] = cost[v][u] = base + random.nextLong(largest / 16);
                    allowed[u][v] = allowed[v][u] = random.nextDouble() >= forbidden;
                }
            }
            return new Drawn(cost, floor, allowed);
        }

        @Override
        public boolean allowed(int u, int v) {
            return allowed[u][v];
        }

        @Override
        public long cost(int u, int v) {
            return cost[u][v];
        }

        @Override
        public long floor(int u, int v) {
            return floor[u][v];
        }

        long total(int[] mates) {
            long total = 0;
            for (int u = 0; u < mates.length; u++) {
                assertThat(mates[mates[u]]).isEqualTo(u);
                assertThat(allowed[u][mates[u]]).isTrue();
                if (u < mates[u]) {
                    total += cost[u][mates[u]];
                }
            }
            return total;
        }

        /** The cheapest perfect matching by trying them all; Long.MAX_VALUE when there is none. */
        long cheapest(int[] open, int count) {
            if (count == 0) {
                return 0;
            }
            int u = open[0];
            long best = Long.MAX_VALUE;
            for (int i = 1; i < count; i++) {
                int v = open[i];
                if (!allowed[u][v]) {
                    continue;
                }
                int[] rest = new int[count - 2];
                for (int j = 1, k = 0; j < count; j++) {
                    if (j != i) {
                        rest[k++] = open[j];
                    }
                }
                long tail = cheapest(rest, count - 2);
                if (tail != Long.MAX_VALUE) {
                    best = Math.min(best, cost[u][v] + tail);
                }
            }
            return best;
        }
    }

    private static int[] everyone(int n) {
        int[] vertices = new int[n];
        Arrays.setAll(vertices, i -> i);
        return vertices;
    }

    @Property(tries = 60)
    void aSmallMatchingIsTheCheapestOfAllEvenWithCostsAtTheLimitOfExactArithmetic(
            @ForAll @IntRange(min = 1, max = 5) int pairs, @ForAll long seed,
            @ForAll @LongRange(min = 64, max = 1L << 54) long largest) {
        int n = 2 * pairs;
        Drawn drawn = Drawn.of(n, seed, largest, 0.2, false);
        long cheapest = drawn.cheapest(everyone(n), n);
        if (cheapest == Long.MAX_VALUE) {
            assertThat(PerfectMatching.exists(everyone(n), drawn)).isFalse();
            return;
        }
        assertThat(PerfectMatching.exists(everyone(n), drawn)).isTrue();
        int[] mates = PerfectMatching.minimumCost(n, everyone(n), drawn, (width, sink) -> { });
        assertThat(drawn.total(mates)).isEqualTo(cheapest);
    }

    /** Past 2⁵⁰ the costs lose their lowest bits: the matching found is then within those bits of the cheapest. */
    @Property(tries = 30)
    void hugeCostsAreMatchedToWithinTheBitsTheyLose(@ForAll @IntRange(min = 1, max = 5) int pairs, @ForAll long seed,
            @ForAll @IntRange(min = 51, max = 62) int bits) {
        int n = 2 * pairs;
        Drawn drawn = Drawn.of(n, seed, 1L << bits, 0, false);
        int[] mates = PerfectMatching.minimumCost(n, everyone(n), drawn, (width, sink) -> { });
        long lost = (long) pairs << (bits - 50);
        assertThat(drawn.total(mates) - drawn.cheapest(everyone(n), n)).isBetween(0L, lost);
    }

    /**
     * A large field is matched on a few edges around each vertex and priced against the rest: it
     * must cost exactly what the matching on every edge costs.
     */
    @Property(tries = 12)
    void theMatchingOnLikelyEdgesPricedAgainstTheRestIsAsCheapAsTheOneOnEveryEdge(
            @ForAll @IntRange(min = 33, max = 90) int pairs, @ForAll long seed) {
        int n = 2 * pairs;
        Drawn drawn = Drawn.of(n, seed, 1L << 40, 0.05, true);
        int[] sparse = PerfectMatching.minimumCost(n, everyone(n), drawn, (width, sink) -> {
            for (int u = 0; u < n; u++) {
                for (int v = u + 1; v <= Math.min(n - 1, u + width); v++) {
                    sink.edge(u, v);
                }
            }
        });
        int[] dense = PerfectMatching.minimumCost(n, everyone(n), drawn, (width, sink) -> {
            for (int u = 0; u < n; u++) {
                for (int v = u + 1; v < n; v++) {
                    sink.edge(u, v);
                }
            }
        });
        assertThat(drawn.total(sparse)).isEqualTo(drawn.total(dense));
    }
}
