package games.blockade.rules.retreat;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Look;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.picture.Scene;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import static games.blockade.rules.picture.PictureAssertions.assertColour;
import static games.blockade.rules.picture.PictureAssertions.assertPostable;
import static games.blockade.rules.picture.PictureAssertions.byData;
import static games.blockade.rules.picture.PictureAssertions.groups;
import static games.blockade.rules.picture.PictureAssertions.raster;
import static games.blockade.rules.picture.PictureAssertions.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RetreatPictureTest {

    private static final RetreatRules RULES = new RetreatRules();
    /** Every kind of stack: Black's tower on 4, White's high castle on 8 and lone bridge on 7. */
    private static final String STACKS = "./././bbc/././B/BC/./. w - -";

    private static Scene scene(String position, Optional<Side> viewer) throws Rejection {
        return Pictures.scene(RULES, RULES.parsePosition(position), viewer);
    }

    @Test
    void everyStackIsNamedBySquareSideAndHeight() throws Exception {
        Document svg = svg(scene(STACKS, Optional.empty()));
        Map<String, String> stacks = byData(svg, "stack", "square",
                g -> g.getAttribute("data-side") + " " + g.getAttribute("data-stack"));
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("4", "black BBC");
        expected.put("7", "white B");
        expected.put("8", "white BC");
        assertEquals(expected, stacks);
        Map<String, String> labels = byData(svg, "stack", "square",
                g -> g.getElementsByTagName("text").item(0).getTextContent());
        assertEquals(Map.of("4", "BBC", "7", "B", "8", "BC"), labels, "each stack's notation beneath it");
        assertEquals(3, groups(svg, "stack").get(0).getElementsByTagName("g").getLength(), "a tower's three pieces");
    }

    @Test
    void theDescriptionSaysThePositionInWords() throws Exception {
        Scene scene = scene(STACKS, Optional.empty());
        assertTrue(scene.description().contains("White to move"), scene.description());
        assertTrue(scene.description().contains("Black has a tower on 4"), scene.description());
        assertTrue(scene.description().contains("a high castle on 8"), scene.description());
    }

    @Test
    void piecesStandWhereTheirSquareIsDrawn() throws Rejection {
        BufferedImage image = raster(scene(STACKS, Optional.empty()));
        double tower = RetreatPicture.centre(4, Side.ONE);
        assertColour(RetreatPicture.DARK, image, tower, RetreatPicture.bridgeCentre(0) - 8, "the tower's lower bridge");
        assertColour(RetreatPicture.DARK, image, tower, RetreatPicture.bridgeCentre(1) - 8, "the tower's upper bridge");
        assertColour(RetreatPicture.DARK, image, tower, RetreatPicture.castleCentre(2) - 8, "the tower's castle");
        double highCastle = RetreatPicture.centre(8, Side.ONE);
        assertColour(RetreatPicture.LIGHT, image, highCastle, RetreatPicture.bridgeCentre(0) - 8, "the bridge under 8's castle");
        assertColour(RetreatPicture.LIGHT, image, highCastle, RetreatPicture.castleCentre(1) - 8, "8's castle");
        assertColour(Look.BOARD, image, highCastle, RetreatPicture.castleCentre(2) - 8, "nothing above 8's castle");
        assertColour(Look.BOARD, image, RetreatPicture.centre(5, Side.ONE), RetreatPicture.bridgeCentre(0), "empty 5");
    }

    @Test
    void whiteSeesItsOwnMoatOnTheLeft() throws Rejection {
        BufferedImage image = raster(scene(STACKS, Optional.of(Side.TWO)));
        assertEquals(RetreatPicture.centre(7, Side.ONE), RetreatPicture.centre(4, Side.TWO));
        assertColour(RetreatPicture.LIGHT, image, RetreatPicture.centre(7, Side.TWO), RetreatPicture.bridgeCentre(0) - 8,
                "White's bridge on 7, drawn where 4 is for Black");
        assertColour(RetreatPicture.DARK, image, RetreatPicture.centre(4, Side.TWO), RetreatPicture.bridgeCentre(0) - 8,
                "Black's tower on 4");
    }

    @Test
    void theLastMoveIsHighlightedAndCaptioned() throws Exception {
        Game<RetreatPosition, RetreatMove> game = Game.start(RULES, RULES.presets().get(0), Side.ONE).play("B3-5");
        Scene scene = Pictures.scene(game, Optional.empty());
        assertTrue(scene.title().endsWith("White to move · last: Black B3-5"), scene.title());
        Map<String, String> ends = byData(svg(scene), "last-move", "end", g -> "outline");
        assertEquals(java.util.Set.of("from", "to"), ends.keySet());
        BufferedImage image = raster(scene);
        assertColour(Look.HIGHLIGHT, image, RetreatPicture.left(5, Side.ONE) + 3, RetreatPicture.CELL_TOP + 100,
                "the outline of the square reached");
        assertColour(Look.BOARD, image, RetreatPicture.left(6, Side.ONE) + 5, RetreatPicture.CELL_TOP + 100,
                "an untouched square");
    }

    @Test
    void picturesAreSmallEnoughToPost() throws Rejection {
        assertPostable(scene(STACKS, Optional.empty()));
    }
}
