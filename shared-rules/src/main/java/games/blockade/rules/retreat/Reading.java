package games.blockade.rules.retreat;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Words;

import java.util.Objects;

/** The result of reading notation: the value, or why it was refused. */
public sealed interface Reading<T> {

    /** The value, or a {@link Rejection} carrying the refusal's message. */
    T orThrow() throws Rejection;

    record Accepted<T>(T value) implements Reading<T> {
        public Accepted {
            Objects.requireNonNull(value);
        }

        @Override
        public T orThrow() {
            return value;
        }
    }

    /** Refused for {@code reason}, said to the player as {@code said}. */
    record Refused<T>(RetreatRefusal reason, Refusal said) implements Reading<T> {
        public Refused {
            Objects.requireNonNull(reason);
            Objects.requireNonNull(said);
        }

        Refused(RetreatRefusal reason, String message) {
            this(reason, new Refusal.Said(message));
        }

        /** The refusal in English. */
        public String message() {
            return Words.ENGLISH.say(said);
        }

        @Override
        public T orThrow() throws Rejection {
            throw new Rejection(said);
        }
    }
}
