package games.blockade.tournament;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Standings worked out by hand from small crosstables, the way the tie-break regulations work
 * their examples. Entrants A to F are ids 101 to 106, seeds 1 to 6, rated 2000, 1990, ... 1950.
 */
class StandingsTest {

    private static final long A = 101;
    private static final long B = 102;
    private static final long C = 103;
    private static final long D = 104;
    private static final long E = 105;
    private static final long F = 106;

    private static Game game(int board, long first, long second, Result result) {
        return Game.pending(board, first, second).withResult(result);
    }

    private static Round round(int number, Game... games) {
        return new Round(number, List.of(games), List.of());
    }

    private static Map<Long, Standing> byEntrant(Standings standings) {
        return standings.rows().stream().collect(Collectors.toMap(row -> row.entrant().id(), Function.identity()));
    }

    /**
     * <pre>
     *        R1        R2        R3        score  opponents' scores  BH   cut 1  SB
     *   A    D  1      F  ½      B  1      2.5    0, 2.5, 1.5        4    4      0 + 1.25 + 1.5 = 2.75
     *   B    E  ½      D  1      A  0      1.5    1.5, 0, 2.5        4    4      0.75 + 0 + 0 = 0.75
     *   C    F  0      E  0      D  1      1      2.5, 1.5, 0        4    4      0
     *   D    A  0      B  0      C  0      0      2.5, 1.5, 1        5    4      0
     *   E    B  ½      C  1      F  0      1.5    1.5, 1, 2.5        5    4      0.75 + 1 + 0 = 1.75
     *   F    C  1      A  ½      E  1      2.5    1, 2.5, 1.5        5    4      1 + 1.25 + 1.5 = 3.75
     * </pre>
     * A and F are level on score and on Buchholz cut 1: F's Buchholz (5 against 4) puts it first.
     * B and E likewise: E third on Buchholz.
     */
    @Test
    void aSwissIsRankedByScoreThenBuchholzCutOneThenBuchholzThenSonnebornBerger() {
        List<Round> rounds = List.of(
                round(1, game(1, A, D, Result.FIRST_WINS), game(2, B, E, Result.DRAW), game(3, C, F, Result.SECOND_WINS)),
                round(2, game(1, F, A, Result.DRAW), game(2, E, C, Result.FIRST_WINS), game(3, D, B, Result.SECOND_WINS)),
                round(3, game(1, A, B, Result.FIRST_WINS), game(2, C, D, Result.FIRST_WINS), game(3, E, F, Result.SECOND_WINS)));
        Standings standings = Standings.of(new Format.Swiss(3), Fields.of(6), rounds);

        assertThat(standings.afterRound()).isEqualTo(3);
        assertThat(standings.order()).containsExactly(TieBreak.BUCHHOLZ_CUT_1, TieBreak.BUCHHOLZ,
                TieBreak.SONNEBORN_BERGER, TieBreak.DIRECT_ENCOUNTER, TieBreak.GAMES_WON);
        assertThat(standings.rows()).extracting(row -> row.entrant().id()).containsExactly(F, A, E, B, C, D);
        assertThat(standings.rows()).extracting(Standing::rank).containsExactly(1, 2, 3, 4, 5, 6);
        Map<Long, Standing> rows = byEntrant(standings);
        assertLine(rows.get(A), 2.5, 4, 4, 2.75);
        assertLine(rows.get(B), 1.5, 4, 4, 0.75);
        assertLine(rows.get(C), 1, 4, 4, 0);
        assertLine(rows.get(D), 0, 4, 5, 0);
        assertLine(rows.get(E), 1.5, 4, 5, 1.75);
        assertLine(rows.get(F), 2.5, 4, 5, 3.75);
        assertThat(rows.get(F).gamesWon()).isEqualTo(2);
        // F met C (1980), A (2000) and E (1960): average 1980; 2.5 of 3 is 0.83, dp 273
        assertThat(rows.get(F).performance()).isEqualTo(OptionalInt.of(2253));
        // D lost all three to A, B and C: average 1990, dp -800
        assertThat(rows.get(D).performance()).isEqualTo(OptionalInt.of(1190));
        assertThat(rows.values()).allMatch(row -> row.directEncounter().isEmpty());
        assertThat(standings.leaders()).extracting(Entrant::id).containsExactly(F);
    }

    /**
     * The same crosstable, but C and D draw in round 3, and everyone is level with a partner on
     * everything: A and F (2.5; BH 4.5, cut 1 4, SB 3.25; they drew, so direct encounter ½ each;
     * two games won each) share first place, and both are the winners.
     */
    @Test
    void entrantsLevelOnEveryTieBreakShareTheirPlace() {
        List<Round> rounds = List.of(
                round(1, game(1, A, D, Result.FIRST_WINS), game(2, B, E, Result.DRAW), game(3, C, F, Result.SECOND_WINS)),
                round(2, game(1, F, A, Result.DRAW), game(2, E, C, Result.FIRST_WINS), game(3, D, B, Result.SECOND_WINS)),
                round(3, game(1, A, B, Result.FIRST_WINS), game(2, C, D, Result.DRAW), game(3, E, F, Result.SECOND_WINS)));
        Standings standings = Standings.of(new Format.Swiss(3), Fields.of(6), rounds);

        assertThat(standings.rows()).extracting(row -> row.entrant().id()).containsExactly(A, F, B, E, C, D);
        assertThat(standings.rows()).extracting(Standing::rank).containsExactly(1, 1, 3, 3, 5, 5);
        Map<Long, Standing> rows = byEntrant(standings);
        assertLine(rows.get(A), 2.5, 4, 4.5, 3.25);
        assertLine(rows.get(F), 2.5, 4, 4.5, 3.25);
        assertThat(rows.get(A).directEncounter()).isEqualTo(OptionalDouble.of(0.5));
        assertThat(rows.get(F).directEncounter()).isEqualTo(OptionalDouble.of(0.5));
        assertLine(rows.get(C), 0.5, 4, 4.5, 0.25);
        assertThat(standings.leaders()).extracting(Entrant::id).containsExactly(A, F);
    }

    /**
     * Unplayed rounds, FIDE's way. E has the bye in round 1; D withdraws after round 1 and is not
     * paired again.
     * <pre>
     *        R1          R2        R3        score
     *   A    B  1        E  1      C  ½      2.5
     *   B    A  0        C  1      E  0      1
     *   C    D  ½        B  0      A  ½      1
     *   D    C  ½        (absent)  (absent)  0.5
     *   E    bye 1       A  0      B  1      2
     * </pre>
     * D's score lent to its opponents counts its rounds after it stopped as draws: ½ + ½ + ½ =
     * 1.5. An entrant's own unplayed round counts against a dummy with its own score.
     * <ul>
     * <li>A: B 1 + E 2 + C 1 = 4; cut 1 = 3; SB 1 + 2 + ½·1 = 3.5</li>
     * <li>E: dummy 2 + A 2.5 + B 1 = 5.5; cut 1 (the bye is not voluntary) = 4.5; SB 2 + 0 + 1 = 3</li>
     * <li>B: A 2.5 + C 1 + E 2 = 5.5; cut 1 = 4.5; SB 1</li>
     * <li>C: D 1.5 + B 1 + A 2.5 = 5; cut 1 = 4; SB ½·1.5 + ½·2.5 = 2</li>
     * <li>D: C 1 + dummy ½ + dummy ½ = 2; cut 1 = 1.5; SB ½</li>
     * </ul>
     */
    @Test
    void aByeAndAWithdrawalCountAsFidesTieBreakRegulationsSay() {
        List<Round> rounds = List.of(
                new Round(1, List.of(game(1, A, B, Result.FIRST_WINS), game(2, C, D, Result.DRAW)),
                        List.of(new Bye(3, E, 1))),
                round(2, game(1, E, A, Result.SECOND_WINS), game(2, B, C, Result.FIRST_WINS)),
                round(3, game(1, A, C, Result.DRAW), game(2, B, E, Result.SECOND_WINS)));
        Standings standings = Standings.of(new Format.Swiss(3), Fields.of(5), rounds);

        assertThat(standings.rows()).extracting(row -> row.entrant().id()).containsExactly(A, E, B, C, D);
        Map<Long, Standing> rows = byEntrant(standings);
        assertLine(rows.get(A), 2.5, 3, 4, 3.5);
        assertLine(rows.get(E), 2, 4.5, 5.5, 3);
        assertLine(rows.get(B), 1, 4.5, 5.5, 1);
        assertLine(rows.get(C), 1, 4, 5, 2);
        assertLine(rows.get(D), 0.5, 1.5, 2, 0.5);
        // the bye is no game: E's performance is over A (2000) and B (1990) alone, 1 of 2
        assertThat(rows.get(E).performance()).isEqualTo(OptionalInt.of(1995));
    }

    /**
     * C withdraws during round 2, losing to A by forfeit, and is absent in round 3, where B has the
     * bye.
     * <pre>
     *        R1        R2                  R3        score
     *   A    B  1      C  1 (forfeit)      D  1      3
     *   B    A  0      D  1                bye 1     2
     *   C    D  1      A  0 (forfeit)      (absent)  1
     *   D    C  0      B  0                A  0      0
     * </pre>
     * C's rounds 2 and 3 are voluntarily unplayed, each worth a dummy with its own score (1) in
     * its Buchholz: D 0 + 1 + 1 = 2. Cut 1 cuts such a round first, not D's 0: 2 − 1 = 1. A's
     * forfeit win and B's bye are not voluntary: cut 1 cuts their lowest value as usual. Lent to
     * D, C's score counts its last round, when it no longer played, as a draw: 1 + 0 + ½ = 1.5.
     */
    @Test
    void buchholzCutOneCutsAVoluntarilyUnplayedRoundFirst() {
        List<Round> rounds = List.of(
                round(1, game(1, A, B, Result.FIRST_WINS), game(2, C, D, Result.FIRST_WINS)),
                round(2, game(1, A, C, Result.FIRST_WINS_BY_FORFEIT), game(2, B, D, Result.FIRST_WINS)),
                new Round(3, List.of(game(1, D, A, Result.SECOND_WINS)), List.of(new Bye(2, B, 1))));
        Map<Long, Standing> rows = byEntrant(Standings.of(new Format.Swiss(3), Fields.of(4), rounds));

        assertLine(rows.get(A), 3, 5, 5, 5);
        assertLine(rows.get(B), 2, 5, 5, 2);
        assertLine(rows.get(C), 1, 1, 2, 0);
        assertLine(rows.get(D), 0, 5, 6.5, 0);
        // a forfeit is no game: A's performance is over B and D alone, 2 of 2
        assertThat(rows.get(A).performance()).isEqualTo(OptionalInt.of(1980 + 800));
        assertThat(rows.get(A).gamesWon()).isEqualTo(2);
    }

    /**
     * A round robin of four by the Berger table (1-4 2-3; 4-3 1-2; 2-4 3-1), ranked by direct
     * encounter first: 1 and 2 both score 2, and 2 beat 1.
     * <pre>
     *        1    2    3    4    score  SB
     *   1    -    0    1    1    2      0.5 + 1.5 = 2
     *   2    1    -    1    0    2      2 + 0.5 = 2.5
     *   3    0    0    -    ½    0.5    0.75
     *   4    0    1    ½    -    1.5    2 + 0.25 = 2.25
     * </pre>
     */
    @Test
    void aRoundRobinIsRankedByDirectEncounterFirst() throws Refusal {
        Tournament tournament = Tournament.start(new Format.RoundRobin(false), Fields.of(4));
        tournament = tournament.record(1, Result.FIRST_WINS).record(2, Result.FIRST_WINS);
        tournament = ((Progress.NextRound) tournament.advance()).tournament();
        tournament = tournament.record(1, Result.DRAW).record(2, Result.SECOND_WINS);
        tournament = ((Progress.NextRound) tournament.advance()).tournament();
        tournament = tournament.record(1, Result.SECOND_WINS).record(2, Result.SECOND_WINS);
        assertThat(tournament.advance()).isInstanceOf(Progress.Finished.class);

        Standings standings = tournament.standings();
        assertThat(standings.order()).containsExactly(TieBreak.DIRECT_ENCOUNTER, TieBreak.SONNEBORN_BERGER,
                TieBreak.GAMES_WON);
        assertThat(standings.rows()).extracting(row -> row.entrant().id()).containsExactly(B, A, D, C);
        Map<Long, Standing> rows = byEntrant(standings);
        assertThat(rows.get(B).directEncounter()).isEqualTo(OptionalDouble.of(1));
        assertThat(rows.get(A).directEncounter()).isEqualTo(OptionalDouble.of(0));
        assertThat(rows.get(A).sonnebornBerger()).isEqualTo(2);
        assertThat(rows.get(B).sonnebornBerger()).isEqualTo(2.5);
        assertThat(rows.get(C).sonnebornBerger()).isEqualTo(0.75);
        assertThat(rows.get(D).sonnebornBerger()).isEqualTo(2.25);
        assertThat(tournament.winners()).extracting(Entrant::id).containsExactly(B);
    }

    @Test
    void directEncounterSaysNothingAboutAGroupNotAllOfWhomHaveMet() {
        // A and C both won twice, never met, and have the same opponents' scores
        List<Round> rounds = List.of(
                round(1, game(1, A, B, Result.FIRST_WINS), game(2, C, D, Result.FIRST_WINS)),
                round(2, game(1, A, D, Result.FIRST_WINS), game(2, C, B, Result.FIRST_WINS)));
        Standings standings = Standings.of(new Format.Swiss(3), Fields.of(4), rounds);
        assertThat(standings.rows()).extracting(Standing::rank).containsExactly(1, 1, 3, 3);
        assertThat(standings.rows()).allMatch(row -> row.directEncounter().isEmpty() || row.rank() == 3);
        assertThat(standings.leaders()).extracting(Entrant::id).containsExactly(A, C);
    }

    @Test
    void theFideRatingDifferenceTableRunsFromMinusToPlusEightHundred() {
        assertThat(Performance.ratingDifference(100)).isEqualTo(800);
        assertThat(Performance.ratingDifference(83)).isEqualTo(273);
        assertThat(Performance.ratingDifference(50)).isZero();
        assertThat(Performance.ratingDifference(17)).isEqualTo(-273);
        assertThat(Performance.ratingDifference(0)).isEqualTo(-800);
        assertThat(Performance.of(List.of(), 0)).isEmpty();
    }

    private static void assertLine(Standing row, double score, double cut1, double buchholz, double sonnebornBerger) {
        assertThat(row.score()).as("score").isEqualTo(score);
        assertThat(row.buchholzCut1()).as("Buchholz cut 1").isEqualTo(cut1);
        assertThat(row.buchholz()).as("Buchholz").isEqualTo(buchholz);
        assertThat(row.sonnebornBerger()).as("Sonneborn-Berger").isEqualTo(sonnebornBerger);
    }
}
