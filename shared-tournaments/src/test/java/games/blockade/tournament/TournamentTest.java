package games.blockade.tournament;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A tournament's course: start, results, withdrawals, the next round at once, the end; and what it refuses. */
class TournamentTest {

    @Test
    void aSwissLastsLogTwoOfTheFieldRoundedUpAndOneMoreButNeverLongerThanARoundRobin() {
        assertThat(Format.Swiss.byDefault(2).rounds()).isEqualTo(1);
        assertThat(Format.Swiss.byDefault(4).rounds()).isEqualTo(3);
        assertThat(Format.Swiss.byDefault(8).rounds()).isEqualTo(4);
        assertThat(Format.Swiss.byDefault(9).rounds()).isEqualTo(5);
        assertThat(Format.Swiss.byDefault(16).rounds()).isEqualTo(5);
        assertThat(Format.Swiss.byDefault(1000).rounds()).isEqualTo(11);
        assertThatThrownBy(() -> new Format.Swiss(0)).hasMessage("a Swiss has 1 to 20 rounds, not 0");
    }

    @Test
    void theRoundIsPairedTheMomentItsLastGameEnds() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Swiss(4), Fields.of(8));
        tournament = tournament.record(1, Result.FIRST_WINS).record(2, Result.DRAW).record(3, Result.SECOND_WINS);
        assertThat(tournament.advance()).isEqualTo(new Progress.Waiting(List.of(tournament.current().games().get(3))));
        assertThat(tournament.standings().afterRound()).isZero();

        tournament = tournament.record(4, Result.FIRST_WINS);
        Progress.NextRound next = (Progress.NextRound) tournament.advance();
        assertThat(next.round().number()).isEqualTo(2);
        assertThat(next.round().games()).hasSize(4).allMatch(game -> game.result().isEmpty());
        assertThat(next.tournament().current()).isEqualTo(next.round());
        assertThat(next.tournament().standings().afterRound()).isEqualTo(1);
        assertThat(tournament.advance()).as("the same state pairs the same round").isEqualTo(next);
    }

    @Test
    void anEightEntrantSwissOfFourRoundsEndsWithItsWinners() throws Refusal {
        List<Integer> rounds = new ArrayList<>();
        Tournament over = Fields.play(Tournament.start(new Format.Swiss(4), Fields.of(8)), new SplittableRandom(5), 0,
                (before, round) -> rounds.add(round.number()));
        assertThat(rounds).containsExactly(1, 2, 3, 4);
        assertThat(over.finished()).isTrue();
        assertThat(over.advance()).isEqualTo(new Progress.Finished(over.winners()));
        assertThat(over.winners()).isNotEmpty().isEqualTo(over.standings().leaders());
        assertThat(over.standings().afterRound()).isEqualTo(4);
    }

    @Test
    void aWithdrawalForfeitsTheGameInPlayAndTheEntrantIsPairedNoMore() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Swiss(3), Fields.of(6)).withdraw(102);
        Game forfeited = tournament.current().games().stream().filter(game -> game.involves(102)).findFirst().orElseThrow();
        assertThat(forfeited.result()).contains(Result.winByForfeit(forfeited.colourOf(102).opposite()));
        for (Game game : tournament.current().pending()) {
            tournament = tournament.record(game.board(), Result.DRAW);
        }
        Round second = ((Progress.NextRound) tournament.advance()).round();
        assertThat(second.games()).noneMatch(game -> game.involves(102));
        assertThat(second.byes()).hasSize(1);
    }

    @Test
    void aSwissEndsEarlyWhenFewerThanTwoAreLeftToPlay() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Swiss(3), Fields.of(4)).withdraw(101).withdraw(102).withdraw(103);
        assertThat(tournament.finished()).isTrue();
        assertThat(tournament.advance()).isInstanceOf(Progress.Finished.class);
    }

    @Test
    void startingRefusesAFieldTooSmallTooLargeOrBadlySeeded() {
        assertThatThrownBy(() -> Tournament.start(new Format.Swiss(3), Fields.of(3)))
                .isInstanceOf(Refusal.class).hasMessage("this tournament needs at least 4 entrants, and has 3")
                .extracting(e -> ((Refusal) e).reason()).isEqualTo(new Refusal.TooFewEntrants(4, 3));
        assertThatThrownBy(() -> Tournament.start(new Format.RoundRobin(false), Fields.of(65)))
                .hasMessage("this tournament takes at most 64 entrants, not 65");
        List<Entrant> twice = new ArrayList<>(Fields.of(3));
        twice.add(new Entrant(101, 1500, 4, new Entrant.Computer("easy")));
        assertThatThrownBy(() -> Tournament.start(new Format.Knockout(), twice)).hasMessage("entrant 101 is entered twice");
        List<Entrant> gap = List.of(new Entrant(1, 1500, 1, new Entrant.Person(1)), new Entrant(2, 1500, 3, new Entrant.Person(2)));
        assertThatThrownBy(() -> Tournament.start(new Format.Knockout(), gap)).hasMessage("the seeds must be 1 to 2, each once");
    }

    @Test
    void aResultIsRefusedForABoardWithoutAGameInPlayAndChangesNothing() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Swiss(3), Fields.of(4)).record(1, Result.DRAW);
        Tournament before = tournament;
        assertThatThrownBy(() -> before.record(1, Result.FIRST_WINS)).isInstanceOf(Refusal.class)
                .hasMessage("board 1 has no game in play in round 1");
        assertThatThrownBy(() -> before.record(7, Result.FIRST_WINS)).hasMessage("board 7 has no game in play in round 1");
        assertThatThrownBy(() -> before.record(2, Result.BOTH_FORFEIT))
                .hasMessage("a double forfeit comes only from both sides withdrawing");
        assertThat(tournament).isEqualTo(before);
        assertThat(tournament.current().games().get(0).result()).contains(Result.DRAW);
    }

    @Test
    void aWithdrawalIsRefusedForAStrangerTwiceOrAfterTheEnd() throws Refusal {
        Tournament tournament = Tournament.start(new Format.Knockout(), Fields.of(2)).withdraw(102);
        Tournament gone = tournament;
        assertThatThrownBy(() -> gone.withdraw(102)).hasMessage("entrant 102 has already withdrawn");
        assertThatThrownBy(() -> gone.withdraw(999)).hasMessage("entrant 999 is not in this tournament");
        assertThat(tournament.winners()).extracting(Entrant::id).containsExactly(101L);
        assertThatThrownBy(() -> gone.withdraw(101)).hasMessage("the tournament is over");
    }

    @Test
    void theComputerPlaysAsAnEntrantLikeAnyOther() throws Refusal {
        List<Entrant> field = new ArrayList<>(Fields.of(3));
        field.add(new Entrant(200, 1200, 4, new Entrant.Computer("medium")));
        Tournament tournament = Tournament.start(new Format.RoundRobin(false), field);
        assertThat(tournament.current().games()).anyMatch(game -> game.involves(200));
        assertThat(tournament.current().byes()).isEmpty();
        assertThatThrownBy(() -> new Entrant.Computer(" ")).hasMessage("a computer entrant needs a level");
    }

    @Test
    void twoComputerEntrantsMeetLikeAnyOtherTwoAndTheSecondAtALevelIsNumbered() throws Refusal {
        List<Entrant> field = new ArrayList<>(Fields.of(2));
        field.add(new Entrant(200, 1500, 3, new Entrant.Computer("easy")));
        field.add(new Entrant(201, 1500, 4, new Entrant.Computer("easy", 2)));
        Tournament tournament = Tournament.start(new Format.RoundRobin(false), field);
        List<Round> rounds = new ArrayList<>();
        for (Progress next = null; !(next instanceof Progress.Finished); ) {
            Tournament now = tournament;
            for (Game game : now.current().pending()) {
                tournament = tournament.record(game.board(), Result.DRAW);
            }
            rounds.add(tournament.current());
            next = tournament.advance();
            if (next instanceof Progress.NextRound round) {
                tournament = round.tournament();
            }
        }
        assertThat(rounds).flatExtracting(Round::games).anyMatch(game -> game.involves(200) && game.involves(201));
        assertThat(((Entrant.Computer) field.get(2).kind()).named("the computer (easy)")).isEqualTo("the computer (easy)");
        assertThat(((Entrant.Computer) field.get(3).kind()).named("the computer (easy)"))
                .isEqualTo("the computer (easy) #2");
    }
}
