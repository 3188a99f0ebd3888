package games.blockade.web.infrastructure;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;

/**
 * Which keys were asked for before: the door to a cache that keeps a thing only from its second
 * asking on. Most archive pages are read once (someone browsing); keeping each of those for an hour
 * filled the heap with answers nobody asked for again, which the collector copied out of its young
 * generation and later cleared from its old one, in pauses the next requests waited for. A page
 * that is asked for again (a link shared in a channel, a replay stepping through its boards) is
 * made twice and kept from then on.
 */
public final class AskedBefore<K> {

    /** Keys only: a few megabytes at most. */
    private static final long REMEMBERED = 100_000;

    private final Cache<K, Boolean> asked;

    public AskedBefore(Duration remembered) {
        asked = Caffeine.newBuilder().maximumSize(REMEMBERED).expireAfterWrite(remembered).build();
    }

    /** Whether the key was asked for before, within the time remembered; remembers this asking. */
    public boolean again(K key) {
        return asked.asMap().putIfAbsent(key, Boolean.TRUE) != null;
    }
}
