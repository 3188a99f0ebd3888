package games.blockade.rules;

import java.util.List;

/** A computer opponent at one strength. */
public interface ComputerPlayer<P, M> {

    /**
     * The moves this player makes from a position where it is to move: up to the end of its turn,
     * or up to the next roll of the dice. Never empty when the player has a legal move.
     */
    List<M> play(P position);
}
