package games.blockade.store.generate;

import games.blockade.rules.Dice;
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
        return ended(SelfPlay.play(rules, preset, first, maxPlies, seed));
    }

    /** The same with the given dice, as a game with a dice commitment rolls them. */
    public static <P, M> Game<P, M> play(Rules<P, M> rules, Preset preset, Side first, long seed, int maxPlies,
                                         Dice dice) throws Rejection {
        return ended(SelfPlay.play(rules, preset, first, maxPlies, seed, dice));
    }

    private static <P, M> Game<P, M> ended(Game<P, M> game) throws Rejection {
        return game.isOver() ? game : game.drawByAgreement();
    }
}
