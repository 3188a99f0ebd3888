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
    void rollsTheHostsDiceWhereTheGameHasThem() throws Rejection {
        Rules<?, ?> backgammon = Games.byId("backgammon");
        Game<?, ?> game = playWithSixes(backgammon);
        java.util.List<String> rolls = game.plies().stream().filter(ply -> ply.side().isEmpty())
                .map(Ply::notation).toList();
        assertTrue(!rolls.isEmpty());
        assertTrue(rolls.stream().allMatch(roll -> roll.matches("roll( 6)+( vs( 6)+)?")), rolls.toString());
    }

    private static <P, M> Game<P, M> playWithSixes(Rules<P, M> rules) throws Rejection {
        return SelfPlay.play(rules, rules.presets().get(0), rules.defaultFirst(), 12, 1, index -> 6);
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
