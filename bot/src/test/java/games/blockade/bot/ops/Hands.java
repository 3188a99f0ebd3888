package games.blockade.bot.ops;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock the test moves by hand, shared by every bot process of a test. */
final class Hands extends Clock {
    private volatile Instant now;

    Hands(Instant start) {
        this.now = start;
    }

    static Hands now() {
        return new Hands(Instant.now());
    }

    synchronized void advance(Duration by) {
        now = now.plus(by);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the test's clock is in UTC");
    }

    @Override
    public Instant instant() {
        return now;
    }
}
