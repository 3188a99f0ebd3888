package games.blockade.web.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DatesTest {

    @Test
    void timesAreWrittenInUtcToTheMinuteAndDaysWithTheMonthsShortName() {
        assertThat(Dates.minute(Instant.parse("2026-03-07T09:05:59Z"))).isEqualTo("7 Mar 2026, 09:05 UTC");
        assertThat(Dates.minute(Instant.parse("2025-12-31T23:59:00Z"))).isEqualTo("31 Dec 2025, 23:59 UTC");
        assertThat(Dates.day(Instant.parse("2026-11-01T00:00:00Z"))).isEqualTo("1 Nov 2026");
    }

    @Test
    void theyReadAsTheFormatterPatternsTheSiteUsedToWriteThemWith() {
        DateTimeFormatter minute = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
                .withZone(ZoneOffset.UTC);
        DateTimeFormatter day = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH).withZone(ZoneOffset.UTC);
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 10_000; i++) {
            Instant at = Instant.ofEpochSecond(random.nextLong(-62_000_000_000L, 250_000_000_000L));
            assertThat(Dates.minute(at)).as(at.toString()).isEqualTo(minute.format(at));
            assertThat(Dates.day(at)).as(at.toString()).isEqualTo(day.format(at));
        }
    }
}
