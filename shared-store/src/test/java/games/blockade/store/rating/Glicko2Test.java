package games.blockade.store.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {

    /** Glickman's tau for his worked example. */
    private final Glicko2 example = new Glicko2(0.5, Duration.ofDays(1), new Glicko2.Rating(1500, 350, 0.06));

    /** "Example of the Glicko-2 system", section "Example calculation": 1464.06, 151.52, 0.05999. */
    @Test
    void glickmansWorkedExample() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);

        Glicko2.Rating after = example.rate(player, List.of(
                new Glicko2.Result(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Result(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Result(new Glicko2.Rating(1700, 300, 0.06), 0)));

        // The paper rounds mu' to -0.2069 before converting back, giving 1464.06; unrounded it is 1464.0507.
        assertEquals(-0.2069, Math.round((after.rating() - 1500) / 173.7178 * 10_000) / 10_000.0, 1e-12);
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.005);
        // The paper shows 0.05999 for 0.0599960, cut off after five decimals.
        assertEquals(0.05999, after.volatility(), 0.00001);
        assertEquals(0.05999, Math.floor(after.volatility() * 100_000) / 100_000, 1e-12);
    }

    /** Glickman's step 6 for a player who did not compete: only the deviation grows. */
    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);

        Glicko2.Rating after = example.rate(player, List.of());

        assertEquals(1500, after.rating(), 1e-9);
        assertEquals(Math.sqrt(Math.pow(200 / 173.7178, 2) + 0.06 * 0.06) * 173.7178, after.deviation(), 1e-9);
        assertEquals(0.06, after.volatility(), 1e-12);
    }

    @Test
    void idleTimeWidensTheDeviationByThePeriodsElapsedUpToTheNewcomersDeviation() {
        Glicko2.Rating settled = new Glicko2.Rating(1800, 50, 0.06);

        Glicko2.Rating tenDays = example.idle(settled, Duration.ofDays(10));
        Glicko2.Rating tenYears = example.idle(settled, Duration.ofDays(3650));

        assertEquals(Math.sqrt(Math.pow(50 / 173.7178, 2) + 10 * 0.06 * 0.06) * 173.7178, tenDays.deviation(), 1e-9);
        assertEquals(1800, tenDays.rating(), 1e-9);
        assertEquals(350, tenYears.deviation(), 1e-9);
    }

    @Test
    void aDrawBetweenEqualsChangesNoRatingButNarrowsBothDeviations() {
        Glicko2.Rating even = new Glicko2.Rating(1500, 350, 0.06);

        Glicko2.Rating after = Glicko2.STANDARD.rate(even, List.of(new Glicko2.Result(even, 0.5)));

        assertEquals(1500, after.rating(), 1e-9);
        assertTrue(after.deviation() < 350);
    }

    @Test
    void aScoreIsAWinADrawOrALoss() {
        Glicko2.Rating even = Glicko2.STANDARD.initial();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Glicko2.Result(even, 0.7));
        assertEquals("a score is 0, 0.5 or 1, not 0.7", e.getMessage());
    }
}
