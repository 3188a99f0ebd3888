package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MoveClocksTest {

    private static final Duration DAY = Duration.ofDays(1);
    private static final Duration HOUR = Duration.ofHours(1);

    @Test
    void aGameWithoutAChosenClockGetsThreeDaysPerMove() {
        assertEquals(Duration.ofDays(3), MoveClocks.perMove(Optional.empty()));
        assertEquals(HOUR, MoveClocks.perMove(Optional.of(HOUR)));
    }

    @Test
    void remindersComeAtADayAndAnHourLeftWhenThoseFallInTheClocksSecondHalf() {
        assertEquals(List.of(DAY, HOUR), MoveClocks.leads(Duration.ofDays(3)));
        assertEquals(List.of(DAY, HOUR), MoveClocks.leads(Duration.ofDays(2)));
        assertEquals(List.of(HOUR), MoveClocks.leads(DAY), "a day's clock would be reminded at its very start");
        assertEquals(List.of(HOUR), MoveClocks.leads(Duration.ofHours(2)));
    }

    @Test
    void aShortClockIsRemindedAtAQuarter() {
        assertEquals(List.of(Duration.ofMinutes(15)), MoveClocks.leads(HOUR));
        assertEquals(List.of(Duration.ofMinutes(22).plusSeconds(30)), MoveClocks.leads(Duration.ofMinutes(90)));
    }

    @Test
    void eachReminderIsDueOnceAndAfterAPauseOnlyTheMostUrgent() {
        Duration clock = Duration.ofDays(3);
        assertEquals(Optional.empty(), MoveClocks.dueReminder(clock, Duration.ofHours(25), Set.of()));
        assertEquals(Optional.of(DAY), MoveClocks.dueReminder(clock, Duration.ofHours(23), Set.of()));
        assertEquals(Optional.empty(), MoveClocks.dueReminder(clock, Duration.ofHours(23), Set.of(DAY)));
        assertEquals(Optional.of(HOUR), MoveClocks.dueReminder(clock, Duration.ofMinutes(59), Set.of(DAY)));
        assertEquals(Optional.of(HOUR), MoveClocks.dueReminder(clock, Duration.ofMinutes(30), Set.of()),
                "a bot that was down while both passed sends only the hour's");
        assertEquals(Optional.empty(), MoveClocks.dueReminder(clock, Duration.ofMinutes(30), Set.of(HOUR)));
        assertEquals(Optional.empty(), MoveClocks.dueReminder(clock, Duration.ofHours(20), Set.of(HOUR)),
                "never a day's reminder after the hour's");
    }
}
