package games.blockade.rules;

import java.util.Objects;
import java.util.Optional;

/**
 * One entry of a game's record: what a side (or, with no side, the dice) played, in canonical
 * notation, and the position it reached. A ply is usually a whole turn; in games where a turn may
 * be left open it can be part of one.
 */
public record Ply<P>(Optional<Side> side, String notation, P position) {
    public Ply {
        Objects.requireNonNull(side);
        Objects.requireNonNull(notation);
        Objects.requireNonNull(position);
    }
}
