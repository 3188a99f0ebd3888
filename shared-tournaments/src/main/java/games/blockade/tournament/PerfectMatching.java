package games.blockade.tournament;

import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.AbstractBaseGraph;
import org.jgrapht.graph.DefaultGraphSpecificsStrategy;
import org.jgrapht.graph.DefaultGraphType;
import org.jgrapht.graph.DefaultWeightedEdge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Minimum-cost perfect matchings with JGraphT's Blossom V (Kolmogorov), exact for integer costs.
 *
 * <p>A large field is matched on a sparse set of likely edges first; the dual solution of that
 * matching then prices every other allowed edge, and any edge whose reduced cost is negative is
 * added and the matching solved again. When no edge prices out negative the dual solution is
 * feasible for the whole graph, so the matching is optimal on all edges, not just the sparse ones.
 */
final class PerfectMatching {

    /** The allowed edges and their costs between vertices 0 to n − 1. */
    interface Costs {

        boolean allowed(int u, int v);

        /** A cost of at least 0. */
        long cost(int u, int v);

        /** A cheap lower bound of {@link #cost}: pricing skips the edges it already shows to cost enough. */
        default long floor(int u, int v) {
            return 0;
        }
    }

    /** Edges to try first around each vertex, more of them the wider {@code width} is. */
    interface Candidates {

        void add(int width, EdgeSink sink);
    }

    interface EdgeSink {

        void edge(int u, int v);
    }

    /**
     * Costs up to 2⁵⁰ convert to doubles exactly with room for the algorithm's sums. Larger ones
     * lose their lowest bits, which blurs only the least significant of the rules they encode.
     */
    private static final int EXACT_BITS = 50;

    /**
     * Costs are scaled by a power of two to below 2³⁰: under JGraphT's threshold for declaring a
     * graph without a perfect matching (10¹⁰) and, in units, far above its epsilon (10⁻⁹).
     */
    private static final int SCALED_BITS = 30;

    /** Fields this small are matched on every allowed edge at once. */
    private static final int DENSE = 64;
    private static final int FIRST_WIDTH = 4;
    private static final int PRICED_PER_VERTEX = 3;

    private static final DefaultGraphType TYPE = new DefaultGraphType.Builder().undirected()
            .allowMultipleEdges(true).allowSelfLoops(false).weighted(true).build();

    private PerfectMatching() {
    }

    /** Whether {@code vertices} can all be paired along allowed edges. */
    static boolean exists(int[] vertices, Costs costs) {
        if (vertices.length % 2 != 0) {
            return false;
        }
        Set<Long> edges = new HashSet<>();
        addAll(vertices, costs, edges);
        return perfect(vertices, edges);
    }

    /**
     * A perfect matching of {@code vertices} along allowed edges of least total cost, as each
     * vertex's mate (indexed by vertex); there must be one.
     */
    static int[] minimumCost(int vertexCount, int[] vertices, Costs costs, Candidates candidates) {
        Set<Long> edges = new HashSet<>();
        if (vertices.length <= DENSE) {
            addAll(vertices, costs, edges);
        } else {
            boolean[] in = new boolean[vertexCount];
            for (int vertex : vertices) {
                in[vertex] = true;
            }
            int width = FIRST_WIDTH;
            do {
                if (width > vertexCount) {
                    addAll(vertices, costs, edges);
                    if (!perfect(vertices, edges)) {
                        throw new IllegalArgumentException("these vertices have no perfect matching");
                    }
                    break;
                }
                candidates.add(width, (u, v) -> {
                    if (u != v && in[u] && in[v] && costs.allowed(u, v)) {
                        edges.add(key(u, v));
                    }
                });
                width *= 2;
            } while (!perfect(vertices, edges));
        }
        while (true) {
            Solution solution = solve(vertexCount, vertices, costs, edges);
            List<Long> negative = vertices.length <= DENSE ? List.of() : solution.negativeEdges(vertices, costs);
            if (negative.isEmpty()) {
                return solution.mates;
            }
            edges.addAll(negative);
        }
    }

    private static void addAll(int[] vertices, Costs costs, Set<Long> edges) {
        for (int a = 0; a < vertices.length; a++) {
            for (int b = a + 1; b < vertices.length; b++) {
                if (costs.allowed(vertices[a], vertices[b])) {
                    edges.add(key(vertices[a], vertices[b]));
                }
            }
        }
    }

    private static boolean perfect(int[] vertices, Set<Long> edges) {
        Graph graph = graph(vertices);
        for (long edge : sorted(edges)) {
            graph.addEdge(first(edge), second(edge));
        }
        return new SparseEdmondsMaximumCardinalityMatching<>(graph).getMatching().isPerfect();
    }

    private static Solution solve(int vertexCount, int[] vertices, Costs costs, Set<Long> edges) {
        long largest = 0;
        for (long edge : edges) {
            largest = Math.max(largest, costs.cost(first(edge), second(edge)));
        }
        Scale scale = new Scale(largest);
        Graph graph = graph(vertices);
        for (long edge : sorted(edges)) {
            DefaultWeightedEdge added = graph.addEdge(first(edge), second(edge));
            graph.setEdgeWeight(added, scale.weight(costs.cost(first(edge), second(edge))));
        }
        KolmogorovWeightedPerfectMatching<Integer, DefaultWeightedEdge> matching =
                new KolmogorovWeightedPerfectMatching<>(graph, ObjectiveSense.MINIMIZE);
        int[] mates = new int[vertexCount];
        Arrays.fill(mates, -1);
        for (DefaultWeightedEdge edge : matching.getMatching().getEdges()) {
            int u = graph.getEdgeSource(edge);
            int v = graph.getEdgeTarget(edge);
            mates[u] = v;
            mates[v] = u;
        }
        if (vertices.length <= DENSE) {
            return new Solution(mates, null, null, null, scale);
        }
        return Solution.of(mates, vertexCount, matching.getDualSolution().getDualVariables(), scale);
    }

    /** Costs as the weights JGraphT gets: the lowest bits beyond the exact ones dropped, then scaled by a power of two. */
    private record Scale(int dropped, int shift) {

        Scale(long largest) {
            this(Math.max(0, bits(largest) - EXACT_BITS), Math.max(0, Math.min(bits(largest), EXACT_BITS) - SCALED_BITS));
        }

        private static int bits(long value) {
            return 64 - Long.numberOfLeadingZeros(value);
        }

        double weight(long cost) {
            return Math.scalb((double) (cost >> dropped), -shift);
        }

        /** Well below the finest step of exact duals (half a weight's step), well above rounding noise. */
        double tolerance() {
            return Math.scalb(1.0, -shift - 4);
        }
    }

    /** The edges in a fixed order: among equally cheap matchings, the same state always gets the same one. */
    private static long[] sorted(Set<Long> edges) {
        return edges.stream().mapToLong(Long::longValue).sorted().toArray();
    }

    private static Graph graph(int[] vertices) {
        Graph graph = new Graph();
        for (int vertex : vertices) {
            graph.addVertex(vertex);
        }
        return graph;
    }

    private static long key(int u, int v) {
        return u < v ? ((long) u << 32) | v : ((long) v << 32) | u;
    }

    private static int first(long key) {
        return (int) (key >>> 32);
    }

    private static int second(long key) {
        return (int) key;
    }

    /**
     * A matching with its dual solution: a potential for every vertex and one for every odd set
     * (blossom) with a positive dual. The sets are laminar, so the ones holding a vertex form a
     * chain, kept from the outermost in.
     */
    private record Solution(int[] mates, double[] potential, int[][] chains, double[][] chainSums, Scale scale) {

        static Solution of(int[] mates, int vertexCount, Map<Set<Integer>, Double> duals, Scale scale) {
            double[] potential = new double[vertexCount];
            List<Map.Entry<Set<Integer>, Double>> blossoms = new ArrayList<>();
            for (Map.Entry<Set<Integer>, Double> dual : duals.entrySet()) {
                if (dual.getKey().size() == 1) {
                    potential[dual.getKey().iterator().next()] = dual.getValue();
                } else {
                    blossoms.add(dual);
                }
            }
            blossoms.sort(Comparator.comparingInt(blossom -> -blossom.getKey().size()));
            List<List<Integer>> chainLists = new ArrayList<>();
            for (int v = 0; v < vertexCount; v++) {
                chainLists.add(new ArrayList<>(0));
            }
            for (int b = 0; b < blossoms.size(); b++) {
                for (int vertex : blossoms.get(b).getKey()) {
                    chainLists.get(vertex).add(b);
                }
            }
            int[][] chains = new int[vertexCount][];
            double[][] chainSums = new double[vertexCount][];
            for (int v = 0; v < vertexCount; v++) {
                List<Integer> chain = chainLists.get(v);
                chains[v] = chain.stream().mapToInt(Integer::intValue).toArray();
                chainSums[v] = new double[chain.size() + 1];
                for (int i = 0; i < chain.size(); i++) {
                    chainSums[v][i + 1] = chainSums[v][i] + blossoms.get(chain.get(i)).getValue();
                }
            }
            return new Solution(mates, potential, chains, chainSums, scale);
        }

        /**
         * Allowed edges whose reduced cost is negative (the dual solution does not cover them; the
         * graph's own edges never are), the most negative few per vertex: adding them all at once
         * would swell the graph with edges the next dual solution covers anyway.
         */
        List<Long> negativeEdges(int[] vertices, Costs costs) {
            double tolerance = scale.tolerance();
            List<double[]> negative = new ArrayList<>();
            for (int a = 0; a < vertices.length; a++) {
                int u = vertices[a];
                for (int b = a + 1; b < vertices.length; b++) {
                    int v = vertices[b];
                    if (!costs.allowed(u, v)) {
                        continue;
                    }
                    double duals = potential[u] + potential[v] + crossing(u, v);
                    if (scale.weight(costs.floor(u, v)) - duals >= -tolerance) {
                        continue;
                    }
                    double slack = scale.weight(costs.cost(u, v)) - duals;
                    if (slack < -tolerance) {
                        negative.add(new double[] {slack, u, v});
                    }
                }
            }
            negative.sort(Comparator.comparingDouble(edge -> edge[0]));
            int[] added = new int[potential.length];
            List<Long> chosen = new ArrayList<>();
            for (double[] edge : negative) {
                int u = (int) edge[1];
                int v = (int) edge[2];
                if (added[u] < PRICED_PER_VERTEX || added[v] < PRICED_PER_VERTEX) {
                    added[u]++;
                    added[v]++;
                    chosen.add(key(u, v));
                }
            }
            return chosen;
        }

        /** The duals of the odd sets that hold exactly one of {@code u} and {@code v}. */
        private double crossing(int u, int v) {
            int common = 0;
            while (common < chains[u].length && common < chains[v].length && chains[u][common] == chains[v][common]) {
                common++;
            }
            return chainSums[u][chains[u].length] + chainSums[v][chains[v].length] - 2 * chainSums[u][common];
        }
    }

    /** A JGraphT graph without the edge-lookup index: pairings never ask for an edge by its ends. */
    private static final class Graph extends AbstractBaseGraph<Integer, DefaultWeightedEdge> {

        Graph() {
            super(null, DefaultWeightedEdge::new, TYPE, new DefaultGraphSpecificsStrategy<>());
        }
    }
}
