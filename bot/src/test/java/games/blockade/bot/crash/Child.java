package games.blockade.bot.crash;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A Java process of the test's, started with the test's class path, whose standard output is read
 * line by line as it comes; killed with SIGKILL ({@link Process#destroyForcibly} on Linux).
 */
final class Child {

    /** A quick start matters more to a process that lives a second than its last bit of speed. */
    private static final List<String> QUICK = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m",
            "-Xshare:auto");

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> seen = new ArrayList<>();

    private Child(Process process) {
        this.process = process;
        Thread reader = new Thread(this::read, "child-" + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code main} with {@code args}, the environment plus {@code env}, its log in {@code log}. */
    static Child start(Class<?> main, List<String> args, Map<String, String> env, Path log) {
        return start(main, args, env, log, ClassData.options());
    }

    /** As above, with {@code jvm} options before the class path. */
    static Child start(Class<?> main, List<String> args, Map<String, String> env, Path log, List<String> jvm) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(QUICK);
        command.addAll(jvm);
        command.add("-Dlogback.configurationFile=" + Child.class.getResource("/crash/logback.xml"));
        command.add("-cp");
        command.add(ClassData.classPath());
        command.add(main.getName());
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().putAll(env);
        try {
            return new Child(builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + main.getSimpleName(), e);
        }
    }

    private void read() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            // The process was killed mid-line: what it wrote whole is in.
        }
    }

    /** The next line, waiting up to {@code wait}; empty when none came or the process ended. */
    Optional<String> next(Duration wait) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            String line = lines.poll(10, TimeUnit.MILLISECONDS);
            if (line != null) {
                seen.add(line);
                return Optional.of(line);
            }
            if (System.nanoTime() > deadline || !process.isAlive() && lines.isEmpty()) {
                return Optional.empty();
            }
        }
    }

    /** Waits for a line that starts with {@code prefix}; false when none came in time. */
    boolean await(String prefix, Duration wait) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        while (System.nanoTime() < deadline) {
            Optional<String> line = next(Duration.ofNanos(deadline - System.nanoTime()));
            if (line.isEmpty()) {
                return false;
            }
            if (line.get().startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** SIGKILL, and every whole line it wrote before it died. */
    List<String> kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
        // The reader drains the pipe after the death.
        while (next(Duration.ofMillis(200)).isPresent()) {
            // seen collects them
        }
        return List.copyOf(seen);
    }

    /** Waits for the process to end by itself. */
    int waitFor(Duration wait) throws InterruptedException {
        if (!process.waitFor(wait.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("the process did not end within " + wait);
        }
        return process.exitValue();
    }
}
