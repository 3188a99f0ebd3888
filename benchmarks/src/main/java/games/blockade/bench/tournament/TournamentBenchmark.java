package games.blockade.bench.tournament;

import games.blockade.tournament.Entrant;
import games.blockade.tournament.Format;
import games.blockade.tournament.Game;
import games.blockade.tournament.Progress;
import games.blockade.tournament.Refusal;
import games.blockade.tournament.Result;
import games.blockade.tournament.Standings;
import games.blockade.tournament.Tournament;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * A Swiss of 1,000 entrants over 11 rounds (its default length), results drawn at random (40 %
 * first mover wins, 35 % second, 25 % draws): pairing round {@code round} once the round before
 * it is over, and the standings after round {@code round} - 1 (round 1 pairs the field at the
 * start; its standings are empty).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TournamentBenchmark {

    private static final int ENTRANTS = 1000;
    private static final Format FORMAT = Format.Swiss.byDefault(ENTRANTS);

    @Param({"1", "2", "6", "11"})
    public int round;

    private List<Entrant> entrants;
    private Tournament before;

    @Setup(Level.Trial)
    public void setUp() throws Refusal {
        entrants = new ArrayList<>();
        for (int seed = 1; seed <= ENTRANTS; seed++) {
            entrants.add(new Entrant(seed, 2400 - seed, seed, new Entrant.Person(seed)));
        }
        SplittableRandom random = new SplittableRandom(round);
        before = Tournament.start(FORMAT, entrants);
        while (before.current().number() < round) {
            for (Game game : before.current().pending()) {
                int draw = random.nextInt(100);
                before = before.record(game.board(),
                        draw < 40 ? Result.FIRST_WINS : draw < 75 ? Result.SECOND_WINS : Result.DRAW);
            }
            if (before.current().number() == round - 1) {
                break;
            }
            before = ((Progress.NextRound) before.advance()).tournament();
        }
    }

    /** Pairs the round: the whole field at the start, or the next round the moment the last one is over. */
    @Benchmark
    public Object pairSwissRound() throws Refusal {
        return round == 1 ? Tournament.start(FORMAT, entrants) : before.advance();
    }

    /** The standings with every tie-break and performance rating after the rounds before this one. */
    @Benchmark
    public Standings standings() {
        return before.standings();
    }
}
