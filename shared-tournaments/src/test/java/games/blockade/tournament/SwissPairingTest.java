package games.blockade.tournament;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Swiss pairings on worked examples. Entrant n is id 100 + n and seed n; games are written
 * "first-second" by seed.
 */
class SwissPairingTest {

    private static List<String> seeds(Round round) {
        return round.games().stream().map(game -> (game.first() - 100) + "-" + (game.second() - 100)).toList();
    }

    private static Tournament next(Tournament tournament, Result... results) throws Refusal {
        for (int board = 1; board <= results.length; board++) {
            tournament = tournament.record(board, results[board - 1]);
        }
        return ((Progress.NextRound) tournament.advance()).tournament();
    }

    @Test
    void inRoundOneTheTopHalfMeetsTheBottomHalfInOrderColoursAlternatingByBoard() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Swiss(3), Fields.of(8));
        assertThat(seeds(tournament.current())).containsExactly("1-5", "6-2", "3-7", "8-4");
    }

    @Test
    void withAnOddFieldTheLowestRankedHasTheByeAndItScoresAWin() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Swiss(3), Fields.of(7));
        assertThat(tournament.current().byes()).containsExactly(new Bye(4, 107, 1));
        tournament = next(tournament, Result.DRAW, Result.DRAW, Result.DRAW);
        assertThat(tournament.standings().rows()).filteredOn(row -> row.entrant().id() == 107)
                .singleElement().satisfies(row -> assertThat(row.score()).isEqualTo(1));
    }

    /**
     * After round one (1-5, 6-2, 3-7, 8-4, first movers all winning) the winners 1, 3, 6 and 8 meet
     * top half against bottom half, as do the losers 2, 4, 5 and 7. Every winner moved first and
     * would now move second, so in each pair the higher-ranked gets its wish; likewise the losers.
     */
    @Test
    void equalScoresMeetTopHalfAgainstBottomHalf() throws Refusal {
        Tournament tournament = next(Tournament.start(new Format.Swiss(3), Fields.of(8)),
                Result.FIRST_WINS, Result.FIRST_WINS, Result.FIRST_WINS, Result.FIRST_WINS);
        assertThat(seeds(tournament.current())).containsExactly("6-1", "8-3", "2-5", "4-7");
    }

    /**
     * Round one: 1 beats 5, 2 beats 6, 3 beats 7, 8 and 4 draw. The group on 1 point (1, 2, 3) is
     * odd: 1 meets 2 and 3, the lowest of it, floats to the top of the group on ½ (4), whose other
     * member 8 floats in turn to the top of the group on 0 (5); 6 and 7 meet. Everyone gets the
     * colour it did not have.
     */
    @Test
    void aFloaterIsTheLowestOfItsGroupAndMeetsTheHighestOfTheNext() throws Refusal {
        Tournament tournament = next(Tournament.start(new Format.Swiss(3), Fields.of(8)),
                Result.FIRST_WINS, Result.SECOND_WINS, Result.FIRST_WINS, Result.DRAW);
        assertThat(seeds(tournament.current())).containsExactly("2-1", "4-3", "5-8", "7-6");
    }

    /**
     * Four entrants: 1 beats 3 and 2 beats 4, then 1 and 2 draw, 3 and 4 draw. Equal scores would
     * pair 1 with 2 and 3 with 4 again; instead 1 meets 4 and 2 meets 3, the only pairing without a
     * rematch.
     */
    @Test
    void nobodyMeetsAnOpponentTwiceEvenWhenTheScoresWouldPairThem() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Swiss(3), Fields.of(4));
        assertThat(seeds(tournament.current())).containsExactly("1-3", "4-2");
        tournament = next(tournament, Result.FIRST_WINS, Result.SECOND_WINS);
        assertThat(seeds(tournament.current())).containsExactly("2-1", "3-4");
        tournament = next(tournament, Result.DRAW, Result.DRAW);
        assertThat(seeds(tournament.current())).containsExactlyInAnyOrder("1-4", "3-2");
    }

    @Test
    void theByeGoesToSomeoneNewEachRoundWhileThereIsSomeone() throws Refusal {
        Set<Long> byes = new HashSet<>();
        Fields.play(Tournament.start(new Format.Swiss(5), Fields.of(5)), new SplittableRandom(7), 0,
                (before, round) -> assertThat(byes.add(round.byes().get(0).entrant())).isTrue());
        assertThat(byes).hasSize(5);
    }

    /** A field of 300 over seven rounds: paired on the sparse edges and priced, still by the rules. */
    @Test
    void aLargeFieldIsPairedByTheSameRules() throws Refusal {
        Map<Long, Set<Long>> met = new HashMap<>();
        Map<Long, List<Colour>> colours = new HashMap<>();
        Fields.play(Tournament.start(new Format.Swiss(7), Fields.of(301)), new SplittableRandom(3), 0, (before, round) -> {
            assertThat(round.games()).hasSize(150);
            assertThat(round.byes()).hasSize(1);
            for (Game game : round.games()) {
                assertThat(met.computeIfAbsent(game.first(), id -> new HashSet<>()).add(game.second()))
                        .as("no rematch").isTrue();
                met.computeIfAbsent(game.second(), id -> new HashSet<>()).add(game.first());
                for (Colour side : Colour.values()) {
                    List<Colour> sequence = colours.computeIfAbsent(game.entrant(side), id -> new ArrayList<>());
                    sequence.add(side);
                    int n = sequence.size();
                    assertThat(n >= 3 && sequence.get(n - 2) == side && sequence.get(n - 3) == side)
                            .as("the same colour three times running").isFalse();
                }
            }
        });
    }
}
