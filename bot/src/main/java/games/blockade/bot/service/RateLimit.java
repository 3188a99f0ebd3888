package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How often one person may act: a bucket of {@code burst} actions per person, refilled at one
 * action per {@code refill}. Kept in the process's memory: a person's interactions reach the
 * process that runs their guild's shard, so each process limits the people it serves.
 */
public final class RateLimit {

    private final int burst;
    private final Duration refill;
    private final Clock clock;
    private final ConcurrentHashMap<Long, Bucket> buckets = new ConcurrentHashMap<>();

    /** The tokens left at an instant; a full bucket is the same as no bucket, so it is dropped. */
    private record Bucket(double tokens, Instant at) {
    }

    public RateLimit(int burst, Duration refill, Clock clock) {
        if (burst < 1 || refill.isZero() || refill.isNegative()) {
            throw new IllegalArgumentException("a rate limit needs a burst of at least 1 and a positive refill");
        }
        this.burst = burst;
        this.refill = refill;
        this.clock = clock;
    }

    /** Ten actions at once, then one every two seconds: far above a person's play, far below a script's. */
    public static RateLimit standard(Clock clock) {
        return new RateLimit(10, Duration.ofSeconds(2), clock);
    }

    /** Takes one action from the person's bucket; empty if allowed, else how long until the next is. */
    public Optional<Duration> take(long discordId) {
        Instant now = clock.instant();
        Duration[] wait = {Duration.ZERO};
        buckets.compute(discordId, (id, bucket) -> {
            double tokens = bucket == null ? burst
                    : Math.min(burst, bucket.tokens() + (double) Duration.between(bucket.at(), now).toNanos()
                            / refill.toNanos());
            if (tokens >= 1) {
                return new Bucket(tokens - 1, now);
            }
            wait[0] = Duration.ofNanos((long) Math.ceil((1 - tokens) * refill.toNanos()));
            return new Bucket(tokens, now);
        });
        return wait[0].isZero() ? Optional.empty() : Optional.of(wait[0]);
    }

    /** Forgets people whose buckets have refilled, so memory follows the active people only. */
    public void forgetIdle() {
        Instant now = clock.instant();
        buckets.values().removeIf(b -> b.at().plus(refill.multipliedBy(burst)).isBefore(now));
    }

    /** The refusal for someone who must wait {@code wait}, with Discord's relative timestamp of when. */
    public Result.Refused refusal(Duration wait) {
        long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
        Instant retry = clock.instant().plus(Duration.ofSeconds(seconds));
        return new Result.Refused(Texts.reply("refused.rate-limit", burst, refill.toSeconds(), seconds,
                String.valueOf(retry.getEpochSecond())));
    }
}
