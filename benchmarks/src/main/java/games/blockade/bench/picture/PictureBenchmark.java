package games.blockade.bench.picture;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.picture.Scene;
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

import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A board picture as the bot sends it: the scene of a self-played game 20 plies in, drawn and encoded as PNG
 * at Discord's preview width and at full width; the same as SVG; and a 60-ply game as a GIF.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PictureBenchmark {

    @Param({"retreat", "piecepack", "walls", "backgammon"})
    public String game;

    @Param({"400", "800"})
    public int width;

    private Game<?, ?> longGame;
    private int still;

    @Setup
    public void setUp() throws Rejection {
        longGame = SampleGames.of(game);
        still = Math.min(SampleGames.STILL, longGame.plies().size());
    }

    @Benchmark
    public byte[] png() throws Rejection {
        return Pictures.png(Pictures.scene(longGame, still, Optional.empty()), width);
    }

    @Benchmark
    public String svg() throws Rejection {
        return Pictures.svg(Pictures.scene(longGame, still, Optional.empty()));
    }

    @Benchmark
    public Scene scene() throws Rejection {
        return Pictures.scene(longGame, still, Optional.empty());
    }

    /** The whole game as an animation: {@code width} 400 is the size Discord plays inline. */
    @Benchmark
    public byte[] gif() throws Rejection {
        return Pictures.replay(longGame, Optional.empty(), width);
    }
}
