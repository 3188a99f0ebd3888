package games.blockade.rules.analysis;

import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The verdict rules every game shares; only the thresholds differ between games. */
class ThresholdsTest {

    private static final Thresholds SOME = new Thresholds(0.05, 0.15, 0.30);

    private static Eval.Estimate estimate(double equity) {
        return new Eval.Estimate(equity);
    }

    @Test
    void playingTheBestChoiceIsBest() {
        assertEquals(Verdict.BEST, SOME.verdict(estimate(0.2), estimate(0.2)));
        assertEquals(Verdict.BEST, SOME.verdict(new Eval.Won(3), new Eval.Won(3)));
        assertEquals(Verdict.BEST, Thresholds.EXACT.verdict(new Eval.Drawn(), new Eval.Drawn()));
    }

    @Test
    void theEquityGivenUpDecidesBetweenGoodAndBlunder() {
        assertEquals(Verdict.GOOD, SOME.verdict(estimate(0.2), estimate(0.16)));
        assertEquals(Verdict.INACCURACY, SOME.verdict(estimate(0.2), estimate(0.1)));
        assertEquals(Verdict.MISTAKE, SOME.verdict(estimate(0.2), estimate(-0.05)));
        assertEquals(Verdict.BLUNDER, SOME.verdict(estimate(0.2), estimate(-0.2)));
    }

    @Test
    void allowingAProvedLossIsAlwaysABlunder() {
        assertEquals(Verdict.BLUNDER, SOME.verdict(estimate(-0.99), new Eval.Lost(2)));
        assertEquals(Verdict.BLUNDER, new Thresholds(1, 1.5, 2).verdict(estimate(-0.9), new Eval.Lost(4)));
    }

    @Test
    void keepingTheResultAtAWorseDistanceIsAnInaccuracy() {
        assertEquals(Verdict.INACCURACY, Thresholds.EXACT.verdict(new Eval.Won(3), new Eval.Won(7)));
        assertEquals(Verdict.INACCURACY, Thresholds.EXACT.verdict(new Eval.Lost(8), new Eval.Lost(4)));
        assertEquals(Verdict.INACCURACY, SOME.verdict(new Eval.Won(1), estimate(1)));
    }

    @Test
    void inASolvedGameGivingUpAnyOfTheResultIsABlunder() {
        assertEquals(Verdict.BLUNDER, Thresholds.EXACT.verdict(new Eval.Won(9), new Eval.Drawn()));
        assertEquals(Verdict.BLUNDER, Thresholds.EXACT.verdict(new Eval.Drawn(), new Eval.Lost(30)));
    }

    @Test
    void provedResultsRankAroundEstimates() {
        assertTrue(new Eval.Won(40).betterThan(estimate(1)));
        assertTrue(new Eval.Won(1).betterThan(new Eval.Won(3)));
        assertTrue(new Eval.Lost(9).betterThan(new Eval.Lost(2)));
        assertTrue(estimate(-1).betterThan(new Eval.Lost(100)));
    }

    @Test
    void accuracyIsTheMeanCreditOfTheJudgedDecisionsLeavingForcedOnesOut() {
        List<Entry> entries = List.of(
                new Entry.Judgement(1, 1, Side.ONE, "a", estimate(0), estimate(0), "a", Verdict.BEST, false),
                new Entry.Judgement(3, 3, Side.ONE, "b", estimate(0), estimate(-1), "c", Verdict.BLUNDER, false),
                new Entry.Judgement(5, 5, Side.ONE, "d", estimate(0), estimate(0), "d", Verdict.BEST, true),
                new Entry.Judgement(2, 2, Side.TWO, "e", estimate(0), estimate(0), "e", Verdict.BEST, false));
        Tally one = Tally.of(Side.ONE, entries);
        assertEquals(50.0, one.accuracy().getAsDouble(), 1e-9);
        assertEquals(1, one.count(Verdict.BEST));
        assertEquals(1, one.count(Verdict.BLUNDER));
    }
}
