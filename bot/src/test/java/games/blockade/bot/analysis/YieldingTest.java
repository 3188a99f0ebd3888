package games.blockade.bot.analysis;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class YieldingTest {

    private static final long MS = 1_000_000L;

    @Test
    void work_goes_on_at_once_while_the_process_does_nothing_for_people() {
        Yielding yielding = new Yielding(() -> 0, () -> true);

        long held = held(yielding);

        assertTrue(held < Yielding.LINGER_NANOS / 2, held + " ns");
    }

    @Test
    void work_is_held_while_the_process_works_for_people_and_for_the_linger_after() throws InterruptedException {
        AtomicInteger working = new AtomicInteger(1);
        Yielding yielding = new Yielding(working::get, () -> true);
        Thread done = new Thread(() -> {
            sleep(100);
            working.set(0);
        });
        done.start();

        long held = held(yielding);
        done.join();

        // Held through the 100 ms of work, then the linger from the last check that saw it (checks 2 ms apart).
        assertTrue(held >= 100 * MS + Yielding.LINGER_NANOS - 10 * MS, held + " ns");
    }

    @Test
    void work_seen_at_the_last_check_holds_the_next_unit_for_the_linger() {
        int[] checks = {0};
        // Working at the first check only: the answer's handler has just returned.
        Yielding yielding = new Yielding(() -> checks[0]++ == 0 ? 1 : 0, () -> true);

        long held = held(yielding);

        assertTrue(held >= Yielding.LINGER_NANOS && held < Yielding.WINDOW_NANOS / 2, held + " ns");
    }

    @Test
    void a_steady_stream_of_work_for_people_holds_the_work_no_more_than_half_of_a_window() {
        Yielding yielding = new Yielding(() -> 1, () -> true);

        long held = held(yielding);

        assertTrue(held >= Yielding.WINDOW_NANOS / 2 && held < Yielding.WINDOW_NANOS / 2 + 200 * MS, held + " ns");
        long next = held(yielding);
        assertTrue(next < 20 * MS, "the rest of the window is the work's, yet it was held " + next + " ns");
    }

    @Test
    void a_stopping_worker_is_not_held() {
        Yielding yielding = new Yielding(() -> 1, () -> false);

        long held = held(yielding);
        assertTrue(held < 20 * MS, held + " ns");
    }

    private static long held(Yielding yielding) {
        long start = System.nanoTime();
        yielding.run();
        return System.nanoTime() - start;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
