package games.blockade.bench.picture;

import com.pngencoder.PngEncoder;
import games.blockade.rules.Rejection;
import games.blockade.rules.picture.Png;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.picture.Raster;
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

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The PNG encoders compared on the same drawn board: the project's own (8-bit palette of the most
 * frequent colours, Deflater level 1), the pngencoder library at its fastest level and the JDK's
 * ImageIO (both truecolour). Drawing is not timed here; {@link PictureBenchmark} times the whole
 * path.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EncoderBenchmark {

    @Param({"walls", "backgammon"})
    public String game;

    @Param({"400", "800"})
    public int width;

    private BufferedImage image;

    @Setup
    public void setUp() throws Rejection {
        var sample = SampleGames.of(game);
        image = Raster.draw(Pictures.scene(sample, Math.min(SampleGames.STILL, sample.plies().size()), Optional.empty()),
                width);
    }

    @Benchmark
    public byte[] own() {
        return Png.encode(image);
    }

    @Benchmark
    public byte[] pngencoder() {
        return new PngEncoder().withBufferedImage(image).withCompressionLevel(1).toBytes();
    }

    @Benchmark
    public byte[] imageio() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }
}
