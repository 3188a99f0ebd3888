package games.blockade.bench.store;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.store.generate.RandomGames;
import games.blockade.store.record.MoveCodec;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading a finished game back from its packed record: what loading a game for the replay page,
 * the API or the bot costs in Java, per game, for a self-played game of 200 plies at most.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(1)
@State(Scope.Benchmark)
public class MoveCodecBenchmark {

    @Param({"retreat", "piecepack", "walls", "backgammon"})
    public String game;

    private Rules<?, ?> rules;
    private Game<?, ?> played;
    private byte[] packed;

    @Setup(Level.Trial)
    public void play() throws Rejection {
        rules = Games.byId(game);
        played = RandomGames.play(rules, rules.presets().get(0), rules.defaultFirst(), 5, 200);
        packed = MoveCodec.encode(played);
    }

    @Benchmark
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Game<?, ?> decode() throws Rejection {
        return MoveCodec.decode((Rules) rules, rules.presets().get(0), rules.defaultFirst(), packed);
    }

    @Benchmark
    public byte[] encode() {
        return MoveCodec.encode(played);
    }
}
