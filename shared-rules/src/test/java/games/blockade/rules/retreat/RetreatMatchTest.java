package games.blockade.rules.retreat;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Optional;

import static games.blockade.rules.retreat.RetreatTesting.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Match play: round scores, champion's victory, first to 11, colours swapping. */
class RetreatMatchTest {

    private static final Outcome BLACK_BY_MOAT = new Outcome.Win(Side.ONE, RetreatRules.MOAT);
    private static final Outcome WHITE_BLOCKS = new Outcome.Win(Side.TWO, RetreatRules.BLOCKED);

    @ParameterizedTest(name = "{2}: Black scores {1}")
    @CsvSource(delimiter = ';', value = {
        "b/c/b/././././B/C/B b - -; 0; nothing in the own territory scores",
        "b/c/./././b/./B/C/B w - -; 1; a bridge in the opponent's territory scores 1",
        "b/./b/./././c/B/C/B w - -; 2; a castle in the opponent's territory scores 2",
        "./c/./././bb/./B/C/B w - -; 2; a high bridge scores 2",
        "b/./././././bc/B/C/B w - -; 3; a high castle scores 3",
        "./././././bbc/./B/C/B w - -; 4; a tower scores 4",
        "B/B/C/b/b/././././c w - -; 4; a castle in the opponent's moat scores 2 more",
        "B/B/C/b/./././././bc w - -; 5; a high castle in the opponent's moat scores 2 more",
        "B/B/C/././././././bbc w - -; 6; a tower in the opponent's moat scores 2 more",
        "./c/././b/b/./B/C/B w - -; 1; square 6 is White's territory, square 5 Black's"})
    void blackScoresItsPiecesInWhitesTerritory(String text, int score, String rule) {
        assertEquals(score, RetreatMatch.roundScore(position(text), Side.ONE));
    }

    @Test
    void whiteScoresItsPiecesInBlacksTerritoryTheSameWay() {
        RetreatPosition position = position("BC/./B/b/./././c/b/. b - -");
        assertEquals(6, RetreatMatch.roundScore(position, Side.TWO));
        assertEquals(3, RetreatMatch.roundScore(position, Side.ONE));
    }

    @Test
    void theWinnerWithMorePointsGainsTheDifferenceAndTheLoserNothing() {
        RetreatPosition moat = position("b/b/./././B/B/C/./c w - -");
        RetreatMatch after = RetreatMatch.begin().after(BLACK_BY_MOAT, moat);
        assertEquals(new RetreatMatch(4, 0, 2), after);
        assertEquals(new RetreatMatch.RoundResult(Optional.of(RetreatMatch.Player.FIRST), 4, false),
                RetreatMatch.begin().result(BLACK_BY_MOAT, moat));
    }

    @Test
    void aWinnerWithEqualPointsGainsOneByChampionsVictory() {
        RetreatPosition level = position("b/c/b/././././B/C/B b - -");
        assertEquals(new RetreatMatch.RoundResult(Optional.of(RetreatMatch.Player.FIRST), 1, true),
                RetreatMatch.begin().result(BLACK_BY_MOAT, level));
    }

    @Test
    void aWinnerWithFewerPointsGainsOneByChampionsVictory() {
        RetreatPosition whiteAhead = position("b/./././././bc/B/C/B w - -");
        RetreatMatch.RoundResult result = RetreatMatch.begin().result(WHITE_BLOCKS, whiteAhead);
        assertEquals(new RetreatMatch.RoundResult(Optional.of(RetreatMatch.Player.SECOND), 1, true), result);
        assertEquals(new RetreatMatch(0, 1, 2), RetreatMatch.begin().after(WHITE_BLOCKS, whiteAhead));
    }

    @Test
    void coloursSwapEveryRound() {
        RetreatMatch first = RetreatMatch.begin();
        assertEquals(Side.ONE, first.colour(RetreatMatch.Player.FIRST));
        RetreatMatch second = first.after(BLACK_BY_MOAT, RetreatPosition.start());
        assertEquals(Side.TWO, second.colour(RetreatMatch.Player.FIRST));
        assertEquals(Side.ONE, second.colour(RetreatMatch.Player.SECOND));
        // In round 2 the first player is White, so White's win is theirs.
        assertEquals(new RetreatMatch(2, 0, 3), second.after(WHITE_BLOCKS, RetreatPosition.start()));
    }

    @Test
    void aDrawnRoundScoresNothingAndIsReplayedWithColoursSwapped() {
        RetreatPosition blackAhead = position("B/B/C/b/b/././././c w - -");
        for (String reason : new String[] {Outcome.AGREEMENT, Outcome.REPETITION}) {
            RetreatMatch replay = RetreatMatch.begin().after(new Outcome.Draw(reason), blackAhead);
            assertEquals(new RetreatMatch(0, 0, 2), replay);
            assertEquals(Side.TWO, replay.colour(RetreatMatch.Player.FIRST));
        }
    }

    @Test
    void aRoundLostByResignationOrTimeIsScoredOnItsFinalPosition() {
        RetreatPosition blackFar = position("./././././B/B/C/./bbc w - -");
        for (String reason : new String[] {Outcome.RESIGNATION, Outcome.TIME}) {
            assertEquals(new RetreatMatch(6, 0, 2), RetreatMatch.begin().after(new Outcome.Win(Side.ONE, reason), blackFar));
            assertEquals(new RetreatMatch(0, 1, 2), RetreatMatch.begin().after(new Outcome.Win(Side.TWO, reason), blackFar));
        }
    }

    @Test
    void theFirstPlayerToElevenOrMoreWinsTheMatch() {
        RetreatPosition tower = position("./././././B/B/C/./bbc w - -");
        RetreatMatch match = new RetreatMatch(5, 10, 3);
        assertEquals(Optional.empty(), match.winner());
        RetreatMatch won = match.after(BLACK_BY_MOAT, tower);
        assertEquals(new RetreatMatch(11, 10, 4), won);
        assertEquals(Optional.of(RetreatMatch.Player.FIRST), won.winner());
        assertEquals(11, won.points(RetreatMatch.Player.FIRST));
        assertEquals(Optional.of(RetreatMatch.Player.SECOND), new RetreatMatch(3, 12, 9).winner());
        assertThrows(IllegalStateException.class, () -> won.after(BLACK_BY_MOAT, tower));
    }

    @Test
    void tenPointsIsNotYetAMatch() {
        assertTrue(new RetreatMatch(10, 10, 7).winner().isEmpty());
    }
}
