package games.blockade.rules.picture;

import org.junit.jupiter.api.Test;
import org.w3c.dom.NodeList;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.stream.ImageInputStream;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GifTest {

    @Test
    void everyFrameDecodesToThePaletteColoursOfItsScene() throws Exception {
        List<Scene> scenes = List.of(Samples.squareAndDisc("one"), Samples.squareAndDisc("two"),
                Samples.squareAndDisc("three"));
        byte[] gif = Gif.animate(scenes, 300, 500, 2000);
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            reader.setInput(in);
            assertEquals(3, reader.getNumImages(true));
            BufferedImage first = reader.read(0);
            assertEquals(300, first.getWidth());
            assertEquals(Samples.RED.rgb(), first.getRGB(75, 75) & 0xFFFFFF);
            assertEquals(Samples.BLUE.rgb(), first.getRGB(225, 75) & 0xFFFFFF);
            assertEquals("50", delay(reader.getImageMetadata(1)));
            assertEquals("200", delay(reader.getImageMetadata(2)));
        } finally {
            reader.dispose();
        }
    }

    @Test
    void laterFramesStoreOnlyWhatChanged() throws Exception {
        byte[] gif = Gif.animate(List.of(Samples.squareAndDisc("one"), Samples.squareAndDisc("two")), 300, 500, 500);
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            reader.setInput(in);
            BufferedImage second = reader.read(1);
            assertTrue(second.getHeight() < 40, "only the caption changed, yet the frame is " + second.getHeight() + " high");
        } finally {
            reader.dispose();
        }
    }

    @Test
    void lzwSurvivesManyTableResets() throws Exception {
        Canvas canvas = new Canvas();
        for (int i = 0; i < 400; i++) {
            canvas.circle((i * 37) % 500, (i * 53) % 500, 3 + i % 17, Style.fill(new Colour(i * 0x9E3779 & 0xFFFFFF)));
        }
        Scene busy = canvas.scene(500, 500, "busy", "many discs", Look.PAPER);
        byte[] gif = Gif.animate(List.of(busy), 500, 100, 100);
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(gif));
        BufferedImage drawn = Raster.draw(busy, 500);
        Gif.Palette palette = Gif.Palette.of(List.of(busy));
        int mismatches = 0;
        for (int y = 0; y < 500; y++) {
            for (int x = 0; x < 500; x++) {
                int expected = palette.colour(palette.index(drawn.getRGB(x, y)) & 0xFF);
                if ((decoded.getRGB(x, y) & 0xFFFFFF) != expected) {
                    mismatches++;
                }
            }
        }
        assertEquals(0, mismatches, "pixels that differ from their palette colour");
    }

    private static String delay(IIOMetadata metadata) {
        NodeList controls = ((org.w3c.dom.Element) metadata.getAsTree("javax_imageio_gif_image_1.0"))
                .getElementsByTagName("GraphicControlExtension");
        return ((org.w3c.dom.Element) controls.item(0)).getAttribute("delayTime");
    }
}
