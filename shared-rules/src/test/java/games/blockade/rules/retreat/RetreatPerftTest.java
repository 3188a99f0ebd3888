package games.blockade.rules.retreat;

import games.blockade.rules.Perft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.SplittableRandom;

import static games.blockade.rules.retreat.RetreatTesting.RULES;
import static games.blockade.rules.retreat.RetreatTesting.legal;
import static games.blockade.rules.retreat.RetreatTesting.position;
import static games.blockade.rules.retreat.RetreatTesting.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Perft of retreat: small depths derived by hand, deeper ones checked against {@link SimpleRetreat},
 * a second generator written independently from the rulings.
 */
class RetreatPerftTest {

    @Test
    void depthOneIsFiveByHand() {
        // B1-3 onto the other bridge, C2-3 onto it, D2-3, B3-1 onto the other bridge, B3-5.
        // C2-1 enters the own moat; D2-1 would draw the bridge off the board.
        assertEquals(5, Perft.count(RULES, RetreatPosition.start(), 1));
    }

    @Test
    void depthTwoIsTwentyFiveByHand() {
        // Black's first moves stay on squares 1 to 5, so White's five mirror moves are all open.
        assertEquals(25, Perft.count(RULES, RetreatPosition.start(), 2));
    }

    @ParameterizedTest(name = "perft {1} from {0} is {2}")
    @CsvSource(delimiter = ';', value = {
        "b/c/b/././././B/C/B b - -; 3; 78",
        "b/c/b/././././B/C/B b - -; 4; 233",
        "b/c/b/././././B/C/B b - -; 5; 715",
        "b/c/b/././././B/C/B b - -; 6; 2059",
        "b/c/b/././././B/C/B b - -; 7; 6521",
        "./c/bb/././././BB/C/. b C3-2 C8-9; 4; 213",
        "./c/bb/././././BB/C/. b C3-2 C8-9; 6; 1826",
        "././././B/C/B/b/bc/. w C8-9 B5-7; 6; 195",
        "./B/bb/c/././BC/././. b BB1-3 BC5-7; 4; 160",
        "././bb/c/./././B/BC/. b BB1-3 BC7-9; 4; 152",
        "b/./b/c/./B/././BC/. b B5-3 C8-9; 4; 126",
        "././b/././B/bc/B/C/. w BC5-7 B8-6; 4; 99",
    })
    void agreesWithTheIndependentGenerator(String start, int depth, long expected) {
        long simple = SimpleRetreat.of(start).perft(depth);
        assertEquals(expected, simple, "independent generator");
        assertEquals(expected, Perft.count(RULES, position(start), depth));
    }

    @Test
    void everyPositionOfManyRandomGamesHasTheSameMovesInTheSameOrderAndResults() {
        SplittableRandom random = new SplittableRandom(20261121);
        for (int game = 0; game < 150; game++) {
            RetreatPosition position = RetreatPosition.start();
            for (int ply = 0; ply < 120; ply++) {
                SimpleRetreat simple = SimpleRetreat.of(text(position));
                List<String> moves = legal(position);
                assertEquals(simple.moves(), moves, text(position));
                if (moves.isEmpty()) {
                    break;
                }
                for (String move : moves) {
                    assertEquals(simple.play(move).text(), text(RetreatTesting.after(position, move)), move);
                }
                position = RetreatTesting.after(position, moves.get(random.nextInt(moves.size())));
            }
        }
    }
}
