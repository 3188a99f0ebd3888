package games.blockade.bot.analysis;

import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;

/**
 * Background work's manners: before each unit of its work it is held while the process works for
 * people ({@code working} above zero: interactions answered, owed posts delivered, computer moves)
 * and for {@link #LINGER_NANOS} after, since an answer is sent by JDA's threads after its handler
 * returns and the owed posts follow it. It is held no more than half of any {@link #WINDOW_NANOS},
 * so that a steady stream of commands cannot stop it altogether. One thread uses one of these.
 */
final class Yielding implements Runnable {

    /** The window in which the work is held at most half of the time. */
    static final long WINDOW_NANOS = 2_000_000_000L;
    static final long LINGER_NANOS = 50_000_000L;

    private final IntSupplier working;
    private final BooleanSupplier running;
    private long heldInWindow;
    private long windowStart = System.nanoTime();
    private long lastWorking = System.nanoTime() - LINGER_NANOS - 1;

    Yielding(IntSupplier working, BooleanSupplier running) {
        this.working = working;
        this.running = running;
    }

    @Override
    public void run() {
        if (!due(System.nanoTime())) {
            return;
        }
        long now = System.nanoTime();
        if (now - windowStart > WINDOW_NANOS) {
            windowStart = now;
            heldInWindow = 0;
        }
        while (running.getAsBoolean() && heldInWindow < WINDOW_NANOS / 2) {
            long before = System.nanoTime();
            if (!due(before)) {
                return;
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            heldInWindow += System.nanoTime() - before;
        }
    }

    /** Whether the process works for people now, or did within the linger. */
    private boolean due(long now) {
        if (working.getAsInt() > 0) {
            lastWorking = now;
            return true;
        }
        return now - lastWorking <= LINGER_NANOS;
    }
}
