package games.blockade.fakediscord;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/** Discord ids: milliseconds since Discord's epoch in the high bits, so an id also tells its creation time. */
public final class Snowflakes {
    public static final long DISCORD_EPOCH_MILLIS = 1_420_070_400_000L;
    private static final AtomicLong LAST = new AtomicLong();

    private Snowflakes() {
    }

    /** A fresh id for the current time; strictly increasing so two ids never collide. */
    public static long next() {
        long now = (System.currentTimeMillis() - DISCORD_EPOCH_MILLIS) << 22;
        return LAST.updateAndGet(previous -> Math.max(previous + 1, now));
    }

    public static Instant time(long id) {
        return Instant.ofEpochMilli((id >>> 22) + DISCORD_EPOCH_MILLIS);
    }

    /** The shard that receives a guild's events, as Discord computes it. */
    public static int shardOf(long guildId, int shardCount) {
        return (int) ((guildId >>> 22) % shardCount);
    }
}
