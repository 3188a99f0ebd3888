package games.blockade.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A game says it uses dice exactly when playing it reaches a roll of the dice. */
class UsesDiceTest {

    @Test
    void everyGameSaysWhetherItsPlayWaitsForTheDice() throws Rejection {
        for (Rules<?, ?> rules : Games.all()) {
            assertEquals(reachesDice(rules), rules.usesDice(), rules.id());
        }
    }

    /** Plays each side's first legal turn for a while, rolling threes when the dice are due. */
    private static boolean reachesDice(Rules<?, ?> rules) throws Rejection {
        Game<?, ?> game = Game.start(rules, rules.presets().get(0), rules.defaultFirst());
        for (int ply = 0; ply < 20 && !game.isOver(); ply++) {
            if (game.status() instanceof Status.AwaitingDice) {
                return true;
            }
            game = game.play(game.legalTurns().get(0));
        }
        return false;
    }
}
