package games.blockade.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The standings after a number of rounds: entrants by score, then by the format's tie-breaks in
 * order; entrants level on all of them share a rank (and are listed by seed).
 *
 * <p>Unplayed rounds follow FIDE's tie-break regulations (2024, "unplayed rounds"): in a Swiss, a
 * round an entrant did not play (bye, forfeit, absence) counts in its own Buchholz and
 * Sonneborn–Berger as a game against a dummy opponent with the entrant's own final score; in the
 * opponents' Buchholz, an entrant's rounds after it stopped playing (withdrew) count as draws.
 * Buchholz cut 1 cuts such a voluntarily unplayed round first. In a round robin, forfeited games
 * count as played against the scheduled opponent and the free rounds of an odd field not at all.
 */
public record Standings(int afterRound, List<TieBreak> order, List<Standing> rows) {

    private static final List<TieBreak> SWISS = List.of(TieBreak.BUCHHOLZ_CUT_1, TieBreak.BUCHHOLZ,
            TieBreak.SONNEBORN_BERGER, TieBreak.DIRECT_ENCOUNTER, TieBreak.GAMES_WON);
    private static final List<TieBreak> ROUND_ROBIN = List.of(TieBreak.DIRECT_ENCOUNTER, TieBreak.SONNEBORN_BERGER,
            TieBreak.GAMES_WON);

    public Standings {
        order = List.copyOf(order);
        rows = List.copyOf(rows);
    }

    /**
     * The order of tie-breaks after score: in a Swiss the opponents' strength first (Buchholz cut 1,
     * Buchholz, Sonneborn–Berger), then direct encounter and games won; in a round robin, where
     * everyone has the same opponents, direct encounter, Sonneborn–Berger and games won.
     */
    public static List<TieBreak> order(Format format) {
        if (format instanceof Format.Knockout) {
            throw new IllegalArgumentException("a knockout is placed by its bracket");
        }
        return format instanceof Format.RoundRobin ? ROUND_ROBIN : SWISS;
    }

    /** The standings of {@code entrants} after {@code rounds}, which must all be over. */
    public static Standings of(Format format, List<Entrant> entrants, List<Round> rounds) {
        return new Calculation(format instanceof Format.RoundRobin, entrants, History.of(entrants, rounds))
                .standings(order(format), rounds.size());
    }

    /** Whoever shares first place. */
    public List<Entrant> leaders() {
        return rows.stream().filter(row -> row.rank() == 1).map(Standing::entrant).toList();
    }

    /** The tie-break values of one entrant, before ranking. */
    private static final class Line {

        final Entrant entrant;
        double score;
        double adjusted;
        double buchholz;
        double cut1;
        double sonnebornBerger;
        int won;
        List<Integer> opponentRatings = new ArrayList<>();
        double pointsPlayed;

        Line(Entrant entrant) {
            this.entrant = entrant;
        }

        Standing unranked() {
            return new Standing(0, entrant, score, cut1, buchholz, sonnebornBerger, OptionalDouble.empty(), won,
                    Performance.of(opponentRatings, pointsPlayed));
        }
    }

    private static final class Calculation {

        private final boolean roundRobin;
        private final History history;
        private final Map<Long, Line> lines = new HashMap<>();
        private final List<Line> bySeed = new ArrayList<>();

        Calculation(boolean roundRobin, List<Entrant> entrants, History history) {
            this.roundRobin = roundRobin;
            this.history = history;
            for (Entrant entrant : entrants) {
                Line line = new Line(entrant);
                lines.put(entrant.id(), line);
                bySeed.add(line);
            }
            bySeed.sort(Comparator.comparingInt(line -> line.entrant.seed()));
            Map<Long, Integer> ratings = new HashMap<>();
            for (Entrant entrant : entrants) {
                ratings.put(entrant.id(), entrant.rating());
            }
            for (Line line : bySeed) {
                List<Entry> entries = history.of(line.entrant.id());
                line.score = history.score(line.entrant.id());
                line.adjusted = adjusted(entries);
                for (Entry entry : entries) {
                    if (entry instanceof Entry.Played played) {
                        line.opponentRatings.add(ratings.get(played.opponent()));
                        line.pointsPlayed += played.points();
                        line.won += played.points() == 1 ? 1 : 0;
                    }
                }
            }
            for (Line line : bySeed) {
                opponents(line);
            }
        }

        /**
         * The score an entrant lends its opponents' Buchholz: in a Swiss, each round without an
         * opponent after its last round not voluntarily unplayed counts as a draw.
         */
        private double adjusted(List<Entry> entries) {
            if (roundRobin) {
                return entries.stream().mapToDouble(Entry::points).sum();
            }
            int last = -1;
            for (int r = 0; r < entries.size(); r++) {
                if (!entries.get(r).voluntarilyUnplayed()) {
                    last = r;
                }
            }
            double adjusted = 0;
            for (int r = 0; r < entries.size(); r++) {
                Entry entry = entries.get(r);
                boolean opponent = entry instanceof Entry.Played || entry instanceof Entry.Forfeit;
                adjusted += r <= last || opponent ? entry.points() : 0.5;
            }
            return adjusted;
        }

        /** Buchholz, its cut 1 and Sonneborn–Berger, from one value per round counted. */
        private void opponents(Line line) {
            List<Double> values = new ArrayList<>();
            List<Double> unplayed = new ArrayList<>();
            for (Entry entry : history.of(line.entrant.id())) {
                double value;
                if (entry instanceof Entry.Played played) {
                    value = lines.get(played.opponent()).adjusted;
                } else if (roundRobin) {
                    if (!(entry instanceof Entry.Forfeit forfeit)) {
                        continue;
                    }
                    value = lines.get(forfeit.opponent()).adjusted;
                } else {
                    value = line.score;
                    if (entry.voluntarilyUnplayed()) {
                        unplayed.add(value);
                    }
                }
                values.add(value);
                line.buchholz += value;
                line.sonnebornBerger += value * entry.points();
            }
            List<Double> cut = unplayed.isEmpty() ? values : unplayed;
            line.cut1 = line.buchholz - cut.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        }

        Standings standings(List<TieBreak> order, int afterRound) {
            List<Standing> unranked = bySeed.stream().map(Line::unranked).toList();
            List<List<Standing>> groups = split(unranked, Standing::score);
            for (TieBreak tieBreak : order) {
                List<List<Standing>> refined = new ArrayList<>();
                for (List<Standing> group : groups) {
                    if (group.size() == 1) {
                        refined.add(group);
                        continue;
                    }
                    List<Standing> tied = tieBreak == TieBreak.DIRECT_ENCOUNTER ? directEncounter(group) : group;
                    refined.addAll(split(tied, standing -> standing.value(tieBreak)));
                }
                groups = refined;
            }
            List<Standing> rows = new ArrayList<>();
            int rank = 1;
            for (List<Standing> group : groups) {
                for (Standing standing : group) {
                    rows.add(standing.ranked(rank));
                }
                rank += group.size();
            }
            return new Standings(afterRound, order, rows);
        }

        /**
         * The group with the points each scored in games played among them, when every two of them
         * have met; otherwise direct encounter says nothing about this group.
         */
        private List<Standing> directEncounter(List<Standing> group) {
            Set<Long> ids = new HashSet<>();
            group.forEach(standing -> ids.add(standing.entrant().id()));
            List<Standing> scored = new ArrayList<>();
            for (Standing standing : group) {
                Set<Long> met = new HashSet<>();
                double sum = 0;
                for (Entry entry : history.of(standing.entrant().id())) {
                    if (entry instanceof Entry.Played played && ids.contains(played.opponent())) {
                        met.add(played.opponent());
                        sum += played.points();
                    }
                }
                if (met.size() < group.size() - 1) {
                    return group;
                }
                scored.add(standing.withDirectEncounter(sum));
            }
            return scored;
        }

        /** The group split by {@code key}, highest first, keeping the order within equal keys. */
        private static List<List<Standing>> split(List<Standing> group, ToDoubleFunction<Standing> key) {
            List<Standing> sorted = new ArrayList<>(group);
            sorted.sort(Comparator.comparingDouble(key).reversed());
            List<List<Standing>> split = new ArrayList<>();
            List<Standing> current = new ArrayList<>();
            for (Standing standing : sorted) {
                if (!current.isEmpty() && key.applyAsDouble(current.get(0)) != key.applyAsDouble(standing)) {
                    split.add(current);
                    current = new ArrayList<>();
                }
                current.add(standing);
            }
            split.add(current);
            return split;
        }
    }
}
