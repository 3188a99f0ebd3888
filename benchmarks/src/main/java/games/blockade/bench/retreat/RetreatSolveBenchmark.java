package games.blockade.bench.retreat;

import games.blockade.rules.retreat.RetreatPosition;
import games.blockade.rules.retreat.RetreatSolution;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

import java.util.concurrent.TimeUnit;

/** Solving retreat from the start: every reachable position numbered and valued by retrograde analysis. */
public class RetreatSolveBenchmark {

    /** A steady-state solve, as the computer player and web app pay once per process. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public RetreatSolution solveFromTheStart() {
        return RetreatSolution.solve(RetreatPosition.start());
    }

    /** The first solve in a fresh process, before the code is compiled: what start-up costs. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public RetreatSolution coldSolveFromTheStart() {
        return RetreatSolution.solve(RetreatPosition.start());
    }
}
