package games.blockade.rules.piecepack;

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

class PiecepackPictureTest {

    private static final PiecepackRules RULES = new PiecepackRules();
    private static final String COINS = "s:d3,b5,f5,b6,a8,e8 m:f3,e4,c6,f6,a7,c7 c:b3,c5,e5,e6,b8,f8 a:c3,b4,f4,b7,e7,d8";

    /** The arms pawn from e1 to c3 pins the arms coin there. */
    private static Game<PiecepackPosition, PiecepackMove> pinned() throws Exception {
        return Game.start(RULES, RULES.presets().get(0), RULES.defaultFirst())
                .play(COINS).play("s:a1 m:b1 c:c1 a:e1").play("e1-c3");
    }

    @Test
    void everyCoinAndPawnIsNamedBySquareAndSuit() throws Exception {
        Document svg = svg(Pictures.scene(pinned(), Optional.empty()));
        Map<String, String> coins = byData(svg, "coin", "square", g -> g.getAttribute("data-suit"));
        assertEquals(24, coins.size());
        assertEquals("suns", coins.get("d3"));
        assertEquals("moons", coins.get("e4"));
        assertEquals("crowns", coins.get("b8"));
        assertEquals("arms", coins.get("c3"));
        Map<String, String> pawns = byData(svg, "pawn", "suit",
                g -> g.getAttribute("data-square") + " " + g.getAttribute("data-pinning"));
        assertEquals(Map.of("suns", "a1 false", "moons", "b1 false", "crowns", "c1 false", "arms", "c3 true"), pawns);
        assertEquals("true", byData(svg, "coin", "square", g -> g.getAttribute("data-pinned")).get("c3"));
    }

    /** The web board picks a square by its name, an empty one too: where a setup puts a pawn. */
    @Test
    void everySquareIsNamed() throws Exception {
        Document svg = svg(Pictures.scene(pinned(), Optional.empty()));
        Map<String, String> squares = byData(svg, "square", "square", g -> g.getAttribute("data-square"));
        assertEquals(48, squares.size());
        assertEquals("a1", squares.get("a1"));
        assertEquals("f8", squares.get("f8"));
    }

    @Test
    void coinsShowTheirSuitsColourAndPawnsAreLight() throws Exception {
        Scene scene = Pictures.scene(pinned(), Optional.empty());
        BufferedImage image = raster(scene);
        int d3 = 2 * 6 + 3;
        assertColour(PiecepackPicture.colour(Suit.SUNS), image, PiecepackPicture.centreX(d3, Side.ONE) - 30,
                PiecepackPicture.centreY(d3, Side.ONE), "the suns coin on d3, beside its symbol");
        int b1 = 1;
        assertColour(Look.WHITE, image, PiecepackPicture.centreX(b1, Side.ONE) - 20,
                PiecepackPicture.centreY(b1, Side.ONE) + 34, "the moons pawn's light base");
        int c3 = 2 * 6 + 2;
        assertColour(PiecepackPicture.colour(Suit.ARMS), image, PiecepackPicture.centreX(c3, Side.ONE) - 35,
                PiecepackPicture.centreY(c3, Side.ONE) - 10, "the pinned coin's rim around its pawn");
        assertColour(Look.WHITE, image, PiecepackPicture.centreX(d3, Side.ONE), PiecepackPicture.centreY(d3, Side.ONE),
                "the sun on the suns coin");
        int b4 = 3 * 6 + 1;
        assertColour(Look.WHITE, image, PiecepackPicture.centreX(b4, Side.ONE), PiecepackPicture.centreY(b4, Side.ONE),
                "the cross on the arms coin");
        assertColour(Look.WHITE, image, PiecepackPicture.centreX(c3, Side.ONE), PiecepackPicture.centreY(c3, Side.ONE) - 19,
                "the head of the pawn pinning the arms coin");
        assertTrue(scene.description().contains("Arms (blue): coins"), scene.description());
        assertTrue(scene.description().contains("pawn on c3 (pinning its coin)"), scene.description());
    }

    @Test
    void theBlockerSeesTheBoardTurnedRound() throws Exception {
        Scene scene = Pictures.scene(pinned(), Optional.of(Side.TWO));
        BufferedImage image = raster(scene);
        int d3 = 2 * 6 + 3;
        int d6 = 5 * 6 + 3;
        assertEquals(PiecepackPicture.centreY(d6, Side.ONE), PiecepackPicture.centreY(d3, Side.TWO));
        assertColour(PiecepackPicture.colour(Suit.SUNS), image, PiecepackPicture.centreX(d3, Side.TWO) - 30,
                PiecepackPicture.centreY(d3, Side.TWO), "the suns coin on d3, turned round");
        assertPostable(scene);
    }
}
