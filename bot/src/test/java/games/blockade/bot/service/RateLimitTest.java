package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import games.blockade.store.Hands;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RateLimitTest {

    @Test
    void aBurstIsAllowedThenOneActionPerRefill() {
        Hands clock = new Hands(Instant.parse("2026-11-21T12:00:00Z"));
        RateLimit limit = new RateLimit(3, Duration.ofSeconds(2), clock);
        for (int i = 0; i < 3; i++) {
            assertEquals(Optional.empty(), limit.take(1));
        }
        assertEquals(Optional.of(Duration.ofSeconds(2)), limit.take(1));
        assertEquals(Optional.empty(), limit.take(2), "each person has their own bucket");

        clock.advance(Duration.ofMillis(500));
        assertEquals(Optional.of(Duration.ofMillis(1500)), limit.take(1));
        clock.advance(Duration.ofMillis(1500));
        assertEquals(Optional.empty(), limit.take(1));
        assertEquals(Optional.of(Duration.ofSeconds(2)), limit.take(1));
    }

    @Test
    void refusedAttemptsDoNotCountAgainstThePerson() {
        Hands clock = new Hands(Instant.parse("2026-11-21T12:00:00Z"));
        RateLimit limit = new RateLimit(1, Duration.ofSeconds(10), clock);
        limit.take(7);
        for (int i = 0; i < 5; i++) {
            limit.take(7);
        }
        clock.advance(Duration.ofSeconds(10));
        assertEquals(Optional.empty(), limit.take(7));
    }

    @Test
    void theRefusalSaysWhenToTryAgain() {
        Hands clock = new Hands(Instant.parse("2026-11-21T12:00:00Z"));
        RateLimit limit = new RateLimit(10, Duration.ofSeconds(2), clock);
        assertEquals(new Result.Refused("you are acting faster than the bot allows (10 actions at once, then one"
                        + " every 2 s); try again in 2 seconds (<t:" + (clock.instant().getEpochSecond() + 2) + ":R>)"),
                limit.refusal(Duration.ofMillis(1001)));
        assertThrows(IllegalArgumentException.class, () -> new RateLimit(0, Duration.ofSeconds(1), clock));
    }
}
