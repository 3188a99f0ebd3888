package games.blockade.store.generate;

import games.blockade.rules.Game;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;

/** Whole games of the weakest computer player against itself, for any game, played through the same API as real players. */
public final class RandomGames {

    private RandomGames() {
    }

    /**
     * A finished game: the weakest computer level on both sides (and seeded dice) until the rules
     * end it, or a draw by agreement once it reaches {@code maxPlies}.
     */
    public static <P, M> Game<P, M> play(Rules<P, M> rules, Preset preset, Side first, long seed, int maxPlies)
            throws Rejection {
        Game<P, M> game = SelfPlay.play(rules, preset, first, maxPlies, seed);
        return game.isOver() ? game : game.drawByAgreement();
    }
}
