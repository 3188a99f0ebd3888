package games.blockade.bot.service;

import games.blockade.rules.Rejection;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The time each player has for a move, as people type it: {@code 36h}, {@code 2d}, {@code 1d 12h},
 * {@code 3 days}. From one hour to seven days; three days unless the challenger says otherwise.
 */
public final class MoveClock {

    public static final Duration SHORTEST = Duration.ofHours(1);
    public static final Duration LONGEST = Duration.ofDays(7);
    public static final Duration DEFAULT = Duration.ofDays(3);
    /** What the clock option offers as one starts typing. */
    public static final List<String> SUGGESTED = List.of("1h", "6h", "12h", "1d", "2d", "3d", "5d", "7d");

    private static final Pattern TEXT = Pattern.compile(
            "(?:(\\d{1,4})\\s*d(?:ays?)?)?\\s*(?:(\\d{1,4})\\s*h(?:ours?)?)?");

    private MoveClock() {
    }

    public static Duration parse(String typed) throws Rejection {
        String text = typed.strip().toLowerCase(Locale.ROOT);
        Matcher matcher = TEXT.matcher(text);
        if (text.isEmpty() || !matcher.matches()) {
            throw new Rejection("'" + typed + "' is not a move clock; write hours or days, e.g. 12h, 3d or 1d 12h");
        }
        Duration clock = Duration.ofDays(number(matcher.group(1))).plusHours(number(matcher.group(2)));
        if (clock.compareTo(SHORTEST) < 0 || clock.compareTo(LONGEST) > 0) {
            throw new Rejection("a move clock is from 1 hour to 7 days per move, not " + describe(clock));
        }
        return clock;
    }

    /** A clock as people say it: "3 days", "1 day 12 hours", "36 hours" is "1 day 12 hours". */
    public static String describe(Duration clock) {
        long days = clock.toDays();
        long hours = clock.minusDays(days).toHours();
        String dayText = days == 0 ? "" : days + (days == 1 ? " day" : " days");
        String hourText = hours == 0 ? "" : hours + (hours == 1 ? " hour" : " hours");
        String both = (dayText + " " + hourText).strip();
        return both.isEmpty() ? "0 hours" : both;
    }

    private static long number(String digits) {
        return digits == null ? 0 : Long.parseLong(digits);
    }
}
