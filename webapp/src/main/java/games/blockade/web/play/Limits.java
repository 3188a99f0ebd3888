package games.blockade.web.play;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Rate limits of the player's pages, counted per key (an address, a session) in windows of a
 * minute: enough for a person playing, too few to guess a pass or to flood the store with moves.
 */
@ApplicationScoped
public class Limits {

    /** Passes opened per client address and minute. */
    static final int OPENINGS = 10;
    /** Moves sent, and steps of a turn asked for, per session and minute. */
    static final int MOVES = 30;
    static final int STEPS = 300;

    private final Cache<String, AtomicInteger> counts = Caffeine.newBuilder()
            .expireAfterWrite(Duration.ofMinutes(1)).maximumSize(100_000).build();

    /** Whether one more request of {@code kind} by {@code who} is allowed this minute. */
    boolean allow(String kind, String who, int perMinute) {
        long minute = System.currentTimeMillis() / 60_000;
        return counts.get(kind + " " + who + " " + minute, key -> new AtomicInteger()).incrementAndGet() <= perMinute;
    }
}
