package games.blockade.tournament;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

/** Knockout brackets: seeding, byes, advancing, replays of draws, withdrawals. */
class KnockoutTest {

    @Test
    void theBracketPairsEachSeedWithItsMirrorSoTheTopSeedsMeetLast() {
        assertThat(Knockout.order(2)).containsExactly(1, 2);
        assertThat(Knockout.order(4)).containsExactly(1, 4, 2, 3);
        assertThat(Knockout.order(8)).containsExactly(1, 8, 4, 5, 2, 7, 3, 6);
        assertThat(Knockout.order(16)).containsExactly(1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11);
    }

    @Test
    void entrantsAreSeededByRatingTheFirstSignedUpFirstAmongEqualRatings() {
        List<Entrant> signUps = List.of(new Entrant(1, 1500, 1, new Entrant.Person(11)),
                new Entrant(2, 1700, 2, new Entrant.Computer("hard")), new Entrant(3, 1500, 3, new Entrant.Person(13)),
                new Entrant(4, 1900, 4, new Entrant.Person(14)));
        assertThat(Entrant.seededByRating(signUps)).extracting(Entrant::id, Entrant::seed)
                .containsExactly(tuple(4L, 1), tuple(2L, 2),
                        tuple(1L, 3), tuple(3L, 4));
    }

    @Test
    void eightEntrantsPlayOneAgainstEightTheHigherSeedMovingFirst() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(8));
        assertThat(tournament.totalRounds()).isEqualTo(3);
        assertThat(seeds(tournament.current())).containsExactly("1-8", "4-5", "2-7", "3-6");
        assertThat(tournament.current().byes()).isEmpty();
    }

    @Test
    void whenTheHigherSeedsWinOneMeetsTwoInTheFinal() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(8));
        List<List<String>> rounds = new ArrayList<>();
        while (!tournament.finished()) {
            rounds.add(seeds(tournament.current()));
            for (Game game : tournament.current().pending()) {
                tournament = tournament.record(game.board(), Result.FIRST_WINS);
            }
            if (tournament.advance() instanceof Progress.NextRound next) {
                tournament = next.tournament();
            }
        }
        assertThat(rounds).containsExactly(List.of("1-8", "4-5", "2-7", "3-6"), List.of("1-4", "2-3"), List.of("1-2"));
        assertThat(tournament.winners()).extracting(Entrant::id).containsExactly(101L);
    }

    /** Any field, any results (draws replayed): one champion, and everyone else knocked out exactly once. */
    @Property(tries = 60)
    void everyoneButTheChampionIsKnockedOutOnce(@ForAll @IntRange(min = 2, max = 40) int entrants, @ForAll long seed)
            throws Refusal {
        Tournament over = Fields.play(Tournament.start(new Format.Knockout(), Fields.of(entrants)),
                new SplittableRandom(seed), 0, (before, round) -> assertThat(round.games().size() + round.byes().size())
                        .isLessThanOrEqualTo(Knockout.size(entrants) >> round.number()));
        assertThat(over.rounds()).hasSize(over.totalRounds());
        Map<Long, Integer> knockedOut = new HashMap<>();
        for (Round round : over.rounds()) {
            for (int board = 1; board <= Knockout.size(entrants) >> round.number(); board++) {
                if (Knockout.state(round, board) instanceof MatchState.Won won) {
                    Game decider = round.latest(board).orElseThrow();
                    knockedOut.merge(decider.opponentOf(won.winner()), 1, Integer::sum);
                }
            }
        }
        long champion = over.winners().get(0).id();
        assertThat(knockedOut).doesNotContainKey(champion).hasSize(entrants - 1).allSatisfy((id, times) ->
                assertThat(times).isEqualTo(1));
    }

    @Test
    void withSixEntrantsTheTopTwoSeedsHaveByesIntoTheSecondRound() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(6));
        Round first = tournament.current();
        assertThat(seeds(first)).containsExactly("4-5", "3-6");
        assertThat(first.byes()).extracting(Bye::board, Bye::entrant)
                .containsExactly(tuple(1, 101L), tuple(3, 102L));
        tournament = tournament.record(2, Result.SECOND_WINS).record(4, Result.FIRST_WINS);
        Progress.NextRound next = (Progress.NextRound) tournament.advance();
        // 1 meets the winner of 4-5 (5), 2 the winner of 3-6 (3), each the higher seed first
        assertThat(seeds(next.round())).containsExactly("1-5", "2-3");
    }

    @Test
    void aDrawnGameIsReplayedWithTheSidesSwappedUntilSomeoneWins() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(4));
        tournament = tournament.record(1, Result.DRAW).record(2, Result.FIRST_WINS);
        assertThat(tournament.bracket().rounds().get(0).get(0).state()).isInstanceOf(MatchState.ReplayNeeded.class);
        assertThat(tournament.finished()).isFalse();

        Progress.Replays replays = (Progress.Replays) tournament.advance();
        assertThat(replays.games()).singleElement().satisfies(game -> {
            assertThat(game.board()).isEqualTo(1);
            assertThat(game.first()).isEqualTo(104);
            assertThat(game.second()).isEqualTo(101);
        });
        tournament = replays.tournament();
        assertThat(tournament.advance()).isInstanceOf(Progress.Waiting.class);
        tournament = tournament.record(1, Result.DRAW);
        tournament = ((Progress.Replays) tournament.advance()).tournament();
        assertThat(tournament.current().inPlay(1)).get().extracting(Game::first, Game::second).containsExactly(101L, 104L);
        tournament = tournament.record(1, Result.SECOND_WINS);

        assertThat(tournament.bracket().rounds().get(0).get(0).state()).isEqualTo(new MatchState.Won(104));
        Progress.NextRound next = (Progress.NextRound) tournament.advance();
        assertThat(seeds(next.round())).containsExactly("2-4");
    }

    @Test
    void aDrawnGameIsReplayedAtOnceWhileTheRoundsOtherGamesAreStillInPlay() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(4));
        tournament = tournament.record(1, Result.DRAW);
        assertThat(tournament.current().inPlay(2)).isPresent();

        Progress.Replays replays = (Progress.Replays) tournament.advance();
        assertThat(replays.games()).extracting(Game::board, Game::first, Game::second)
                .containsExactly(tuple(1, 104L, 101L));
        tournament = replays.tournament();
        assertThat(tournament.current().inPlay(1)).isPresent();
        assertThat(tournament.current().inPlay(2)).isPresent();
        // Opened once: the replay in play is not asked for again.
        assertThat(tournament.advance()).isInstanceOf(Progress.Waiting.class);
        tournament = tournament.record(2, Result.FIRST_WINS).record(1, Result.FIRST_WINS);
        assertThat(seeds(((Progress.NextRound) tournament.advance()).round())).containsExactly("2-4");
    }

    @Test
    void theFinalsWinnerIsTheChampion() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(3));
        assertThat(seeds(tournament.current())).containsExactly("2-3");
        tournament = tournament.record(2, Result.SECOND_WINS);
        tournament = ((Progress.NextRound) tournament.advance()).tournament();
        assertThat(seeds(tournament.current())).containsExactly("1-3");
        assertThat(tournament.winners()).isEmpty();
        tournament = tournament.record(1, Result.SECOND_WINS);
        assertThat(tournament.advance()).isEqualTo(new Progress.Finished(List.of(tournament.entrants().get(2))));
        assertThat(tournament.bracket().champion()).contains(103L);
    }

    @Test
    void aWithdrawalLosesTheMatchInPlayByForfeitAndTheOpponentGoesThrough() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(4)).withdraw(103);
        assertThat(tournament.current().latest(2)).get().extracting(Game::result)
                .isEqualTo(Optional.of(Result.FIRST_WINS_BY_FORFEIT));
        tournament = tournament.record(1, Result.FIRST_WINS);
        Progress.NextRound next = (Progress.NextRound) tournament.advance();
        assertThat(seeds(next.round())).containsExactly("1-2");
    }

    @Test
    void whenBothSidesOfAMatchWithdrawTheNextOpponentHasAWalkover() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(4)).withdraw(102).withdraw(103);
        assertThat(tournament.bracket().rounds().get(0).get(1).state()).isInstanceOf(MatchState.Won.class);
        tournament = tournament.record(1, Result.FIRST_WINS);
        // 2 withdrew after 3 did: 3's forfeit made 2 the winner of board 2, who then withdrew too
        Progress.NextRound next = (Progress.NextRound) tournament.advance();
        assertThat(next.round().games()).singleElement().satisfies(game ->
                assertThat(game.result()).contains(Result.FIRST_WINS_BY_FORFEIT));
        assertThat(next.tournament().advance()).isEqualTo(new Progress.Finished(List.of(tournament.entrants().get(0))));
    }

    @Test
    void theBracketShowsTheMatchesToComeWithWhoeverIsKnown() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(5));
        assertThat(seeds(tournament.current())).containsExactly("4-5");
        Bracket bracket = tournament.bracket();
        assertThat(bracket.size()).isEqualTo(8);
        assertThat(bracket.rounds()).extracting(List::size).containsExactly(4, 2, 1);
        assertThat(bracket.rounds().get(0).get(0).state()).isEqualTo(new MatchState.Walkover(101));
        assertThat(bracket.rounds().get(0).get(1).state()).isInstanceOf(MatchState.InPlay.class);
        assertThat(bracket.rounds().get(1).get(0).top()).contains(101L);
        assertThat(bracket.rounds().get(1).get(0).bottom()).isEmpty();
        Bracket.Match semiFinal = bracket.rounds().get(1).get(1);
        assertThat(semiFinal.top()).contains(102L);
        assertThat(semiFinal.bottom()).contains(103L);
        assertThat(semiFinal.state()).isEqualTo(new MatchState.Awaiting());
        assertThat(bracket.champion()).isEmpty();
    }

    /** The games of a round as seeds, first mover first. */
    private static List<String> seeds(Round round) {
        List<String> games = new ArrayList<>();
        for (Game game : round.games()) {
            games.add((game.first() - 100) + "-" + (game.second() - 100));
        }
        return games;
    }
}
