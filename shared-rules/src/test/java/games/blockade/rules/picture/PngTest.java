package games.blockade.rules.picture;

import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PngTest {

    @Test
    void aDrawnSceneDecodesToItsPixelsAndEdgesToNearColours() throws IOException {
        BufferedImage drawn = Raster.draw(Samples.squareAndDisc("hello, anti-aliased edges"), 800);
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(Png.encode(drawn)));
        assertEquals(drawn.getWidth(), decoded.getWidth());
        assertEquals(drawn.getHeight(), decoded.getHeight());
        int pixels = drawn.getWidth() * drawn.getHeight();
        int exact = 0;
        int worst = 0;
        for (int y = 0; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth(); x++) {
                int a = drawn.getRGB(x, y) & 0xFFFFFF;
                int b = decoded.getRGB(x, y) & 0xFFFFFF;
                exact += a == b ? 1 : 0;
                worst = Math.max(worst, Indexed.distance(a, b));
            }
        }
        assertTrue(exact > pixels * 0.99, exact + " of " + pixels + " pixels exact");
        assertTrue(worst <= 9 * 8 * 8, "an edge pixel off by " + worst);
    }

    @Test
    void anImageOfAtMost256ColoursSurvivesExactly() throws IOException {
        BufferedImage noise = noise(97, 61, 256, 0, new Random(7));
        assertSamePixels(noise, ImageIO.read(new ByteArrayInputStream(Png.encode(noise))));
    }

    @Test
    void beyond256ColoursTheCommonOnesStayExactAndRareOnesTakeTheirNearest() throws IOException {
        Random random = new Random(11);
        BufferedImage image = noise(120, 90, 200, 1500, random);
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(Png.encode(image)));
        Set<Integer> common = new HashSet<>();
        Set<Integer> all = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                all.add(image.getRGB(x, y) & 0xFFFFFF);
            }
        }
        for (int i = 0; i < 200; i++) {
            common.add(commonColour(i));
        }
        int changed = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int drawn = image.getRGB(x, y) & 0xFFFFFF;
                int shown = decoded.getRGB(x, y) & 0xFFFFFF;
                if (common.contains(drawn)) {
                    assertEquals(drawn, shown, "a common colour at " + x + "," + y);
                } else {
                    assertTrue(all.contains(shown), "a rare colour is shown in one the image has");
                    changed++;
                }
            }
        }
        assertTrue(changed > 0 && changed <= 1500, changed + " pixels in rare colours");
    }

    /** Pixels in {@code common} colours, then {@code rare} pixels scattered in colours of their own. */
    private static BufferedImage noise(int width, int height, int common, int rare, Random random) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.setRGB(x, y, commonColour(random.nextInt(common)));
            }
        }
        for (int i = 0; i < rare; i++) {
            image.setRGB(random.nextInt(width), random.nextInt(height), 0x800000 | random.nextInt(1 << 23));
        }
        return image;
    }

    /** Distinct colours, all with red below 128, so they never meet the rare ones. */
    private static int commonColour(int i) {
        return 0x102030 + i * 0x000103;
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
