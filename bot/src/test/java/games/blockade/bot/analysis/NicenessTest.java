package games.blockade.bot.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class NicenessTest {

    @Test
    void aThreadLowersItselfAloneToTheLowestPriority() throws InterruptedException {
        assumeTrue(Files.exists(Path.of("/proc/thread-self/stat")), "a system that tells a thread's nice value");
        OptionalInt before = Niceness.currentThread();
        AtomicReference<OptionalInt> lowered = new AtomicReference<>();
        Thread thread = new Thread(() -> {
            assertTrue(Niceness.lowerCurrentThread());
            lowered.set(Niceness.currentThread());
        });
        thread.start();
        thread.join();

        assertEquals(OptionalInt.of(Niceness.LOWEST), lowered.get());
        assertEquals(before, Niceness.currentThread(), "the other threads keep theirs");
    }
}
