package games.blockade.store.repository;

import games.blockade.rules.Side;
import games.blockade.store.model.DiceCommitment;
import java.util.Objects;
import java.util.Optional;

/**
 * A game with what a page shows beside it, read together ({@link GameRepository#findShown}): the names
 * of the players seated at each side and, for a game with dice, its seed's commitment.
 */
public record ShownGame(GameView view, String playerOneName, String playerTwoName, Optional<DiceCommitment> dice) {

    public ShownGame {
        Objects.requireNonNull(view);
        Objects.requireNonNull(playerOneName);
        Objects.requireNonNull(playerTwoName);
        Objects.requireNonNull(dice);
    }

    /** A player's own name by their id, for {@link GameView#nameOf}; only this game's players are known. */
    public String nameOf(long playerId) {
        if (playerId == view.playerOneId()) {
            return playerOneName;
        }
        if (playerId == view.playerTwoId()) {
            return playerTwoName;
        }
        throw new IllegalArgumentException("player " + playerId + " does not play game " + view.id());
    }

    /** Who plays {@code side}, as {@link GameView#nameOf} names them. */
    public String nameAt(Side side) {
        return view.nameOf(side, this::nameOf);
    }
}
