package games.blockade.rules.analysis;

import java.util.Objects;
import java.util.Optional;

/**
 * What an analyst finds about one decision, for the side that made it: a better choice, if it
 * found one (in notation), what the best choice found was worth (the one played when none was
 * better), what the choice played was worth, and whether there was no other choice at all.
 */
public record Weighing(Optional<String> better, Eval bestEval, Eval playedEval, boolean forced) {
    public Weighing {
        Objects.requireNonNull(better);
        Objects.requireNonNull(bestEval);
        Objects.requireNonNull(playedEval);
    }
}
