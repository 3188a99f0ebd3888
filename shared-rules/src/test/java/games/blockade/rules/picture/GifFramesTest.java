package games.blockade.rules.picture;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.SelfPlay;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Replays decoded as a browser plays them: each frame laid over the ones before at its offset, its
 * unchanged pixels transparent. Every frame so composed must be its scene drawn whole, pixel for
 * pixel in the GIF's palette, although only the areas a move changed are drawn and stored.
 */
class GifFramesTest {

    private static final int WIDTH = 400;

    @ParameterizedTest
    @ValueSource(strings = {"retreat", "piecepack", "walls", "backgammon"})
    void everyFrameOfAReplayShowsItsPlyWhole(String id) throws Exception {
        Game<?, ?> game = SelfPlay.play(Games.byId(id), 40, 3);
        List<Scene> scenes = Pictures.frames(game, Optional.empty());
        byte[] gif = Pictures.replay(game, Optional.empty(), WIDTH);
        List<BufferedImage> shown = composited(gif);
        assertEquals(scenes.size(), shown.size(), "a frame per ply and one for the start");
        assertShowsEveryScene(scenes, shown);
    }

    @Test
    void aFrameThatChangesNothingStillTakesItsTurn() throws Exception {
        Scene one = Samples.squareAndDisc("one");
        List<Scene> scenes = List.of(one, one, Samples.squareAndDisc("two"));
        byte[] gif = Gif.animate(scenes, 300, 700, 3000);
        List<Frame> frames = frames(gif);
        assertEquals(3, frames.size());
        assertEquals(1, frames.get(1).image.getWidth() * frames.get(1).image.getHeight(), "an unchanged frame stores one pixel");
        assertEquals(0, frames.get(1).image.getRGB(0, 0) >>> 24, "and that pixel is transparent");
        assertEquals(List.of(70, 70, 300), frames.stream().map(f -> f.delay).toList());
        assertShowsEveryScene(scenes, composited(gif));
    }

    @Test
    void aReplayLoopsForever() {
        byte[] gif = Gif.animate(List.of(Samples.squareAndDisc("one"), Samples.squareAndDisc("two")), 200, 500, 500);
        String bytes = new String(gif, java.nio.charset.StandardCharsets.ISO_8859_1);
        assertTrue(bytes.contains("NETSCAPE2.0\u0003\u0001\u0000\u0000"), "a looping extension with no limit");
    }

    /** The same nodes in another order overlap the other way round, so the frame must show the change. */
    @Test
    void nodesDrawnInAnotherOrderAreAChange() throws Exception {
        Node square = new Node.Rect(40, 40, 80, 80, 0, Style.fill(Samples.RED));
        Node disc = new Node.Circle(120, 120, 50, Style.of(Samples.BLUE, Look.INK, 3));
        List<Scene> scenes = List.of(
                new Scene(200, 200, "a", "square under disc", Look.PAPER, List.of(square, disc)),
                new Scene(200, 200, "b", "disc under square", Look.PAPER, List.of(disc, square)));
        assertShowsEveryScene(scenes, composited(Gif.animate(scenes, 200, 500, 500)));
    }

    @Test
    void laterFramesDrawOnlyWhereAMoveChangedSomething() throws Exception {
        Game<?, ?> game = SelfPlay.play(Games.byId("walls"), 12, 3);
        List<Frame> frames = frames(Pictures.replay(game, Optional.empty(), WIDTH));
        BufferedImage first = frames.get(0).image;
        for (Frame frame : frames.subList(1, frames.size())) {
            int transparent = 0;
            for (int y = 0; y < frame.image.getHeight(); y++) {
                for (int x = 0; x < frame.image.getWidth(); x++) {
                    transparent += frame.image.getRGB(x, y) >>> 24 == 0 ? 1 : 0;
                }
            }
            assertTrue(transparent > first.getWidth() * first.getHeight() / 4,
                    "a move leaves most of the picture as it was, yet only " + transparent + " pixels are");
        }
    }

    private static void assertShowsEveryScene(List<Scene> scenes, List<BufferedImage> shown) {
        Gif.Palette palette = Gif.Palette.of(scenes);
        for (int f = 0; f < scenes.size(); f++) {
            BufferedImage drawn = Raster.draw(scenes.get(f), shown.get(f).getWidth());
            int wrong = 0;
            String first = "";
            for (int y = 0; y < drawn.getHeight(); y++) {
                for (int x = 0; x < drawn.getWidth(); x++) {
                    int expected = palette.colour(palette.index(drawn.getRGB(x, y)) & 0xFF);
                    int actual = shown.get(f).getRGB(x, y) & 0xFFFFFF;
                    if (actual != expected) {
                        if (wrong++ == 0) {
                            first = String.format(" (first at %d,%d: %06x, not %06x)", x, y, actual, expected);
                        }
                    }
                }
            }
            if (wrong > 0) {
                fail("frame " + f + " shows " + wrong + " pixels other than its scene" + first);
            }
        }
    }

    private record Frame(BufferedImage image, int left, int top, int delay, String disposal) {
    }

    private static List<Frame> frames(byte[] gif) throws Exception {
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            reader.setInput(in);
            List<Frame> frames = new ArrayList<>();
            for (int i = 0; i < reader.getNumImages(true); i++) {
                Element tree = (Element) reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                Element descriptor = (Element) tree.getElementsByTagName("ImageDescriptor").item(0);
                Element control = (Element) tree.getElementsByTagName("GraphicControlExtension").item(0);
                frames.add(new Frame(reader.read(i), Integer.parseInt(descriptor.getAttribute("imageLeftPosition")),
                        Integer.parseInt(descriptor.getAttribute("imageTopPosition")),
                        Integer.parseInt(control.getAttribute("delayTime")), control.getAttribute("disposalMethod")));
            }
            return frames;
        } finally {
            reader.dispose();
        }
    }

    /** What a player shows at each frame: the frames so far laid over each other, none disposed of. */
    private static List<BufferedImage> composited(byte[] gif) throws Exception {
        List<Frame> frames = frames(gif);
        BufferedImage whole = frames.get(0).image;
        int w = whole.getWidth();
        int h = whole.getHeight();
        BufferedImage screen = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        List<BufferedImage> shown = new ArrayList<>();
        for (Frame frame : frames) {
            assertEquals("doNotDispose", frame.disposal, "frames are laid over the ones before");
            for (int y = 0; y < frame.image.getHeight(); y++) {
                for (int x = 0; x < frame.image.getWidth(); x++) {
                    int argb = frame.image.getRGB(x, y);
                    if (argb >>> 24 != 0) {
                        screen.setRGB(frame.left + x, frame.top + y, argb & 0xFFFFFF);
                    }
                }
            }
            BufferedImage copy = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            copy.setData(screen.getData());
            shown.add(copy);
        }
        return shown;
    }
}
