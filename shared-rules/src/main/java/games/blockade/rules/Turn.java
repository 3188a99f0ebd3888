package games.blockade.rules;

import java.util.List;

/** The moves of one turn, in the order played, and the position they reach. */
public record Turn<P, M>(List<M> moves, P result) {
    public Turn {
        moves = List.copyOf(moves);
    }
}
