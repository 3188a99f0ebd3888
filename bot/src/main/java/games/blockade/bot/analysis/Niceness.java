package games.blockade.bot.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The operating system's priority of the calling thread. Java's thread priorities change nothing
 * on Linux without root, but a thread may lower its own: at nice 19 it gets a core only when the
 * threads answering people leave one, which no holding of ours between units of work can match
 * ({@link Yielding} still holds it, so it also leaves the database and the garbage collector alone).
 * Where there is no {@code /proc/thread-self} or no {@code renice}, the thread runs as it is.
 */
final class Niceness {

    static final int LOWEST = 19;
    private static final Logger LOG = LoggerFactory.getLogger(Niceness.class);

    private Niceness() {
    }

    /** Lowers the calling thread to the lowest priority; whether it could. */
    static boolean lowerCurrentThread() {
        try {
            // "<pid>/task/<tid>": Linux takes a thread's id where renice takes a process's.
            String thread = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
            Process renice = new ProcessBuilder("renice", "-n", String.valueOf(LOWEST), "-p", thread)
                    .redirectErrorStream(true).start();
            String said = new String(renice.getInputStream().readAllBytes()).strip();
            if (renice.waitFor() == 0 && currentThread().equals(OptionalInt.of(LOWEST))) {
                return true;
            }
            LOG.info("the analysis thread keeps its priority: renice said '{}'", said);
        } catch (IOException | UnsupportedOperationException e) {
            LOG.info("the analysis thread keeps its priority ({})", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    /**
     * A thread started now, at the calling thread's priority, which it keeps when the caller lowers
     * its own afterwards (Linux gives a new thread its creator's nice value, so it must be made
     * before). It ends when the executor is shut down.
     */
    static ExecutorService threadAtThisPriority(String name) {
        ThreadPoolExecutor executor = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
                work -> {
                    Thread thread = new Thread(work, name);
                    thread.setDaemon(true);
                    return thread;
                });
        executor.prestartCoreThread();
        return executor;
    }

    /** The calling thread's nice value, where the system tells it (field 19 of its stat). */
    static OptionalInt currentThread() {
        try {
            String stat = Files.readString(Path.of("/proc/thread-self/stat"));
            // The name in parentheses may hold spaces: the fields are counted after its closing one.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return OptionalInt.of(Integer.parseInt(fields[16]));
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
    }
}
