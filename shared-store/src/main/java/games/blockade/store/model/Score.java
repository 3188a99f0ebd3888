package games.blockade.store.model;

/** A finished game's result for one player. */
public enum Score {
    WIN, LOSS, DRAW;

    /** The points of this result in rating terms. */
    public double points() {
        return switch (this) {
            case WIN -> 1.0;
            case LOSS -> 0.0;
            case DRAW -> 0.5;
        };
    }
}
