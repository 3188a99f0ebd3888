package games.blockade.rules.picture;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Status;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CaptionTest {

    /** DejaVu Sans Bold's widest common letters are about this many font sizes wide on average. */
    private static final double ADVANCE = 0.66;

    @Test
    void longTextBreaksBetweenWordsIntoLinesThatFit() {
        String text = "Blue wins: Blue's pawns stand on both of Red's bases and nothing more can be done";
        List<String> lines = Pictures.wrapped(text);
        assertTrue(lines.size() >= 2, lines.toString());
        assertEquals(text, String.join(" ", lines));
        for (String line : lines) {
            assertTrue(line.length() * 28 * ADVANCE <= Pictures.WIDTH - 48, "too long: " + line);
        }
        assertEquals(List.of("Red to move"), Pictures.wrapped("Red to move"));
    }

    @Test
    void wrappedLinesAreEvenSoThatNoWordIsLeftAlone() {
        List<String> lines = Pictures.wrapped("Runner wins: a runner's pawn reached row 8, the goal, this time");
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(Math.abs(lines.get(0).length() - lines.get(1).length()) <= 12, "uneven: " + lines);
        List<String> win = Pictures.wrapped("Runner wins: a runner's pawn reached row 8");
        assertTrue(win.get(win.size() - 1).contains(" "), "a lone last word: " + win);
    }

    @Test
    void everyCaptionOfAFinishedGameStaysInsideThePicture() throws Exception {
        Game<?, ?> game = SelfPlay.play(Games.byId("walls"), 1000, 1);
        assertTrue(game.status() instanceof Status.Over, "the self-played game ends");
        Scene scene = Pictures.scene(game, Optional.empty());
        List<Node.Text> captions = new ArrayList<>();
        for (Node node : scene.nodes()) {
            if (node instanceof Node.Text text) {
                captions.add(text);
            }
        }
        assertTrue(captions.size() >= 2, "a headline and the last move");
        for (Node.Text text : captions) {
            double right = text.x() + text.text().length() * text.size() * ADVANCE;
            assertTrue(right <= scene.width(), "'" + text.text() + "' reaches " + right);
            assertTrue(text.y() < scene.height(), "'" + text.text() + "' below the picture");
        }
    }
}
