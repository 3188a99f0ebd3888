package games.blockade.bot.service;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The move clock's policy: how long a move may take unless the challenge said otherwise, and when
 * the player to move is reminded. Every move gives the opponent a whole clock again (the store
 * moves the deadline); reminders go out at 24 hours and at 1 hour left, those that fall in the
 * second half of the clock, or at a quarter of the clock when neither does.
 */
public final class MoveClocks {

    public static final Duration DEFAULT = Duration.ofDays(3);
    private static final List<Duration> LEADS = List.of(Duration.ofHours(24), Duration.ofHours(1));

    private MoveClocks() {
    }

    /** The clock a game starts with: the challenge's own, else the default. */
    public static Duration perMove(Optional<Duration> chosen) {
        return chosen.orElse(DEFAULT);
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
}
