package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import games.blockade.rules.Rejection;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MoveClockTest {

    private static final Duration DAY = Duration.ofDays(1);
    private static final Duration HOUR = Duration.ofHours(1);

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

    @Test
    void remindersComeAtADayAndAnHourLeftWhenThoseFallInTheClocksSecondHalf() {
        assertEquals(List.of(DAY, HOUR), MoveClock.leads(Duration.ofDays(3)));
        assertEquals(List.of(DAY, HOUR), MoveClock.leads(Duration.ofDays(2)));
        assertEquals(List.of(HOUR), MoveClock.leads(DAY), "a day's clock would be reminded at its very start");
        assertEquals(List.of(HOUR), MoveClock.leads(Duration.ofHours(2)));
    }

    @Test
    void aShortClockIsRemindedAtAQuarter() {
        assertEquals(List.of(Duration.ofMinutes(15)), MoveClock.leads(HOUR));
        assertEquals(List.of(Duration.ofMinutes(22).plusSeconds(30)), MoveClock.leads(Duration.ofMinutes(90)));
    }

    @Test
    void eachReminderIsDueOnceAndAfterAPauseOnlyTheMostUrgent() {
        Duration clock = Duration.ofDays(3);
        assertEquals(Optional.empty(), MoveClock.dueReminder(clock, Duration.ofHours(25), Set.of()));
        assertEquals(Optional.of(DAY), MoveClock.dueReminder(clock, Duration.ofHours(23), Set.of()));
        assertEquals(Optional.empty(), MoveClock.dueReminder(clock, Duration.ofHours(23), Set.of(DAY)));
        assertEquals(Optional.of(HOUR), MoveClock.dueReminder(clock, Duration.ofMinutes(59), Set.of(DAY)));
        assertEquals(Optional.of(HOUR), MoveClock.dueReminder(clock, Duration.ofMinutes(30), Set.of()),
                "a bot that was down while both passed sends only the hour's");
        assertEquals(Optional.empty(), MoveClock.dueReminder(clock, Duration.ofMinutes(30), Set.of(HOUR)));
        assertEquals(Optional.empty(), MoveClock.dueReminder(clock, Duration.ofHours(20), Set.of(HOUR)),
                "never a day's reminder after the hour's");
    }
}
