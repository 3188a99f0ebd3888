package games.blockade.tournament;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** Round robins by FIDE's Berger tables (Handbook C.05, Annex 1). */
class RoundRobinTest {

    /** A round of a table as FIDE prints it: "1-4 2-3", first-mover on the left, boards in order. */
    private static String printed(int n, int round) {
        return String.join(" ", BergerTable.round(n, round).stream().map(pair -> pair[0] + "-" + pair[1]).toList());
    }

    @Test
    void theTableForThreeOrFourIsFidesTable() {
        assertThat(printed(4, 1)).isEqualTo("1-4 2-3");
        assertThat(printed(4, 2)).isEqualTo("4-3 1-2");
        assertThat(printed(4, 3)).isEqualTo("2-4 3-1");
    }

    @Test
    void theTableForFiveOrSixIsFidesTable() {
        assertThat(printed(6, 1)).isEqualTo("1-6 2-5 3-4");
        assertThat(printed(6, 2)).isEqualTo("6-4 5-3 1-2");
        assertThat(printed(6, 3)).isEqualTo("2-6 3-1 4-5");
        assertThat(printed(6, 4)).isEqualTo("6-5 1-4 2-3");
        assertThat(printed(6, 5)).isEqualTo("3-6 4-2 5-1");
    }

    @Test
    void theTableForSevenOrEightIsFidesTable() {
        assertThat(printed(8, 1)).isEqualTo("1-8 2-7 3-6 4-5");
        assertThat(printed(8, 2)).isEqualTo("8-5 6-4 7-3 1-2");
        assertThat(printed(8, 3)).isEqualTo("2-8 3-1 4-7 5-6");
        assertThat(printed(8, 4)).isEqualTo("8-6 7-5 1-4 2-3");
        assertThat(printed(8, 5)).isEqualTo("3-8 4-2 5-1 6-7");
        assertThat(printed(8, 6)).isEqualTo("8-7 1-6 2-5 3-4");
        assertThat(printed(8, 7)).isEqualTo("4-8 5-3 6-2 7-1");
    }

    /** Each table: everyone meets everyone once, colours differ by at most one, never the same three times running. */
    @Property(tries = 15)
    void everyTableMeetsEveryoneOnceWithColoursBalanced(@ForAll @IntRange(min = 1, max = 15) int half) {
        int n = 2 * half;
        Set<String> met = new HashSet<>();
        Map<Integer, List<Colour>> colours = new HashMap<>();
        for (int round = 1; round < n; round++) {
            Set<Integer> seated = new HashSet<>();
            for (int[] pair : BergerTable.round(n, round)) {
                assertThat(seated.add(pair[0]) && seated.add(pair[1])).isTrue();
                assertThat(met.add(Math.min(pair[0], pair[1]) + "-" + Math.max(pair[0], pair[1]))).isTrue();
                colours.computeIfAbsent(pair[0], k -> new ArrayList<>()).add(Colour.FIRST);
                colours.computeIfAbsent(pair[1], k -> new ArrayList<>()).add(Colour.SECOND);
            }
            assertThat(seated).hasSize(n);
        }
        assertThat(met).hasSize(n * (n - 1) / 2);
        for (List<Colour> sequence : colours.values()) {
            long firsts = sequence.stream().filter(colour -> colour == Colour.FIRST).count();
            assertThat(Math.abs(2 * firsts - sequence.size())).isLessThanOrEqualTo(1);
            for (int i = 2; i < sequence.size(); i++) {
                assertThat(sequence.get(i) == sequence.get(i - 1) && sequence.get(i) == sequence.get(i - 2)).isFalse();
            }
        }
    }

    @Test
    void withFiveEntrantsTheOnePairedWithSixHasTheRoundOffWithoutAPoint() throws Refusal {
        Tournament tournament = Tournament.start(new Format.RoundRobin(false), Fields.of(5));
        assertThat(tournament.totalRounds()).isEqualTo(5);
        List<String> rounds = new ArrayList<>();
        for (int round = 1; round <= 5; round++) {
            Round current = tournament.current();
            assertThat(current.byes()).singleElement().satisfies(bye -> assertThat(bye.points()).isZero());
            rounds.add(printed(current));
            tournament = finish(tournament, new SplittableRandom(round));
        }
        // FIDE's table for six, 6 standing for the round off (seed s is entrant 100 + s)
        assertThat(rounds).containsExactly("1:off 2-5 3-4", "4:off 5-3 1-2", "2:off 3-1 4-5", "5:off 1-4 2-3",
                "3:off 4-2 5-1");
        assertThat(tournament.advance()).isInstanceOf(Progress.Finished.class);
    }

    @Test
    void aDoubleRoundRobinPlaysTheTableAgainWithTheSidesSwapped() throws Refusal {
        Tournament tournament = Tournament.start(new Format.RoundRobin(true), Fields.of(4));
        assertThat(tournament.totalRounds()).isEqualTo(6);
        List<String> rounds = new ArrayList<>();
        for (int round = 1; round <= 6; round++) {
            rounds.add(printed(tournament.current()));
            tournament = finish(tournament, new SplittableRandom(round));
        }
        assertThat(rounds).containsExactly("1-4 2-3", "4-3 1-2", "2-4 3-1", "4-1 3-2", "3-4 2-1", "4-2 1-3");
        assertThat(tournament.winners()).isNotEmpty();
    }

    @Test
    void anEntrantWhoWithdrawsLosesItsLaterGamesByForfeitAndIsNotGivenTheRoundOff() throws Refusal {
        Tournament tournament = Tournament.start(new Format.RoundRobin(false), Fields.of(5)).withdraw(103);
        Game inPlay = tournament.current().games().stream().filter(game -> game.involves(103)).findFirst().orElseThrow();
        assertThat(inPlay.result()).contains(Result.winByForfeit(inPlay.colourOf(103).opposite()));
        tournament = finish(tournament, new SplittableRandom(1));
        for (int round = 2; round <= 5; round++) {
            Round current = tournament.current();
            assertThat(current.byes()).noneMatch(bye -> bye.entrant() == 103);
            current.games().stream().filter(game -> game.involves(103)).forEach(game ->
                    assertThat(game.result()).contains(Result.winByForfeit(game.colourOf(103).opposite())));
            tournament = finish(tournament, new SplittableRandom(round));
        }
        assertThat(tournament.finished()).isTrue();
    }

    /** The round's games as seeds, "s:off" for the round off. */
    private static String printed(Round round) {
        List<String> boards = new ArrayList<>();
        round.byes().forEach(bye -> boards.add(bye.entrant() - 100 + ":off"));
        round.games().forEach(game -> boards.add((game.first() - 100) + "-" + (game.second() - 100)));
        return String.join(" ", boards);
    }

    /** Plays the current round's games at random and pairs the next one. */
    private static Tournament finish(Tournament tournament, SplittableRandom random) throws Refusal {
        for (Game game : tournament.current().pending()) {
            tournament = tournament.record(game.board(), Fields.randomResult(random));
        }
        Progress progress = tournament.advance();
        return progress instanceof Progress.NextRound next ? next.tournament() : tournament;
    }
}
