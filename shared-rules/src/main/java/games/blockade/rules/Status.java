package games.blockade.rules;

import java.util.Objects;

/** Who acts next in a position: a side, the dice, or nobody because the game is over. */
public sealed interface Status {

    record ToMove(Side side) implements Status {
        public ToMove {
            Objects.requireNonNull(side);
        }
    }

    /** The dice must be rolled before anyone can act (only in games with dice). */
    record AwaitingDice() implements Status {
    }

    record Over(Outcome outcome) implements Status {
        public Over {
            Objects.requireNonNull(outcome);
        }
    }
}
