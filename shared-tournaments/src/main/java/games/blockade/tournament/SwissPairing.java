package games.blockade.tournament;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * One Swiss round, paired as a minimum-cost perfect matching whose edge costs encode the pairing
 * rules in strict order (docs/tournaments.md, "Swiss pairings"):
 *
 * <ol>
 * <li>everyone present plays; with an odd number one entrant has the bye, scoring a win: the
 * lowest-ranked who has not yet had a free point and whose bye leaves the fewest rematches;</li>
 * <li>nobody meets an opponent a second time while that can be avoided;</li>
 * <li>equal scores meet: the squares of the score differences, weighted towards the top of the
 * table, are as small as they can be;</li>
 * <li>colours: nobody gets the same colour three times running, or three more of one colour than
 * of the other, where avoidable; then as many colour preferences as possible are met;</li>
 * <li>rank order: inside a score group the top half meets the bottom half in order (Dutch style),
 * and a player who floats to another group is the one nearest to it.</li>
 * </ol>
 *
 * The bye is chosen first; rematches are left out of the graph whenever the field can be paired
 * without one. Each later rule counts in units larger than the most that all the rules after it
 * can add up to over a round, so no amount of a later rule outweighs one unit of an earlier one.
 */
final class SwissPairing {

    /**
     * A pair further from the ideal Dutch pairing than this counts the same. Far enough that few
     * pairs tie on it (ties slow the matching down), near enough to keep the costs small.
     */
    static final int RANK_CAP = 127;

    private final List<Entrant> players;
    private final int n;
    private final int[] score;
    private final int[] group;
    private final int[] position;
    private final int[] groupSize;
    private final Preference[] preference;
    private final List<List<Colour>> colours;
    private final boolean[] freePoint;
    private final BitSet[] met;
    private final int top;

    private SwissPairing(List<Entrant> present, History history) {
        Map<Long, Double> scores = new HashMap<>();
        for (Entrant entrant : present) {
            scores.put(entrant.id(), history.score(entrant.id()));
        }
        players = present.stream()
                .sorted(Comparator.comparingDouble((Entrant entrant) -> -scores.get(entrant.id()))
                        .thenComparingInt(Entrant::seed))
                .toList();
        n = players.size();
        Map<Long, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(players.get(i).id(), i);
        }
        score = new int[n];
        group = new int[n];
        position = new int[n];
        groupSize = new int[n];
        preference = new Preference[n];
        colours = new ArrayList<>();
        freePoint = new boolean[n];
        met = new BitSet[n];
        for (int i = 0; i < n; i++) {
            long id = players.get(i).id();
            score[i] = (int) Math.round(2 * scores.get(id));
            met[i] = new BitSet(n);
            List<Colour> sequence = new ArrayList<>();
            for (Entry entry : history.of(id)) {
                if (entry instanceof Entry.Played played) {
                    sequence.add(played.colour());
                    Integer opponent = index.get(played.opponent());
                    if (opponent != null) {
                        met[i].set(opponent);
                    }
                } else if (entry.points() >= 1) {
                    freePoint[i] = true;
                }
            }
            colours.add(sequence);
            preference[i] = Preference.of(sequence);
        }
        int start = 0;
        for (int i = 0; i <= n; i++) {
            if (i == n || score[i] != score[start]) {
                for (int j = start; j < i; j++) {
                    group[j] = start;
                    position[j] = j - start;
                    groupSize[j] = i - start;
                }
                start = i;
            }
        }
        top = n == 0 ? 1 : score[0] + 1;
    }

    /** Round {@code number} for the entrants {@code present}, after the rounds in {@code history}. */
    static Round pair(int number, List<Entrant> present, History history) {
        return new SwissPairing(present, history).round(number);
    }

    private Round round(int number) {
        int bye = n % 2 == 1 ? bye() : -1;
        int[] vertices = IntStream.range(0, n).filter(i -> i != bye).toArray();
        Weights weights = new Weights(vertices.length / 2, !pairableWithoutRematches(vertices, bye));
        return round(number, PerfectMatching.minimumCost(n, vertices, weights, this::candidates), bye);
    }

    /**
     * The bye: among those without a free point so far (everyone, once all have had one), the
     * lowest-ranked whose bye leaves the others pairable with the fewest rematches (none, nearly
     * always).
     */
    private int bye() {
        boolean someoneWithout = false;
        for (boolean had : freePoint) {
            someoneWithout |= !had;
        }
        int bye = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = n - 1; i >= 0 && fewest > 0; i--) {
            if (freePoint[i] && someoneWithout) {
                continue;
            }
            int left = i;
            int[] rest = IntStream.range(0, n).filter(j -> j != left).toArray();
            int rematches = pairableWithoutRematches(rest, left) ? 0 : fewestRematches(rest);
            if (rematches < fewest) {
                fewest = rematches;
                bye = i;
            }
        }
        return bye;
    }

    /** The fewest rematches a pairing of {@code vertices} can have. */
    private int fewestRematches(int[] vertices) {
        PerfectMatching.Costs rematches = new PerfectMatching.Costs() {
            @Override
            public boolean allowed(int u, int v) {
                return true;
            }

            @Override
            public long cost(int u, int v) {
                return met[u].get(v) ? 1 : 0;
            }
        };
        int[] mates = PerfectMatching.minimumCost(n, vertices, rematches, this::candidates);
        return (int) Arrays.stream(vertices).filter(v -> met[v].get(mates[v])).count() / 2;
    }

    /**
     * Whether {@code vertices} can be paired with no rematch. When everyone may still meet at least
     * half of the others, they can (Dirac: such a graph has a Hamiltonian cycle), which settles
     * every large field without a search.
     */
    private boolean pairableWithoutRematches(int[] vertices, int left) {
        boolean dirac = true;
        for (int vertex : vertices) {
            int rematches = met[vertex].cardinality() - (left >= 0 && met[vertex].get(left) ? 1 : 0);
            dirac &= vertices.length - 1 - rematches >= vertices.length / 2.0;
        }
        return dirac || PerfectMatching.exists(vertices, new Weights(vertices.length / 2, false));
    }

    /**
     * Likely partners around each entrant: its neighbours in the ranking (the same score group and
     * the next ones, for floats), those around its ideal Dutch partner in its score group, and the
     * nearest ones there whose colours suit its own.
     */
    private void candidates(int width, PerfectMatching.EdgeSink sink) {
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j <= Math.min(n - 1, i + width); j++) {
                sink.edge(i, j);
            }
            int first = group[i];
            int last = group[i] + groupSize[i] - 1;
            int half = groupSize[i] / 2;
            int ideal = first + (position[i] < half ? position[i] + half : position[i] - half);
            for (int j = Math.max(first, ideal - width); j <= Math.min(last, ideal + width); j++) {
                sink.edge(i, j);
            }
            int suited = 0;
            for (int step = 1; step <= 2 * groupSize[i] && suited < 2 * width; step++) {
                int j = ideal + (step % 2 == 0 ? step / 2 : -(step + 1) / 2);
                if (j >= first && j <= last && j != i && !met[i].get(j) && colourCost(i, j) == 0) {
                    sink.edge(i, j);
                    suited++;
                }
            }
        }
    }

    /**
     * Rules 2 to 5 as one cost: a rematch is left out where the field can be paired without one,
     * and otherwise costs more than everything below it can add up to.
     */
    private final class Weights implements PerfectMatching.Costs {

        private final boolean rematchesAllowed;
        private final long preferenceUnit;
        private final long absoluteUnit;
        private final long scoreUnit;
        private final long rematchUnit;

        Weights(int pairs, boolean rematchesAllowed) {
            this.rematchesAllowed = rematchesAllowed;
            long most = (long) RANK_CAP * pairs;
            preferenceUnit = most + 1;
            most += 2L * pairs * preferenceUnit;
            absoluteUnit = most + 1;
            most += (long) pairs * absoluteUnit;
            scoreUnit = most + 1;
            if (rematchesAllowed) {
                // only small fields get here: a rematch is unavoidable only once someone has met half the others
                long widest = Math.multiplyExact((long) (top - 1) * (top - 1) * (2L * top - 1), scoreUnit);
                most = Math.addExact(most, Math.multiplyExact(pairs, widest));
            }
            rematchUnit = most + 1;
        }

        @Override
        public boolean allowed(int u, int v) {
            return rematchesAllowed || !met[u].get(v);
        }

        @Override
        public long floor(int u, int v) {
            return scoreCost(u, v) * scoreUnit;
        }

        @Override
        public long cost(int u, int v) {
            int a = Math.min(u, v);
            int b = Math.max(u, v);
            int colour = colourCost(a, b);
            return (met[a].get(b) ? rematchUnit : 0) + scoreCost(a, b) * scoreUnit + (colour >> 3) * absoluteUnit
                    + (colour & 7) * preferenceUnit + rankCost(a, b);
        }
    }

    /**
     * How far apart two scores are, squared (in half points), times a weight from 1 to 2 that grows
     * with the higher score: a float at the top of the table costs more than one lower down.
     */
    private long scoreCost(int a, int b) {
        long difference = Math.abs(score[a] - score[b]);
        return difference * difference * (top + Math.max(score[a], score[b]));
    }

    /**
     * Distance from the Dutch ideal for {@code a} ranked above {@code b}: inside a score group, the
     * i-th of the top half meets the i-th of the bottom half; across groups, the lowest of the
     * higher group meets the highest of the lower one.
     */
    private long rankCost(int a, int b) {
        int distance;
        if (group[a] == group[b]) {
            distance = Math.abs(position[b] - position[a] - groupSize[a] / 2);
        } else {
            distance = groupSize[a] - 1 - position[a] + position[b];
        }
        return Math.min(RANK_CAP, distance);
    }

    /**
     * The colour cost of the cheaper way round for {@code a} and {@code b}, as absolute preferences
     * unmet times 8 plus the weight of other preferences unmet (at most 4), so that comparing codes
     * compares absolute preferences first.
     */
    private int colourCost(int a, int b) {
        return Math.min(allocation(a, b, Colour.FIRST), allocation(a, b, Colour.SECOND));
    }

    private int allocation(int a, int b, Colour forA) {
        Colour forB = forA.opposite();
        return 8 * (preference[a].absoluteUnmet(forA) + preference[b].absoluteUnmet(forB))
                + preference[a].preferenceUnmet(forA) + preference[b].preferenceUnmet(forB);
    }

    /**
     * The colour {@code a} (ranked higher) gets against {@code b}: the cheaper way round; when both
     * cost the same, each the opposite of their colours in the latest round in which these
     * differed; then the higher-ranked's preference; then, with no preference at all, first for an
     * odd seed and second for an even one, so boards alternate as in round one.
     */
    private Colour colourFor(int a, int b) {
        int first = allocation(a, b, Colour.FIRST);
        int second = allocation(a, b, Colour.SECOND);
        if (first != second) {
            return first < second ? Colour.FIRST : Colour.SECOND;
        }
        List<Colour> ofA = colours.get(a);
        List<Colour> ofB = colours.get(b);
        for (int back = 1; back <= Math.min(ofA.size(), ofB.size()); back++) {
            Colour then = ofA.get(ofA.size() - back);
            if (then != ofB.get(ofB.size() - back)) {
                return then.opposite();
            }
        }
        if (preference[a].strength() > 0) {
            return preference[a].colour();
        }
        return players.get(a).seed() % 2 == 1 ? Colour.FIRST : Colour.SECOND;
    }

    /** The games, ordered by the higher score, then the sum of scores, then the higher-ranked; the bye last. */
    private Round round(int number, int[] mates, int bye) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (i != bye && mates[i] > i) {
                pairs.add(new int[] {i, mates[i]});
            }
        }
        pairs.sort(Comparator.comparingInt((int[] pair) -> -Math.max(score[pair[0]], score[pair[1]]))
                .thenComparingInt(pair -> -(score[pair[0]] + score[pair[1]]))
                .thenComparingInt(pair -> pair[0]));
        List<Game> games = new ArrayList<>();
        for (int[] pair : pairs) {
            Colour colour = colourFor(pair[0], pair[1]);
            long higher = players.get(pair[0]).id();
            long lower = players.get(pair[1]).id();
            games.add(colour == Colour.FIRST ? Game.pending(games.size() + 1, higher, lower)
                    : Game.pending(games.size() + 1, lower, higher));
        }
        List<Bye> byes = bye < 0 ? List.of() : List.of(new Bye(games.size() + 1, players.get(bye).id(), 1));
        return new Round(number, games, byes);
    }

    /**
     * What an entrant's colours so far ask of the next game. Absolutely: not the same colour a
     * third time running, and never three more of one colour than of the other. Then a preference:
     * strong for the colour it has had less of, mild (alternating) when it has had both equally,
     * none before its first game.
     */
    record Preference(int balance, Colour last, boolean twiceRunning) {

        static final int NONE = 0;
        static final int MILD = 1;
        static final int STRONG = 2;

        static Preference of(List<Colour> sequence) {
            int balance = 0;
            for (Colour colour : sequence) {
                balance += colour == Colour.FIRST ? 1 : -1;
            }
            int count = sequence.size();
            Colour last = count == 0 ? null : sequence.get(count - 1);
            return new Preference(balance, last, count >= 2 && sequence.get(count - 2) == last);
        }

        /** 1 when {@code given} would be the same colour three times running or put it three colours out of balance. */
        int absoluteUnmet(Colour given) {
            int after = balance + (given == Colour.FIRST ? 1 : -1);
            return twiceRunning && given == last || Math.abs(after) > 2 ? 1 : 0;
        }

        /** 2 for an unmet strong preference, 1 for an unmet mild one. */
        int preferenceUnmet(Colour given) {
            return strength() == NONE || given == colour() ? 0 : strength();
        }

        int strength() {
            return balance != 0 ? STRONG : last != null ? MILD : NONE;
        }

        Colour colour() {
            return balance > 0 ? Colour.SECOND : balance < 0 ? Colour.FIRST : last == null ? Colour.FIRST : last.opposite();
        }
    }
}
