package games.blockade.web.archive;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** How the site writes times: in UTC, the same for every reader. */
public final class Dates {

    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("d MMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private Dates() {
    }

    public static String minute(Instant at) {
        return MINUTE.format(at);
    }

    public static String day(Instant at) {
        return DAY.format(at);
    }

    /** A span of time the way a person says it: "40 s", "12 min", "3 h 5 min", "2 days 4 h". */
    public static String span(java.time.Duration duration) {
        long seconds = Math.max(0, duration.getSeconds());
        if (seconds < 60) {
            return seconds + " s";
        }
        long minutes = seconds / 60;
        if (minutes < 60) {
            return minutes + " min";
        }
        long hours = minutes / 60;
        if (hours < 24) {
            return hours + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
        }
        long days = hours / 24;
        return days + (days == 1 ? " day" : " days") + (hours % 24 == 0 ? "" : " " + hours % 24 + " h");
    }

    /** A machine-readable time for {@code <time datetime>}. */
    public static String iso(Instant at) {
        return at.toString();
    }
}
