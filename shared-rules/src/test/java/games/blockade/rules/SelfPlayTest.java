package games.blockade.rules;

import games.blockade.rules.walls.WallsRules;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SelfPlayTest {

    @Test
    void playsUntilThePliesAreUsed() throws Rejection {
        Game<Counters.Position, String> game = SelfPlay.play(new Counters(), 3, 1);
        assertEquals(3, game.plies().size());
        assertEquals(Side.TWO, game.toMove().orElseThrow());
    }

    @Test
    void stopsWhenTheGameEnds() throws Rejection {
        Game<Counters.Position, String> game = SelfPlay.play(new Counters(), 1000, 1);
        assertTrue(game.isOver());
        assertTrue(game.plies().size() < 1000);
    }

    @Test
    void aComputerTurnOfSeveralPartsIsOneCommandTheGameAccepts() throws Rejection {
        WallsRules rules = new WallsRules();
        Game<?, ?> game = Game.start(rules, rules.presets().get(1), Side.ONE);
        List<?> turn = turnOf(rules, game);

        Game<?, ?> after = game.play(Side.ONE, format(rules, game, turn));

        assertTrue(turn.size() >= 2, "a pawn move and a wall: " + turn);
        assertEquals(Side.TWO, after.toMove().orElseThrow());
        assertEquals(1, after.plies().size());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static List<?> turnOf(Rules rules, Game<?, ?> game) throws Rejection {
        return SelfPlay.turn(rules, rules.computer(rules.levels().get(0).toString(), 7), game.position());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String format(Rules rules, Game<?, ?> game, List<?> turn) {
        return rules.formatTurn(game.position(), turn);
    }
}
