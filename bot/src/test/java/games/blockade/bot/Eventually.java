package games.blockade.bot;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** What other threads and processes do, waited for in tests: read again until it is done, or fail. */
public final class Eventually {

    private Eventually() {
    }

    /** The first value {@code read} gives that is {@code done}, within {@code wait}; else a failure naming {@code what}. */
    public static <T> T value(Duration wait, Supplier<T> read, Predicate<T> done, String what) {
        Instant until = Instant.now().plus(wait);
        T value = read.get();
        while (!done.test(value)) {
            if (Instant.now().isAfter(until)) {
                throw new AssertionError("not " + what + " within " + wait + ": " + value);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
            value = read.get();
        }
        return value;
    }
}
