package games.blockade.bot.discord;

import games.blockade.bot.service.RateLimit;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * How much one bot process takes on: {@code actions} limits each person's commands and buttons,
 * {@code typing} their autocomplete requests, and {@code handlers} interactions are handled side by
 * side.
 */
public record Limits(RateLimit actions, RateLimit typing, int handlers) {

    public Limits {
        Objects.requireNonNull(actions);
        Objects.requireNonNull(typing);
        if (handlers < 1) {
            throw new IllegalArgumentException("a bot needs at least one handler, not " + handlers);
        }
    }

    /**
     * The production limits for a store pool of {@code poolSize} connections. An action may hold two
     * of the store's connections at once (a transaction that reads a name), so at most
     * {@code poolSize - 2} handlers run, leaving one for the clocks: more could each hold one and all
     * wait for a second.
     */
    public static Limits standard(int poolSize) {
        return new Limits(RateLimit.standard(Clock.systemUTC()),
                new RateLimit(40, Duration.ofMillis(250), Clock.systemUTC()), Math.max(1, poolSize - 2));
    }
}
