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
}
