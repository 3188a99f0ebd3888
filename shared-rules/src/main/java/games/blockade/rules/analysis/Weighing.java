package games.blockade.rules.analysis;

import java.util.Objects;

/**
 * What an analyst finds about one decision, for the side that made it: the best choice it found
 * (in notation) and what that was worth, what the choice played was worth, and whether there was
 * no choice at all.
 */
public record Weighing(String best, Eval bestEval, Eval playedEval, boolean forced) {
    public Weighing {
        Objects.requireNonNull(best);
        Objects.requireNonNull(bestEval);
        Objects.requireNonNull(playedEval);
    }
}
