package games.blockade.rules.retreat;

import java.util.Objects;

/**
 * A position's value under perfect play, for the side to move: a win or a loss in so many plies
 * (moves of either side, counting the winning move), or a draw (neither side can force a win).
 */
public record RetreatValue(Result result, int plies) {

    public enum Result {
        WIN, DRAW, LOSS;

        /** The word used in the solver's output: win, draw, loss. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public RetreatValue {
        Objects.requireNonNull(result);
        if (plies < 0 || result == Result.DRAW && plies != 0) {
            throw new IllegalArgumentException("a draw has no distance; a win or loss a distance of 0 or more");
        }
    }

    /** The value for the side that moved into a position of this value. */
    public RetreatValue forMover() {
        Result flipped = result == Result.WIN ? Result.LOSS : result == Result.LOSS ? Result.WIN : Result.DRAW;
        return new RetreatValue(flipped, result == Result.DRAW ? 0 : plies + 1);
    }

    /** "win 23", "loss 4", "draw". */
    @Override
    public String toString() {
        return result == Result.DRAW ? result.word() : result.word() + " " + plies;
    }
}
