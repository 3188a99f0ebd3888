package games.blockade.bench.retreat;

import games.blockade.rules.Perft;
import games.blockade.rules.retreat.RetreatMove;
import games.blockade.rules.retreat.RetreatPosition;
import games.blockade.rules.retreat.RetreatRules;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/** Retreat's move generation through the rules API: legal moves of positions from random games, and perft. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RetreatMovesBenchmark {

    private final RetreatRules rules = new RetreatRules();
    private final List<RetreatPosition> positions = new ArrayList<>();

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(1);
        while (positions.size() < 1000) {
            RetreatPosition position = RetreatPosition.start();
            for (int ply = 0; ply < 60; ply++) {
                List<RetreatMove> moves = rules.moves(position);
                if (moves.isEmpty()) {
                    break;
                }
                positions.add(position);
                position = rules.play(position, moves.get(random.nextInt(moves.size())));
            }
        }
    }

    /** Legal moves of 1,000 positions from random games: divide by 1,000 for one position. */
    @Benchmark
    public void legalMovesOfAThousandPositions(Blackhole sink) {
        for (RetreatPosition position : positions) {
            sink.consume(rules.moves(position));
        }
    }

    /** Every legal move of 1,000 positions played: divide by 1,000 for one position. */
    @Benchmark
    public void playEveryMoveOfAThousandPositions(Blackhole sink) {
        for (RetreatPosition position : positions) {
            for (RetreatMove move : rules.moves(position)) {
                sink.consume(rules.play(position, move));
            }
        }
    }

    /** Perft 7 from the start: 6,521 leaves. */
    @Benchmark
    public long perftSevenFromTheStart() {
        return Perft.count(rules, RetreatPosition.start(), 7);
    }
}
