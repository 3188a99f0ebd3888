package games.blockade.rules.walls;

import games.blockade.rules.Game;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Look;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.picture.Scene;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.Optional;

import static games.blockade.rules.picture.PictureAssertions.assertColour;
import static games.blockade.rules.picture.PictureAssertions.assertPostable;
import static games.blockade.rules.picture.PictureAssertions.byData;
import static games.blockade.rules.picture.PictureAssertions.raster;
import static games.blockade.rules.picture.PictureAssertions.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WallsPictureTest {

    private static final WallsRules RULES = new WallsRules();

    /** Walls d6h, c8v, g6h, f9v; Blue bombed c8v's north half from d9 and moved to c9. */
    private static Game<WallsPosition, WallsMove> bombed() throws Exception {
        return Game.start(RULES, RULES.presets().get(0), RULES.defaultFirst())
                .play("d4-d6 d6h").play("d11-d9 c8v").play("h4-h6 g6h").play("xd9w d9-c9 f9v");
    }

    @Test
    void pawnsAndWallsAreNamedWithWhatStands() throws Exception {
        Document svg = svg(Pictures.scene(bombed(), Optional.empty()));
        Map<String, String> pawns = byData(svg, "pawn", "square", g -> g.getAttribute("data-side"));
        assertEquals(Map.of("d6", "red", "h6", "red", "c9", "blue", "h11", "blue"), pawns);
        Map<String, String> walls = byData(svg, "wall", "wall", g -> g.getAttribute("data-standing"));
        assertEquals(Map.of("d6h", "both", "g6h", "both", "c8v", "south", "f9v", "both"), walls);
    }

    @Test
    void everySquareIsNamedAndEveryEmptyGrooveAsTheWallThatWouldStandThere() throws Exception {
        Document svg = svg(Pictures.scene(bombed(), Optional.empty()));
        WallsBoard board = WallsBoard.STANDARD;
        Map<String, String> squares = byData(svg, "square", "square", g -> "");
        assertEquals(board.squares(), squares.size());
        assertTrue(squares.containsKey("a1") && squares.containsKey("k14"), squares.keySet().toString());
        Map<String, String> grooves = byData(svg, "groove", "wall", g -> "");
        // Two grooves at every inner corner but the four where a wall stands (d6h, g6h, c8v, f9v).
        assertEquals(2 * ((board.width() - 1) * (board.height() - 1) - 4), grooves.size());
        assertTrue(grooves.containsKey("e5h") && grooves.containsKey("e5v"), "an empty corner's grooves");
        assertTrue(!grooves.containsKey("d6h") && !grooves.containsKey("d6v"), "a corner with a wall has none");
        // Neighbouring grooves on a line meet without covering each other: a click picks one wall.
        Map<String, String> spans = byData(svg, "groove", "wall", g -> {
            org.w3c.dom.Element rect = (org.w3c.dom.Element) g.getElementsByTagName("rect").item(0);
            return rect.getAttribute("x") + " " + rect.getAttribute("width");
        });
        double[] e5 = span(spans.get("e5h"));
        double[] f5 = span(spans.get("f5h"));
        assertEquals(Math.min(e5[1], f5[1]), Math.max(e5[0], f5[0]), 0.01, "e5h " + spans.get("e5h") + ", f5h " + spans.get("f5h"));
    }

    private static double[] span(String xWidth) {
        String[] parts = xWidth.split(" ");
        double x = Double.parseDouble(parts[0]);
        return new double[]{x, x + Double.parseDouble(parts[1])};
    }

    @Test
    void wallsHalfWallsAndTheBombedGapAreDrawnOnTheirLines() throws Exception {
        Scene scene = Pictures.scene(bombed(), Optional.empty());
        BufferedImage image = raster(scene);
        WallsBoard board = WallsBoard.STANDARD;
        Side near = Side.ONE;
        // d6h lies between rows 6 and 7, across columns d and e: grid line y = 6, x from 3 to 5
        assertColour(WallsPicture.WALL, image, WallsPicture.px(board, 3.5, near), WallsPicture.py(board, 6, near),
                "d6h over d");
        // c8v between columns c and d (x = 3): its south half (row 8) stands, its north half (row 9) was bombed
        assertColour(WallsPicture.WALL, image, WallsPicture.px(board, 3, near), WallsPicture.py(board, 7.3, near),
                "c8v's standing half");
        assertColour(Look.HIGHLIGHT, image, WallsPicture.px(board, 3, near), WallsPicture.py(board, 8.5, near),
                "the cross on the segment just bombed");
        // f9v was placed last: highlighted
        assertColour(Look.HIGHLIGHT, image, WallsPicture.px(board, 6, near), WallsPicture.py(board, 9.7, near),
                "the wall just placed");
        int c9 = 8 * board.width() + 2;
        assertColour(WallsPicture.BLUE, image, WallsPicture.centreX(board, c9, near),
                WallsPicture.centreY(board, c9, near), "Blue's pawn on c9");
        assertTrue(scene.description().contains("vertical wall c8v, only its south half standing"), scene.description());
    }

    @Test
    void blueSeesItsBasesNearest() throws Exception {
        Scene scene = Pictures.scene(bombed(), Optional.of(Side.TWO));
        BufferedImage image = raster(scene);
        WallsBoard board = WallsBoard.STANDARD;
        int h11 = 10 * board.width() + 7;
        assertTrue(WallsPicture.centreY(board, h11, Side.TWO) > WallsPicture.centreY(board, 3 * board.width(), Side.TWO));
        assertColour(WallsPicture.BLUE, image, WallsPicture.centreX(board, h11, Side.TWO),
                WallsPicture.centreY(board, h11, Side.TWO), "Blue's pawn on h11");
        assertPostable(scene);
    }
}
