package games.blockade.rules.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import games.blockade.rules.Game;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.walls.WallsRules;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class BudgetTest {

    @Test
    void aPacedWorkBudgetPausesBeforeEveryUnitAndGivesTheSameAnalysis() throws Exception {
        Rules<?, ?> rules = new WallsRules();
        Game<?, ?> game = Game.start(rules, rules.presets().get(1), Side.ONE);
        for (int ply = 0; ply < 4; ply++) {
            game = game.play(game.legalTurns().get(0));
        }
        game = game.resign(Side.TWO);
        Budget own = Analysts.of(game.rules()).budget();
        AtomicLong pauses = new AtomicLong();

        GameAnalysis paced = Analysis.of(game, new Budget.Paced(own, pauses::incrementAndGet));

        assertEquals(Analysis.of(game), paced);
        assertEquals(true, pauses.get() > 1000, "paused " + pauses.get() + " times");
    }
}
