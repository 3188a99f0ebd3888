package games.blockade.bench.backgammon;

import games.blockade.rules.Rejection;
import games.blockade.rules.Turn;
import games.blockade.rules.backgammon.BackgammonMove;
import games.blockade.rules.backgammon.BackgammonPosition;
import games.blockade.rules.backgammon.BackgammonRules;
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

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Enumerating every distinct end of one turn after the roll: what the {@code turns} command, the
 * {@code moves} command and the computer players do.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TurnEnumerationBenchmark {

    /** A position before the row is chosen, the row, and the roll, as in the {@code turns} command. */
    @Param({
        "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0|row 3|roll 6",
        "basic red=1,2,5,4,2,0 black=0,3,2,4,1,2 turn=red first=red dice=0|row 3|roll 6",
        "superpush red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0|row 3|roll 6 6",
        "bungie red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0|row 3|roll|roll 6",
    })
    public String turn;

    private final BackgammonRules rules = new BackgammonRules();
    private BackgammonPosition rolled;

    @Setup
    public void setUp() throws Rejection {
        String[] parts = turn.split("\\|");
        BackgammonPosition position = rules.parsePosition(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            position = rules.play(position, rules.parseMove(position, parts[i]));
        }
        rolled = position;
    }

    @Benchmark
    public List<Turn<BackgammonPosition, BackgammonMove>> turns() {
        return rules.turns(rolled);
    }
}
