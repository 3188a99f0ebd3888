package games.blockade.fakediscord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Drives a connected bot with many people at a steady rate and measures, per command, the time from
 * dispatching the interaction to the bot's first visible answer. Bounded in count and time.
 */
public final class LoadDriver {

    /** One command a person sends: {@code /command subcommand options}. */
    public record Command(String command, String subcommand, Map<String, ?> options) {
    }

    /** Chooses the command the {@code index}-th person sends as their {@code turn}-th command. */
    @FunctionalInterface
    public interface Script {
        Command next(int index, int turn);
    }

    /** Latency percentiles over the answered commands, and how many got no answer within the timeout. */
    public record Report(int sent, int answered, int unanswered, Duration p50, Duration p95, Duration p99,
                         Duration max, Duration wall) {
        @Override
        public String toString() {
            return String.format("%d sent, %d answered, %d unanswered in %.1f s; p50 %.1f ms, p95 %.1f ms, "
                            + "p99 %.1f ms, max %.1f ms", sent, answered, unanswered, wall.toMillis() / 1000.0,
                    p50.toNanos() / 1e6, p95.toNanos() / 1e6, p99.toNanos() / 1e6, max.toNanos() / 1e6);
        }
    }

    private final FakeDiscord discord;

    public LoadDriver(FakeDiscord discord) {
        this.discord = discord;
    }

    /**
     * Sends {@code total} commands from {@code people} people at {@code perSecond} commands per second,
     * then waits up to {@code timeout} for each answer.
     */
    public Report run(int people, double perSecond, int total, Duration timeout, Script script) {
        if (people < 1 || perSecond <= 0 || total < 1) {
            throw new IllegalArgumentException("need at least one person, a positive rate and one command");
        }
        List<FakeUser> users = new ArrayList<>();
        for (int i = 0; i < people; i++) {
            users.add(discord.user("load-" + i));
        }
        List<CompletableFuture<Interaction>> started = Collections.synchronizedList(new ArrayList<>());
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();
        long periodNanos = (long) (1e9 / perSecond);
        long begin = System.nanoTime();
        try {
            for (int n = 0; n < total; n++) {
                int index = n % people;
                int turn = n / people;
                CompletableFuture<Interaction> future = new CompletableFuture<>();
                started.add(future);
                Runnable send = () -> start(users.get(index), script.next(index, turn), future);
                clock.schedule(send, n * periodNanos, TimeUnit.NANOSECONDS);
            }
            List<Duration> latencies = new ArrayList<>();
            int unanswered = 0;
            for (CompletableFuture<Interaction> future : started) {
                long deadline = begin + total * periodNanos + timeout.toNanos();
                try {
                    Interaction interaction = future.get(Math.max(1, deadline - System.nanoTime()),
                            TimeUnit.NANOSECONDS);
                    interaction.replyFuture().get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                    latencies.add(interaction.latency().orElseThrow());
                } catch (TimeoutException | ExecutionException e) {
                    unanswered++;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while measuring", e);
                }
            }
            Duration wall = Duration.ofNanos(System.nanoTime() - begin);
            Collections.sort(latencies);
            return new Report(total, latencies.size(), unanswered, percentile(latencies, 50),
                    percentile(latencies, 95), percentile(latencies, 99), percentile(latencies, 100), wall);
        } finally {
            clock.shutdownNow();
        }
    }

    private static void start(FakeUser user, Command command, CompletableFuture<Interaction> future) {
        try {
            Interaction interaction;
            if (command.subcommand() == null) {
                interaction = user.slash(command.command(), command.options());
            } else {
                interaction = user.slash(command.command(), command.subcommand(), command.options());
            }
            future.complete(interaction);
        } catch (RuntimeException e) {
            future.completeExceptionally(e);
        }
    }

    /** Nearest-rank percentile of sorted values; zero when there are none. */
    static Duration percentile(List<Duration> sorted, double percent) {
        if (sorted.isEmpty()) {
            return Duration.ZERO;
        }
        int rank = (int) Math.ceil(percent / 100.0 * sorted.size());
        return sorted.get(Math.max(0, Math.min(sorted.size(), rank) - 1));
    }
}
