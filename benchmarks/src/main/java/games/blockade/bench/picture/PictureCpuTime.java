package games.blockade.bench.picture;

import com.sun.management.OperatingSystemMXBean;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.picture.Pictures;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Optional;

/**
 * The CPU time of the same work as {@link PictureBenchmark#png} and {@link PictureBenchmark#gif},
 * counted in processor time used by the whole process rather than wall-clock time. On the shared
 * development machine other builds keep both cores busy, so wall-clock medians measure the
 * scheduler; CPU time per operation stays far closer to what a quiet machine would show. Run:
 * {@code java -cp benchmarks/target/benchmarks.jar games.blockade.bench.picture.PictureCpuTime [GIF runs]};
 * process CPU time includes the JIT compiling, so more runs come closer to a long-running bot.
 */
public final class PictureCpuTime {

    private static final OperatingSystemMXBean OS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final ThreadMXBean THREAD = ManagementFactory.getThreadMXBean();

    private PictureCpuTime() {
    }

    /** Runs {@code args[0]} GIFs per game to warm up and as many to time (8 if not given). */
    public static void main(String[] args) throws Rejection {
        int gifRuns = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        System.out.println("game        PNG 400 px  PNG 800 px  GIF 400 px   (CPU ms per operation)");
        for (String id : new String[]{"retreat", "piecepack", "walls", "backgammon"}) {
            Game<?, ?> game = SampleGames.of(id);
            int still = Math.min(SampleGames.STILL, game.plies().size());
            double png400 = threadCpu(200, () -> Pictures.png(Pictures.scene(game, still, Optional.empty()), 400));
            double png800 = threadCpu(100, () -> Pictures.png(Pictures.scene(game, still, Optional.empty()), 800));
            double gif400 = processCpu(gifRuns, () -> Pictures.replay(game, Optional.empty(), 400));
            System.out.printf("%-11s %10.2f  %10.2f  %10.1f%n", id, png400, png800, gif400);
        }
    }

    private interface Work {
        Object run() throws Rejection;
    }

    /**
     * Single-threaded work: the mean CPU time of this thread per run, after as many runs again to
     * let the JIT compile it (compiling costs CPU time on other threads, not counted here).
     */
    private static double threadCpu(int runs, Work work) throws Rejection {
        for (int i = 0; i < runs; i++) {
            work.run();
        }
        long start = THREAD.getCurrentThreadCpuTime();
        for (int i = 0; i < runs; i++) {
            work.run();
        }
        return (THREAD.getCurrentThreadCpuTime() - start) / 1e6 / runs;
    }

    /**
     * Work that uses several threads: the mean CPU time of the whole process per run (which also
     * counts garbage collection), after as many runs again to warm up. The process's CPU clock may
     * tick in steps of 10 ms, so only a total over several runs is exact.
     */
    private static double processCpu(int runs, Work work) throws Rejection {
        for (int i = 0; i < runs; i++) {
            work.run();
        }
        long start = OS.getProcessCpuTime();
        for (int i = 0; i < runs; i++) {
            work.run();
        }
        return (OS.getProcessCpuTime() - start) / 1e6 / runs;
    }
}
