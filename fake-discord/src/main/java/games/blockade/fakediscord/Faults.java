package games.blockade.fakediscord;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What goes wrong in Discord, on a test's word: a channel the bot may no longer post in (403), or a
 * stretch of failing requests to channels (429 with a wait, or 5xx). A deleted channel needs no
 * fault: the world forgets it, and asking for it answers 404 Unknown Channel.
 */
final class Faults {

    /** How long a 429 asks the bot to wait. */
    static final double RETRY_AFTER_SECONDS = 0.2;

    private static final Pattern CHANNEL = Pattern.compile("/api/v\\d+/channels/(\\d+)(/.*)?");

    private final Map<Long, Boolean> forbidden = new ConcurrentHashMap<>();
    private final AtomicInteger failing = new AtomicInteger();
    private volatile int failWith = 500;

    /** The bot may no longer see or post in {@code channelId}. */
    void forbid(long channelId) {
        forbidden.put(channelId, true);
    }

    void allow(long channelId) {
        forbidden.remove(channelId);
    }

    /** The next {@code count} requests about channels fail with {@code status} (429, or 500 to 504). */
    void fail(int count, int status) {
        failWith = status;
        failing.set(count);
    }

    /** Throws the refusal a request meets, if any. */
    void check(String method, String path) {
        Matcher channel = CHANNEL.matcher(path);
        if (!channel.matches()) {
            return;
        }
        if (failing.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            throw failWith == 429 ? new BadRequest(429, 0, "You are being rate limited.")
                    : new BadRequest(failWith, 0, failWith + ": Discord is having trouble");
        }
        if (forbidden.containsKey(Long.parseUnsignedLong(channel.group(1)))) {
            throw new BadRequest(403, 50_013, "Missing Permissions");
        }
    }
}
