package games.blockade.rules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The render command: a position as PNG or SVG, the moves played as a GIF, and its errors. */
class RenderCommandTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Locale.ENGLISH);
        return new Run(status, out.toString(StandardCharsets.UTF_8).strip(), err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void writesAPngOfTheWidthAsked(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("board.png");
        Run run = run("render", "retreat", "B3-5", "--out", file.toString(), "--width", "400");
        assertEquals(0, run.status(), run.err());
        BufferedImage image = ImageIO.read(file.toFile());
        assertEquals(400, image.getWidth());
        assertTrue(run.out().startsWith("wrote " + file));
    }

    @Test
    void writesAnSvgSeenFromTheSideAsked(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("board.svg");
        assertEquals(0, run("render", "retreat", "--out", file.toString(), "--perspective", "white").status());
        String svg = Files.readString(file);
        assertTrue(svg.contains("<desc id=\"desc\">Black to move."), svg);
    }

    @Test
    void writesTheMovesAsAnAnimation(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.gif");
        assertEquals(0, run("render", "retreat", "B3-5", "B8-6", "--out", file.toString()).status());
        byte[] gif = Files.readAllBytes(file);
        assertEquals("GIF89a", new String(gif, 0, 6, StandardCharsets.US_ASCII));
    }

    @Test
    void badArgumentsAreRefusedWithTheReasonAndWriteNothing(@TempDir Path dir) {
        Path file = dir.resolve("board.png");
        assertEquals(new Run(2, "", "--out must end in .png, .svg or .gif, not 'board.jpg'"),
                run("render", "retreat", "--out", dir.resolve("board.jpg").toString()));
        assertEquals(new Run(2, "", "unknown side 'green' for retreat; sides: black, white"),
                run("render", "retreat", "--out", file.toString(), "--perspective", "green"));
        assertEquals(new Run(2, "", "--width must be a whole number of pixels from 100 to 2000, not 'wide'"),
                run("render", "retreat", "--out", file.toString(), "--width", "wide"));
        assertEquals(new Run(2, "", "missing --out FILE.png|FILE.svg|FILE.gif"), run("render", "retreat"));
        assertFalse(Files.exists(file));
    }
}
