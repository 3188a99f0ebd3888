package games.blockade.bench.walls;

import games.blockade.rules.Perft;
import games.blockade.rules.Rejection;
import games.blockade.rules.walls.WallsPosition;
import games.blockade.rules.walls.WallsRules;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Turn generation for walls: counting every turn from a position (what perft's last level does),
 * listing them as objects, and perft 2 from the standard start (about 40 million turns).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class WallsBenchmark {

    private static final WallsRules RULES = new WallsRules();

    /** The start, and a middle game with sixteen walls up, a half-wall and both bombs in hand. */
    @Param({
            "11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red",
            "11x14 b3h,d4he,f4v,c6v,e7h,g7v,h5h,i8h,c9h,e10v,g10h,h12v,a7h,j3v,d12h,f2h d6,g6 e9,h9 1h2v1b 2h1v1b red",
    })
    public String position;

    private WallsPosition parsed;

    @Setup
    public void setUp() throws Rejection {
        parsed = RULES.parsePosition(position);
    }

    @Benchmark
    public long countTurns() {
        return RULES.countTurns(parsed);
    }

    @Benchmark
    public int listTurns() {
        return RULES.turns(parsed).size();
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long perft2() {
        return Perft.count(RULES, parsed, 2);
    }
}
