package games.blockade.rules.walls;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WallsPlayersTest {

    private static final WallsRules RULES = new WallsRules();

    private static final List<String> POSITIONS = List.of(
            "11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red",
            "9x12 - c3,g3 c10,g10 7h7v1b 7h7v1b red",
            "11x14 d4h,e5v,c8h d4,h4 d11,h11 3h2v1b 4h1v1b red",
            "11x14 - h4,d6 d11,h11 9h9v1b 9h9v1b red:wall",
            "11x14 a1v,a3v a1,a2 a3,a4 0h0v0b 9h9v1b red",
            "11x14 a1v,a3v a1,a2 a3,a4 0h0v1b 9h9v1b red",
            "9x12 c5h,d6v c9,g9 c3,g4 0h0v0b 0h0v0b blue");

    @ParameterizedTest
    @ValueSource(strings = {"easy", "medium", "hard"})
    void everyLevelPlaysALegalWholeTurn(String level) throws Rejection {
        ComputerPlayer<WallsPosition, WallsMove> player = RULES.computer(level, 7);
        for (String text : POSITIONS) {
            WallsPosition p = RULES.parsePosition(text);
            List<WallsMove> moves = player.play(p);
            Game<WallsPosition, WallsMove> game = Game.from(RULES, WallsBoard.STANDARD.preset(), p)
                    .play(RULES.formatTurn(p, moves));
            assertTrue(game.isOver() || game.toMove().orElseThrow() != p.toMove(), text);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"easy", "medium", "hard"})
    void everyLevelTakesAWinInOne(String level) throws Rejection {
        WallsPosition p = RULES.parsePosition("11x14 e5h d10,h11 d5,h5 9h9v1b 9h9v1b red");
        assertEquals("d10-d11", RULES.formatTurn(p, RULES.computer(level, 1).play(p)));
    }

    @Test
    void theSearcherStopsTheOpponentsWinInOne() throws Rejection {
        // Blue stands one step from winning; Red, far from its own goal, must wall d5 off from d4
        WallsPosition p = RULES.parsePosition("11x14 - d8,h8 h4,d5 9h9v1b 9h9v1b red");
        Game<WallsPosition, WallsMove> game = Game.from(RULES, WallsBoard.STANDARD.preset(), p);
        List<WallsMove> turn = new WallsPlayers.Searcher(RULES, 3, 600_000, 2).play(p);
        Game<WallsPosition, WallsMove> after = game.play(RULES.formatTurn(p, turn));
        assertTrue(assertThrows(Rejection.class, () -> after.play("d5-d4")).getMessage().contains("stands between"),
                after.positionText());
    }

    @Test
    void unknownLevelsAreRefused() {
        assertEquals("unknown level 'grandmaster' for walls; levels: easy, medium, hard",
                assertThrows(Rejection.class, () -> RULES.computer("grandmaster", 1)).getMessage());
    }
}
