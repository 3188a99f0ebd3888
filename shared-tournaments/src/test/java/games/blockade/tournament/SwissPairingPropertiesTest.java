package games.blockade.tournament;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Swiss pairings of random tournaments, every round checked against the rules by trying every
 * possible pairing of the round (fields of up to 11, so at most 945 pairings a bye).
 */
class SwissPairingPropertiesTest {

    @Property(tries = 250)
    void everyRoundKeepsThePairingRules(@ForAll @IntRange(min = 4, max = 11) int entrants,
            @ForAll @IntRange(min = 1, max = 14) int rounds, @ForAll long seed) throws Refusal {
        Fields.play(Tournament.start(new Format.Swiss(Math.min(rounds, entrants + 1)), Fields.of(entrants)),
                new SplittableRandom(seed), 15, SwissPairingPropertiesTest::check);
    }

    /** The rules, checked on {@code round} as paired from {@code before}. */
    static void check(Tournament before, Round round) {
        Field field = new Field(before);
        everyonePresentPlaysOnceOrHasTheBye(field, round);
        assertThat(SwissPairing.pair(round.number(), field.present, field.history))
                .as("the same tournament pairs the same way").isEqualTo(round);
        Long bye = round.byes().isEmpty() ? null : round.byes().get(0).entrant();
        List<long[]> pairs = round.games().stream().map(game -> new long[] {game.first(), game.second()}).toList();

        // the fewest rematches that any bye allowed (no second free point while someone has none) leaves
        List<Entrant> allowedByes = field.allowedByes();
        int fewest = Integer.MAX_VALUE;
        Entrant lowestWithFewest = null;
        for (Entrant candidate : field.byeCandidates()) {
            int[] least = {Integer.MAX_VALUE};
            field.pairings(field.without(candidate), pairing -> least[0] = Math.min(least[0], field.rematches(pairing)));
            if (least[0] < fewest) {
                fewest = least[0];
                lowestWithFewest = candidate;
            }
        }
        Statistics.label("rematches").collect(fewest == 0 ? "avoidable" : "unavoidable");
        assertThat(field.rematches(pairs)).as("rematches only where unavoidable").isEqualTo(fewest);
        if (bye != null) {
            assertThat(allowedByes).as("no second free point while someone has had none")
                    .extracting(Entrant::id).contains(bye);
            assertThat(bye).as("the bye goes to the lowest-ranked who allows the fewest rematches")
                    .isEqualTo(lowestWithFewest.id());
        }

        // given that bye: equal scores meet where they can, and the colour rule holds where it can
        List<Entrant> rest = bye == null ? field.present : field.without(field.byId.get(bye));
        int rematches = field.rematches(pairs);
        List<String> scores = field.scorePairs(pairs);
        boolean[] evenPossible = {false};
        int[] fewestBroken = {Integer.MAX_VALUE};
        field.pairings(rest, pairing -> {
            if (field.rematches(pairing) != rematches) {
                return;
            }
            evenPossible[0] |= field.scorePairs(pairing).stream().allMatch(Field::even);
            if (field.scorePairs(pairing).equals(scores)) {
                fewestBroken[0] = Math.min(fewestBroken[0], field.leastColourRulesBroken(pairing));
            }
        });
        if (evenPossible[0]) {
            assertThat(scores).as("equal scores meet when they can").allMatch(Field::even);
        }
        Statistics.label("colour rule").collect(fewestBroken[0] == 0 ? "kept" : "broken where unavoidable");
        Statistics.label("equal scores").collect(evenPossible[0] ? "possible" : "floats needed");
        assertThat(field.colourRulesBroken(round.games()))
                .as("nobody gets a colour a third time running, or three too many, where avoidable")
                .isEqualTo(fewestBroken[0]);
    }

    private static void everyonePresentPlaysOnceOrHasTheBye(Field field, Round round) {
        List<Long> seated = new ArrayList<>();
        round.games().forEach(game -> {
            seated.add(game.first());
            seated.add(game.second());
        });
        round.byes().forEach(bye -> seated.add(bye.entrant()));
        assertThat(seated).containsExactlyInAnyOrderElementsOf(field.present.stream().map(Entrant::id).toList());
        assertThat(round.byes()).hasSize(field.present.size() % 2);
        assertThat(round.byes()).allMatch(bye -> bye.points() == 1);
        List<Integer> boards = new ArrayList<>();
        round.games().forEach(game -> boards.add(game.board()));
        round.byes().forEach(bye -> boards.add(bye.board()));
        assertThat(boards).containsExactlyElementsOf(
                java.util.stream.IntStream.rangeClosed(1, boards.size()).boxed().toList());
    }

    /** A tournament as the rules see it before a round: scores, who met whom, colours, free points. */
    private static final class Field {

        final List<Entrant> present;
        final History history;
        final Map<Long, Entrant> byId = new HashMap<>();
        final Map<Long, Double> score = new HashMap<>();
        final Map<Long, List<Colour>> colours = new HashMap<>();
        final Map<Long, Set<Long>> met = new HashMap<>();
        final Set<Long> freePoint = new HashSet<>();

        Field(Tournament before) {
            history = History.of(before.entrants(), before.rounds());
            for (Entrant entrant : before.entrants()) {
                long id = entrant.id();
                byId.put(id, entrant);
                score.put(id, history.score(id));
                colours.put(id, new ArrayList<>());
                met.put(id, new HashSet<>());
                for (Entry entry : history.of(id)) {
                    if (entry instanceof Entry.Played played) {
                        colours.get(id).add(played.colour());
                        met.get(id).add(played.opponent());
                    } else if (entry.points() == 1) {
                        freePoint.add(id);
                    }
                }
            }
            present = before.entrants().stream().filter(entrant -> !before.withdrawn().contains(entrant.id()))
                    .sorted(Comparator.comparingDouble((Entrant entrant) -> -score.get(entrant.id()))
                            .thenComparingInt(Entrant::seed))
                    .toList();
        }

        /** Who may have the bye: those present without a free point so far, or anyone if all have had one. */
        List<Entrant> allowedByes() {
            List<Entrant> without = present.stream().filter(entrant -> !freePoint.contains(entrant.id())).toList();
            return without.isEmpty() ? present : without;
        }

        /** Byes to try, lowest-ranked first; none (a single null) with an even field. */
        List<Entrant> byeCandidates() {
            if (present.size() % 2 == 0) {
                List<Entrant> none = new ArrayList<>();
                none.add(null);
                return none;
            }
            List<Entrant> candidates = new ArrayList<>(allowedByes());
            candidates.sort(Comparator.comparingInt(present::indexOf).reversed());
            return candidates;
        }

        List<Entrant> without(Entrant bye) {
            return present.stream().filter(entrant -> entrant != bye).toList();
        }

        /** Every way to pair {@code players}. */
        void pairings(List<Entrant> players, Consumer<List<long[]>> each) {
            pairings(players.stream().map(Entrant::id).toList(), new ArrayList<>(), each);
        }

        private void pairings(List<Long> open, List<long[]> pairs, Consumer<List<long[]>> each) {
            if (open.isEmpty()) {
                each.accept(pairs);
                return;
            }
            for (int i = 1; i < open.size(); i++) {
                List<Long> rest = new ArrayList<>(open.subList(1, open.size()));
                long partner = rest.remove(i - 1);
                pairs.add(new long[] {open.get(0), partner});
                pairings(rest, pairs, each);
                pairs.remove(pairs.size() - 1);
            }
        }

        int rematches(List<long[]> pairs) {
            return (int) pairs.stream().filter(pair -> met.get(pair[0]).contains(pair[1])).count();
        }

        /** The pairs' scores, higher first, as a sorted list: pairings with the same list are as close in score. */
        List<String> scorePairs(List<long[]> pairs) {
            return pairs.stream().map(pair -> Math.max(score.get(pair[0]), score.get(pair[1])) + "/"
                    + Math.min(score.get(pair[0]), score.get(pair[1]))).sorted().toList();
        }

        static boolean even(String scores) {
            String[] both = scores.split("/");
            return both[0].equals(both[1]);
        }

        /** Whether {@code colour} next gives {@code entrant} a colour three times running or three too many. */
        boolean breaksColourRule(long entrant, Colour colour) {
            List<Colour> sequence = colours.get(entrant);
            int n = sequence.size();
            boolean third = n >= 2 && sequence.get(n - 1) == colour && sequence.get(n - 2) == colour;
            long firsts = sequence.stream().filter(c -> c == Colour.FIRST).count() + (colour == Colour.FIRST ? 1 : 0);
            long seconds = n + 1 - firsts;
            return third || Math.abs(firsts - seconds) > 2;
        }

        int broken(long first, long second) {
            return (breaksColourRule(first, Colour.FIRST) ? 1 : 0) + (breaksColourRule(second, Colour.SECOND) ? 1 : 0);
        }

        int leastColourRulesBroken(List<long[]> pairs) {
            return pairs.stream().mapToInt(pair -> Math.min(broken(pair[0], pair[1]), broken(pair[1], pair[0]))).sum();
        }

        int colourRulesBroken(List<Game> games) {
            return games.stream().mapToInt(game -> broken(game.first(), game.second())).sum();
        }
    }
}
