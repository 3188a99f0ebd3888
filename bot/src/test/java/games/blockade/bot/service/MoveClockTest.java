package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import games.blockade.rules.Rejection;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class MoveClockTest {

    @Test
    void aClockIsWrittenInHoursOrDaysOrBoth() throws Rejection {
        assertEquals(Duration.ofHours(36), MoveClock.parse("36h"));
        assertEquals(Duration.ofDays(2), MoveClock.parse("2d"));
        assertEquals(Duration.ofHours(36), MoveClock.parse("1d 12h"));
        assertEquals(Duration.ofDays(3), MoveClock.parse(" 3 Days "));
        assertEquals(Duration.ofHours(1), MoveClock.parse("1 hour"));
    }

    @Test
    void theClockRunsFromOneHourToSevenDaysInclusive() throws Rejection {
        assertEquals(MoveClock.SHORTEST, MoveClock.parse("1h"));
        assertEquals(MoveClock.LONGEST, MoveClock.parse("7d"));
        assertEquals("a move clock is from 1 hour to 7 days per move, not 7 days 1 hour",
                assertThrows(Rejection.class, () -> MoveClock.parse("7d 1h")).getMessage());
        assertEquals("a move clock is from 1 hour to 7 days per move, not 0 hours",
                assertThrows(Rejection.class, () -> MoveClock.parse("0h")).getMessage());
    }

    @Test
    void textThatIsNoClockSaysHowToWriteOne() {
        assertEquals("'soon' is not a move clock; write hours or days, e.g. 12h, 3d or 1d 12h",
                assertThrows(Rejection.class, () -> MoveClock.parse("soon")).getMessage());
        assertEquals("'' is not a move clock; write hours or days, e.g. 12h, 3d or 1d 12h",
                assertThrows(Rejection.class, () -> MoveClock.parse("")).getMessage());
    }

    @Test
    void aClockIsDescribedAsPeopleSayIt() {
        assertEquals("3 days", MoveClock.describe(Duration.ofDays(3)));
        assertEquals("1 day 12 hours", MoveClock.describe(Duration.ofHours(36)));
        assertEquals("1 hour", MoveClock.describe(Duration.ofHours(1)));
    }
}
