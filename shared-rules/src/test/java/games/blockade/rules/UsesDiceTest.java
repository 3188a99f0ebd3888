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

    /** Lets the weakest computer player play both sides for a while, to see whether the dice come due. */
    private static <P, M> boolean reachesDice(Rules<P, M> rules) throws Rejection {
        ComputerPlayer<P, M> player = rules.computer(rules.levels().get(0), 1);
        Game<P, M> game = Game.start(rules, rules.presets().get(0), rules.defaultFirst());
        for (int ply = 0; ply < 20 && !game.isOver(); ply++) {
            if (game.status() instanceof Status.AwaitingDice) {
                return true;
            }
            P position = game.position();
            game = game.play(rules.formatTurn(position, player.play(position)));
        }
        return false;
    }
}
