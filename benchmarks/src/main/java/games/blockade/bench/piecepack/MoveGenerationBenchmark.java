package games.blockade.bench.piecepack;

import games.blockade.rules.Perft;
import games.blockade.rules.Rejection;
import games.blockade.rules.piecepack.PiecepackMove;
import games.blockade.rules.piecepack.PiecepackPosition;
import games.blockade.rules.piecepack.PiecepackRules;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Move generation on the position from the rulings' example (the runner to move, and the same
 * board with the blocker to move): the runner's moves, the blocker's distinct turns listed and
 * counted, and perft to depth 2.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class MoveGenerationBenchmark {

    static final String EXAMPLE = ".sa..c/smc.aa/..ac../mmscs./smca../ma.mcs/....../C..SMA r";

    private final PiecepackRules rules = new PiecepackRules();
    private PiecepackPosition runnerToMove;
    private PiecepackPosition blockerToMove;

    @Setup
    public void setUp() throws Rejection {
        runnerToMove = rules.parsePosition(EXAMPLE);
        blockerToMove = rules.parsePosition(EXAMPLE.replace(" r", " b"));
    }

    @Benchmark
    public List<PiecepackMove> runnerMoves() {
        return rules.moves(runnerToMove);
    }

    @Benchmark
    public long blockerTurnsCounted() {
        return rules.countTurns(blockerToMove);
    }

    @Benchmark
    public int blockerTurnsListed() {
        return rules.turns(blockerToMove).size();
    }

    @Benchmark
    public long perft2() {
        return Perft.count(rules, runnerToMove, 2);
    }
}
