package games.blockade.rules;

import java.util.Objects;

/**
 * How a game ended. Reasons are short lowercase codes ({@code moat}, {@code blocked},
 * {@code resignation}, ...): stable enough to store and filter on, and explained to people by
 * {@link Rules#describe(Outcome)}.
 */
public sealed interface Outcome {

    /** Platform endings, common to every game. */
    String RESIGNATION = "resignation";
    String TIME = "time";
    String AGREEMENT = "agreement";
    String REPETITION = "repetition";

    String reason();

    record Win(Side winner, String reason) implements Outcome {
        public Win {
            Objects.requireNonNull(winner);
            Objects.requireNonNull(reason);
        }
    }

    record Draw(String reason) implements Outcome {
        public Draw {
            Objects.requireNonNull(reason);
        }
    }
}
