package games.blockade.rules.picture;

import static games.blockade.rules.picture.PictureAssertions.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.rules.retreat.RetreatMove;
import games.blockade.rules.retreat.RetreatPosition;
import games.blockade.rules.retreat.RetreatRules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * What a screen reader reads of a picture, and what a pointer resting on a piece shows, is in the
 * picture's language: its title, its description and the title of every piece.
 */
class PictureLanguagesTest {

    private static final List<Locale> LANGUAGES = List.of(Locale.GERMAN, Locale.FRENCH, Locale.forLanguageTag("es"),
            Locale.forLanguageTag("pt-BR"), Locale.forLanguageTag("pl"));

    @Test
    void everyTitleAndDescriptionOfEveryGameIsSaidInEachLanguage() throws Exception {
        for (Rules<?, ?> rules : Games.all()) {
            Game<?, ?> game = SelfPlay.play(rules, 12, 7);
            List<String> english = readOut(Pictures.scene(game, Optional.empty(), Locale.ENGLISH));
            assertTrue(english.size() > 3, rules.id() + ": " + english);
            for (Locale language : LANGUAGES) {
                List<String> said = readOut(Pictures.scene(game, Optional.empty(), language));
                assertEquals(english.size(), said.size(), rules.id() + " " + language);
                for (int i = 0; i < said.size(); i++) {
                    assertNotEquals(english.get(i), said.get(i), rules.id() + " " + language + " says as in English");
                }
            }
        }
    }

    @Test
    void aGermanRetreatBoardReadsInGerman() throws Exception {
        RetreatRules rules = new RetreatRules();
        Game<RetreatPosition, RetreatMove> game = Game.start(rules, rules.presets().get(0), Side.ONE).play("B3-5");
        Scene scene = Pictures.scene(game, Optional.empty(), Locale.GERMAN);
        assertEquals("Blockade: Rückzug zum Vormarsch: Weiß am Zug · zuletzt: Schwarz B3-5", scene.title());
        assertTrue(scene.description().startsWith("Weiß am Zug · zuletzt: Schwarz B3-5. Schwarz: "), scene.description());
        assertTrue(scene.description().contains("; letzter Zug B3-5"), scene.description());
        assertTrue(scene.description().endsWith("Der Graben von Schwarz ist Feld 1, der von Weiß Feld 10."),
                scene.description());
        assertTrue(readOut(scene).contains("Brücke von Schwarz auf 5"), readOut(scene).toString());
    }

    /** The picture's title and description, then each piece's title, in order. */
    private static List<String> readOut(Scene scene) throws Exception {
        Document svg = svg(scene);
        List<String> out = new ArrayList<>();
        out.add(svg.getElementsByTagName("desc").item(0).getTextContent());
        NodeList titles = svg.getElementsByTagName("title");
        for (int i = 0; i < titles.getLength(); i++) {
            out.add(titles.item(i).getTextContent());
        }
        return out;
    }
}
