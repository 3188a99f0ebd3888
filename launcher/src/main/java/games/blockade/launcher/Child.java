package games.blockade.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A process the launcher started, writing everything it prints to its own log file. */
final class Child {

    private final String name;
    private final Process process;
    private final Path log;

    private Child(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /** Starts {@code command} with the launcher's environment and these variables on top. */
    static Child start(String name, List<String> command, Map<String, String> environment, Path log) {
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                // appended: a process started again keeps what the one before it printed
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.PIPE);
        builder.environment().putAll(environment);
        try {
            Process process = builder.start();
            // Nothing is ever typed to it; a closed input keeps it from waiting on the terminal.
            process.getOutputStream().close();
            return new Child(name, process, log);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the " + name + ": " + e.getMessage(), e);
        }
    }

    /** A {@code java} command on the JDK running the launcher. */
    static List<String> java(List<String> options, String... arguments) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.addAll(List.of(arguments));
        return List.copyOf(command);
    }

    String name() {
        return name;
    }

    Path log() {
        return log;
    }

    ProcessHandle process() {
        return process.toHandle();
    }

    boolean alive() {
        return process.isAlive();
    }

    int exitCode() {
        return process.exitValue();
    }

    /** Asks it to stop (as Ctrl-C would), then ends it by force if it has not stopped in time. */
    void stop(Duration grace) {
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroy();
        try {
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor(grace.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        descendants.forEach(ProcessHandle::destroyForcibly);
    }

    /** The last lines it printed, to show why it stopped. */
    String tail(int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join(System.lineSeparator(), all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException | UncheckedIOException e) {
            return "(its log " + log + " cannot be read: " + e.getMessage() + ")";
        }
    }
}
