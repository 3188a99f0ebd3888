package games.blockade.rules;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One entry of a game's record: what a side (or, with no side, the dice) played, in canonical
 * notation, and the position it reached. A ply is usually a whole turn; in games where a turn may
 * be left open it can be part of one.
 *
 * <p>A ply restored from a host's record ({@link Game#resume}) holds its position as text until it
 * is asked for, so that continuing a long game costs one position read, not the whole game's.
 */
public final class Ply<P> {

    private final Optional<Side> side;
    private final String notation;
    private Supplier<P> restore;
    private P position;

    public Ply(Optional<Side> side, String notation, P position) {
        this.side = Objects.requireNonNull(side);
        this.notation = Objects.requireNonNull(notation);
        this.position = Objects.requireNonNull(position);
    }

    /** A ply whose position is made only when it is first asked for. */
    Ply(Optional<Side> side, String notation, Supplier<P> restore) {
        this.side = Objects.requireNonNull(side);
        this.notation = Objects.requireNonNull(notation);
        this.restore = Objects.requireNonNull(restore);
    }

    public Optional<Side> side() {
        return side;
    }

    public String notation() {
        return notation;
    }

    public synchronized P position() {
        if (position == null) {
            position = Objects.requireNonNull(restore.get());
            restore = null;
        }
        return position;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Ply<?> ply && side.equals(ply.side) && notation.equals(ply.notation)
                && position().equals(ply.position());
    }

    @Override
    public int hashCode() {
        return Objects.hash(side, notation, position());
    }

    @Override
    public String toString() {
        return "Ply[side=" + side + ", notation=" + notation + ", position=" + position() + "]";
    }
}
