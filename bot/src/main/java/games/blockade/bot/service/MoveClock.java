package games.blockade.bot.service;

import games.blockade.bot.language.Messages;
import games.blockade.bot.language.Texts;
import games.blockade.rules.Rejection;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The time each player has for a move, as people type it: {@code 36h}, {@code 2d}, {@code 1d 12h},
 * {@code 3 days}. From one hour to seven days; three days unless the challenger says otherwise.
 * Every move gives the opponent a whole clock again (the store moves the deadline); the player to
 * move is reminded at 24 hours and at 1 hour left, those that fall in the second half of the clock,
 * or at a quarter of the clock when neither does.
 */
public final class MoveClock {

    public static final Duration SHORTEST = Duration.ofHours(1);
    public static final Duration LONGEST = Duration.ofDays(7);
    public static final Duration DEFAULT = Duration.ofDays(3);
    /** What the clock option offers as one starts typing. */
    public static final List<String> SUGGESTED = List.of("1h", "6h", "12h", "1d", "2d", "3d", "5d", "7d");

    private static final List<Duration> LEADS = List.of(Duration.ofHours(24), Duration.ofHours(1));
    private static final Pattern TEXT = Pattern.compile(
            "(?:(\\d{1,4})\\s*d(?:ays?)?)?\\s*(?:(\\d{1,4})\\s*h(?:ours?)?)?");

    private MoveClock() {
    }

    public static Duration parse(String typed) throws Rejection {
        String text = typed.strip().toLowerCase(Locale.ROOT);
        Matcher matcher = TEXT.matcher(text);
        if (text.isEmpty() || !matcher.matches()) {
            throw new Rejection(Texts.reply("refused.clock-format", typed));
        }
        Duration clock = Duration.ofDays(number(matcher.group(1))).plusHours(number(matcher.group(2)));
        if (clock.compareTo(SHORTEST) < 0 || clock.compareTo(LONGEST) > 0) {
            throw new Rejection(Texts.reply("refused.clock-range", describe(Texts.person(), clock)));
        }
        return clock;
    }

    /** A clock as people say it, in what is posted: "3 days", "1 day 12 hours", "36 hours" is "1 day 12 hours". */
    public static String describe(Duration clock) {
        return describe(Texts.place(), clock);
    }

    /** A clock as people say it in {@code words}' language. */
    public static String describe(Messages words, Duration clock) {
        long days = clock.toDays();
        long hours = clock.minusDays(days).toHours();
        if (days == 0) {
            return words.text("clock.hours", hours);
        }
        return hours == 0 ? words.text("clock.days", days)
                : words.text("clock.days-hours", words.text("clock.days", days), words.text("clock.hours", hours));
    }

    /** How long before the deadline the player to move is reminded, longest lead first. */
    public static List<Duration> leads(Duration perMove) {
        Duration half = perMove.dividedBy(2);
        List<Duration> leads = LEADS.stream().filter(lead -> lead.compareTo(half) <= 0).toList();
        return leads.isEmpty() ? List.of(perMove.dividedBy(4)) : leads;
    }

    /**
     * The reminder due with {@code left} before the deadline, unless one as urgent or more was sent:
     * after a pause only the most urgent one goes out, never a stale earlier one.
     */
    public static Optional<Duration> dueReminder(Duration perMove, Duration left, Set<Duration> sent) {
        Optional<Duration> due = leads(perMove).stream().filter(lead -> left.compareTo(lead) <= 0)
                .min(Duration::compareTo);
        return due.filter(lead -> sent.stream().noneMatch(s -> s.compareTo(lead) <= 0));
    }

    /** The longest lead of any clock, how far ahead the scheduler looks for deadlines. */
    static Duration longestLead() {
        return LEADS.get(0);
    }

    private static long number(String digits) {
        return digits == null ? 0 : Long.parseLong(digits);
    }
}
