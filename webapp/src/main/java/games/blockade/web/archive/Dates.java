package games.blockade.web.archive;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * How the site writes times: in UTC, the same for every reader. Written field by field rather than
 * through a formatter: a long game's page writes the time of each of its hundreds of moves.
 */
public final class Dates {

    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec"};

    private Dates() {
    }

    /** "7 Mar 2026, 09:05 UTC". */
    public static String minute(Instant at) {
        LocalDateTime time = LocalDateTime.ofEpochSecond(at.getEpochSecond(), 0, ZoneOffset.UTC);
        StringBuilder text = day(new StringBuilder(24), time).append(", ");
        return twoDigits(twoDigits(text, time.getHour()).append(':'), time.getMinute()).append(" UTC").toString();
    }

    /** "7 Mar 2026". */
    public static String day(Instant at) {
        return day(new StringBuilder(12), LocalDateTime.ofEpochSecond(at.getEpochSecond(), 0, ZoneOffset.UTC))
                .toString();
    }

    private static StringBuilder day(StringBuilder text, LocalDateTime time) {
        text.append(time.getDayOfMonth()).append(' ').append(MONTHS[time.getMonthValue() - 1]).append(' ');
        String year = Integer.toString(time.getYear());
        return text.append("0".repeat(Math.max(0, 4 - year.length()))).append(year);
    }

    private static StringBuilder twoDigits(StringBuilder text, int value) {
        return text.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
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
