package games.blockade.rules;

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
}
