package games.blockade.bot.service;

import games.blockade.rules.Dice;
import games.blockade.rules.Game;
import games.blockade.store.config.Store;
import games.blockade.store.model.DiceCommitment;
import games.blockade.store.play.ServerDice;
import java.util.Optional;

/**
 * The server's dice: every roll comes from the game's stored secret seed by the documented
 * procedure of {@link ServerDice}, and is made in the same transaction as the action that made it
 * due, so it is part of the stored game from then on. A retried or repeated command finds the roll
 * already made; the roll's index comes from the position, so even a replay gives the same die.
 */
final class GameDice {

    private final Store store;

    GameDice(Store store) {
        this.store = store;
    }

    /** The game's dice, where it has any. */
    Optional<Dice> of(long gameId) {
        return ServerDice.of(store, gameId);
    }

    Optional<DiceCommitment> commitment(long gameId) {
        return store.read(em -> Optional.ofNullable(em.find(DiceCommitment.class, gameId)));
    }

    /** Rolls every die now due: one roll after a row is chosen, more only if the game asks again. */
    static Game<?, ?> rollDue(Game<?, ?> game, Optional<Dice> dice) {
        return ServerDice.rollDue(game, dice);
    }
}
