package games.blockade.store.repository;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;

/**
 * What a caller does to a game inside the store's write transaction: play a command, roll the
 * dice, resign, time out, agree a draw. It gets the game replayed from the store and returns the
 * game after; a {@link Rejection} changes nothing.
 */
@FunctionalInterface
public interface GameAction {

    Game<?, ?> apply(Game<?, ?> game, GameView stored) throws Rejection;
}
