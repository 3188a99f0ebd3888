package games.blockade.bot.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
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

    @Test
    void aThreadMadeBeforeItsMakerLowersItselfKeepsThePriorityOfTheProcess() throws Exception {
        assumeTrue(Files.exists(Path.of("/proc/thread-self/stat")), "a system that tells a thread's nice value");
        OptionalInt before = Niceness.currentThread();
        AtomicReference<OptionalInt> beside = new AtomicReference<>();
        Thread thread = new Thread(() -> {
            ExecutorService writes = Niceness.threadAtThisPriority("writes");
            try {
                assertTrue(Niceness.lowerCurrentThread());
                beside.set(writes.submit(Niceness::currentThread).get());
            } catch (InterruptedException | ExecutionException e) {
                throw new IllegalStateException(e);
            } finally {
                writes.shutdown();
            }
        });
        thread.start();
        thread.join();

        assertEquals(before, beside.get());
    }
}
