package games.blockade.bot.analysis;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the analyses in a child process at the lowest priority of the operating system, and starts
 * it again if it ends on its own. Apart, an analysis's garbage collections, compilations and
 * memory are its own, and every one of its threads yields the cores to the bot's; inside the bot,
 * a collection the analysis caused stops the moves too (docs/decisions/analysis-apart.md). The
 * child reads its input until the bot's end of it closes, so it never outlives the bot.
 */
public final class ApartAnalyses implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ApartAnalyses.class);
    /** Its own heap and a single-threaded collector: a search needs little, retreat's solution ~200 MB. */
    static final List<String> JVM_OPTIONS = List.of("-XX:+UseSerialGC", "-XX:MaxRAMPercentage=25");
    private static final Duration FIRST_RESTART = Duration.ofSeconds(5);
    private static final Duration LAST_RESTART = Duration.ofMinutes(5);

    private final List<String> command;
    private final Map<String, String> environment;
    private final Thread keeper;
    private volatile boolean closing;
    private volatile Process child;

    private ApartAnalyses(List<String> command, Map<String, String> environment) {
        this.command = List.copyOf(command);
        this.environment = Map.copyOf(environment);
        this.keeper = new Thread(this::keep, "blockade-analyses-apart");
        keeper.setDaemon(true);
    }

    /** Starts the child over the store {@code environment} names, with this process's class path. */
    public static ApartAnalyses start(Map<String, String> environment) {
        ApartAnalyses apart = new ApartAnalyses(command(), environment);
        apart.keeper.start();
        return apart;
    }

    /** {@code nice -n 19 java … AnalysisProcess}, or plain {@code java} where there is no {@code nice}. */
    static List<String> command() {
        List<String> command = new ArrayList<>();
        nice().ifPresent(nice -> command.addAll(List.of(nice.toString(), "-n", String.valueOf(Niceness.LOWEST))));
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(JVM_OPTIONS);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), AnalysisProcess.class.getName()));
        return command;
    }

    private static Optional<Path> nice() {
        return List.of(Path.of("/usr/bin/nice"), Path.of("/bin/nice")).stream().filter(Files::isExecutable).findFirst();
    }

    /** The child now, if it runs. */
    public Optional<ProcessHandle> process() {
        Process running = child;
        return running != null && running.isAlive() ? Optional.of(running.toHandle()) : Optional.empty();
    }

    private void keep() {
        Duration wait = FIRST_RESTART;
        while (!closing) {
            try {
                ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
                builder.environment().putAll(environment);
                Process started;
                synchronized (this) {
                    if (closing) {
                        return;
                    }
                    started = builder.start();
                    child = started;
                }
                relay(started);
                int code = started.waitFor();
                if (closing) {
                    return;
                }
                LOG.warn("the analyses' process ended ({}); it starts again in {} s", code, wait.toSeconds());
            } catch (IOException e) {
                LOG.error("the analyses' process could not start; trying again in {} s", wait.toSeconds(), e);
            } catch (InterruptedException e) {
                return;
            }
            try {
                Thread.sleep(wait.toMillis());
            } catch (InterruptedException e) {
                return;
            }
            wait = wait.multipliedBy(2).compareTo(LAST_RESTART) > 0 ? LAST_RESTART : wait.multipliedBy(2);
        }
    }

    /** The child's log lines go out with this process's own, wherever they are collected. */
    private static void relay(Process child) {
        Thread relay = new Thread(() -> {
            try (BufferedReader lines = child.inputReader()) {
                lines.lines().forEach(System.out::println);
            } catch (IOException | UncheckedIOException e) {
                // the child has gone; what it said last is already out
            }
        }, "blockade-analyses-log");
        relay.setDaemon(true);
        relay.start();
    }

    /** Ends the child's input, which stops it; after a grace, it is ended. */
    @Override
    public void close() {
        Process running;
        synchronized (this) {
            closing = true;
            running = child;
        }
        keeper.interrupt();
        if (running == null) {
            return;
        }
        try {
            running.getOutputStream().close();
            if (!running.waitFor(5, TimeUnit.SECONDS)) {
                running.destroyForcibly();
            }
        } catch (IOException e) {
            running.destroyForcibly();
        } catch (InterruptedException e) {
            running.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
