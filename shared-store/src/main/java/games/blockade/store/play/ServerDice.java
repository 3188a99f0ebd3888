package games.blockade.store.play;

import games.blockade.rules.Dice;
import games.blockade.rules.Game;
import games.blockade.rules.Status;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.store.config.Store;
import games.blockade.store.model.DiceCommitment;
import java.util.Optional;

/**
 * The server's dice, for every surface a move comes from: every roll comes from the game's stored
 * secret seed by the documented procedure of {@link SeededDice}, and is made in the same
 * transaction as the action that made it due, so it is part of the stored game from then on.
 */
public final class ServerDice {

    private ServerDice() {
    }

    /** The game's dice, where it has any. */
    public static Optional<Dice> of(Store store, long gameId) {
        return store.read(em -> Optional.ofNullable(em.find(DiceCommitment.class, gameId)))
                .map(c -> SeededDice.of(c.seed()));
    }

    /** Rolls every die now due: one roll after a row is chosen, more only if the game asks again. */
    public static Game<?, ?> rollDue(Game<?, ?> game, Optional<Dice> dice) {
        Game<?, ?> current = game;
        while (current.status() instanceof Status.AwaitingDice) {
            current = current.rollDice(dice.orElseThrow(
                    () -> new IllegalStateException("a game awaiting dice has no stored seed")));
        }
        return current;
    }
}
