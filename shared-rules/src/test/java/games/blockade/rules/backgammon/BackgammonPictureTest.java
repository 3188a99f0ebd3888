package games.blockade.rules.backgammon;

import games.blockade.rules.Game;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Look;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.picture.Scene;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import static games.blockade.rules.picture.PictureAssertions.assertColour;
import static games.blockade.rules.picture.PictureAssertions.assertPostable;
import static games.blockade.rules.picture.PictureAssertions.byData;
import static games.blockade.rules.picture.PictureAssertions.groups;
import static games.blockade.rules.picture.PictureAssertions.raster;
import static games.blockade.rules.picture.PictureAssertions.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BackgammonPictureTest {

    private static final BackgammonRules RULES = new BackgammonRules();

    /** Red chose row 3, rolled a 4 and shifted two pieces from row 3 to row 4. */
    private static Game<BackgammonPosition, BackgammonMove> shifted() throws Exception {
        return Game.start(RULES, RULES.presets().get(0), Side.ONE).play("row 3").replay("roll 4").play("3-4 3-4");
    }

    @Test
    void everyRowStatesItsCount() throws Exception {
        Document svg = svg(Pictures.scene(shifted(), Optional.empty()));
        Map<String, String> rows = new HashMap<>();
        for (Element g : groups(svg, "row")) {
            rows.put(g.getAttribute("id"), g.getAttribute("data-count"));
        }
        assertEquals(12, rows.size(), "six rows a side");
        assertEquals("1", rows.get("red-row-3"));
        assertEquals("5", rows.get("red-row-4"));
        assertEquals("3", rows.get("black-row-3"));
        assertEquals(Map.of("3", "red"), byData(svg, "chosen-row", "row", g -> g.getAttribute("data-side")));
        assertEquals(Map.of("4", "die"), byData(svg, "die", "value", g -> g.getAttribute("class")));
    }

    @Test
    void piecesStackFromTheirOwnEdge() throws Exception {
        Scene scene = Pictures.scene(shifted(), Optional.empty());
        BufferedImage image = raster(scene);
        double row4 = BackgammonPicture.centreX(4);
        for (int i = 0; i < 5; i++) {
            assertColour(BackgammonPicture.RED, image, row4 - 25, BackgammonPicture.pieceY(Side.ONE, Side.ONE, i) + 10,
                    "Red's piece " + i + " in row 4");
        }
        assertColour(BackgammonPicture.BLACK, image, row4 - 25, BackgammonPicture.pieceY(Side.TWO, Side.ONE, 2),
                "Black's third piece in row 4, at the far edge");
        assertColour(Look.BOARD, image, LEFT_OF_POINTS, BackgammonPicture.pieceY(Side.TWO, Side.ONE, 3),
                "no fourth piece in Black's row 1");
        assertTrue(scene.description().contains("Red's rows 1 to 6 hold 2, 3, 1, 5, 3, 2 pieces"), scene.description());
        assertTrue(scene.description().contains("rolled [4]"), scene.description());
    }

    private static final double LEFT_OF_POINTS = BackgammonPicture.centreX(1) - 44;

    @Test
    void blackSeesItsRowsAlongTheBottom() throws Exception {
        Scene scene = Pictures.scene(shifted(), Optional.of(Side.TWO));
        BufferedImage image = raster(scene);
        assertColour(BackgammonPicture.BLACK, image, BackgammonPicture.centreX(3) - 25,
                BackgammonPicture.pieceY(Side.TWO, Side.TWO, 0), "Black's row 3 at the bottom");
        assertTrue(BackgammonPicture.pieceY(Side.TWO, Side.TWO, 0) > BackgammonPicture.pieceY(Side.ONE, Side.TWO, 0));
        assertPostable(scene);
    }

    @Test
    void aFinishedGameAsksForNoRow() throws Exception {
        Game<BackgammonPosition, BackgammonMove> game = SelfPlay.play(RULES, 10_000, 7);
        assertTrue(game.isOver(), "the self-played game ends");
        String text = Pictures.svg(Pictures.scene(game, Optional.empty()));
        assertTrue(text.contains("game over"), "the panel says the game is over");
        assertFalse(text.contains("choose a row"), "nobody is to choose a row");
        assertTrue(Pictures.svg(Pictures.scene(shifted(), Optional.empty())).contains("row 3"));
    }
}
