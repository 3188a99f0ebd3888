package games.blockade.bot.ops;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The CPU time a load run costs, by the kind of thread that spent it (the bot's handlers, its
 * pictures, JDA, the fake Discord's server, ...): where a saturated run's time goes. Threads are
 * grouped by their name without its numbers; threads that end during the run are not counted.
 */
final class CpuUse {

    private final Map<Long, Long> start;
    private final long processStart;
    private final long collectingStart;
    private final long compilingStart;

    private CpuUse(Map<Long, Long> start, long processStart, long collectingStart, long compilingStart) {
        this.start = start;
        this.processStart = processStart;
        this.collectingStart = collectingStart;
        this.compilingStart = compilingStart;
    }

    static CpuUse begin() {
        return new CpuUse(threadTimes(), processTime(), collecting(), compiling());
    }

    /** Milliseconds the collectors ran, pauses and concurrent work as each collector reports it. */
    private static long collecting() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(b -> Math.max(0, b.getCollectionTime()))
                .sum();
    }

    private static long compiling() {
        return ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
    }

    /** Milliseconds of CPU since {@link #begin}: the whole process, then by kind of thread, most first. */
    String since(int commands) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Map<String, Long> byKind = new TreeMap<>();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info == null) {
                continue;
            }
            long now = threads.getThreadCpuTime(info.getThreadId());
            long spent = now - start.getOrDefault(info.getThreadId(), 0L);
            if (now > 0 && spent > 0) {
                byKind.merge(info.getThreadName().replaceAll("\\d+", "N"), spent, Long::sum);
            }
        }
        long process = processTime() - processStart;
        return String.format("CPU %.0f ms, %.2f ms a command; garbage collection %d ms, compiling %d ms; by thread: %s",
                process / 1e6, process / 1e6 / commands, collecting() - collectingStart, compiling() - compilingStart,
                byKind.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(10)
                        .map(e -> String.format("%s %.0f ms", e.getKey(), e.getValue() / 1e6))
                        .collect(Collectors.joining(", ")));
    }

    private static Map<Long, Long> threadTimes() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Map<Long, Long> times = new TreeMap<>();
        for (long id : threads.getAllThreadIds()) {
            times.put(id, threads.getThreadCpuTime(id));
        }
        return times;
    }

    private static long processTime() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
