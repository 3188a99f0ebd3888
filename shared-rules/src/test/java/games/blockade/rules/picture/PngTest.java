package games.blockade.rules.picture;

import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PngTest {

    @Test
    void decodesToExactlyThePixelsDrawn() throws IOException {
        BufferedImage drawn = Raster.draw(Samples.squareAndDisc("hello"), 400);
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(Png.encode(drawn)));
        assertSamePixels(drawn, decoded);
    }

    @Test
    void noiseSurvivesTheFilterAndCompressionToo() throws IOException {
        BufferedImage noise = new BufferedImage(97, 61, BufferedImage.TYPE_INT_RGB);
        Random random = new Random(7);
        for (int y = 0; y < noise.getHeight(); y++) {
            for (int x = 0; x < noise.getWidth(); x++) {
                noise.setRGB(x, y, random.nextInt(1 << 24));
            }
        }
        assertSamePixels(noise, ImageIO.read(new ByteArrayInputStream(Png.encode(noise))));
    }

    @Test
    void scalesTheSceneToTheWidthAsked() {
        BufferedImage image = Raster.draw(Samples.squareAndDisc("x"), 400);
        assertEquals(400, image.getWidth());
        assertEquals(240, image.getHeight());
        assertEquals(Samples.RED.rgb(), image.getRGB(100, 100) & 0xFFFFFF, "the red square's centre");
        assertEquals(Samples.BLUE.rgb(), image.getRGB(300, 100) & 0xFFFFFF, "the blue disc's centre");
        assertEquals(Look.PAPER.rgb(), image.getRGB(200, 20) & 0xFFFFFF, "between them");
    }

    @Test
    void refusesImagesWithAlpha() {
        BufferedImage argb = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB);
        assertThrows(IllegalArgumentException.class, () -> Png.encode(argb));
    }

    static void assertSamePixels(BufferedImage expected, BufferedImage actual) {
        assertEquals(expected.getWidth(), actual.getWidth());
        assertEquals(expected.getHeight(), actual.getHeight());
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                assertEquals(expected.getRGB(x, y), actual.getRGB(x, y), "pixel " + x + "," + y);
            }
        }
    }
}
