package games.blockade.store.tournament;

import games.blockade.tournament.Refusal;
import java.util.Objects;

/**
 * Why a tournament was called off, kept as a value (its own columns, not a sentence), so that the
 * bot and the web app each say it in their reader's language.
 */
public sealed interface CallOff {

    /** A person who manages the tournament called it off: their name at the time. */
    record ByManager(String name) implements CallOff {
        public ByManager {
            Objects.requireNonNull(name);
        }
    }

    /** At its start the format refused the field: too few or too many entrants. */
    record Field(Refusal.Reason reason) implements CallOff {
        public Field {
            if (!(reason instanceof Refusal.TooFewEntrants) && !(reason instanceof Refusal.TooManyEntrants)) {
                throw new IllegalArgumentException("a field is refused for its size, not for " + reason);
            }
        }
    }
}
