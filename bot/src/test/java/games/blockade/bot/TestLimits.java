package games.blockade.bot;

import games.blockade.bot.discord.Limits;
import games.blockade.bot.service.RateLimit;
import java.time.Clock;
import java.time.Duration;

/** Limits no test's players reach, for tests about something else than the rate limits. */
public final class TestLimits {

    private TestLimits() {
    }

    public static RateLimit unlimited() {
        return new RateLimit(100_000, Duration.ofMillis(1), Clock.systemUTC());
    }

    /** No rate limit, and the handlers a store pool of {@code poolSize} connections allows. */
    public static Limits forPool(int poolSize) {
        return new Limits(unlimited(), unlimited(), Limits.standard(poolSize).handlers());
    }
}
