package games.blockade.rules.retreat;

import games.blockade.rules.Rejection;

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

    record Refused<T>(RetreatRefusal reason, String message) implements Reading<T> {
        public Refused {
            Objects.requireNonNull(reason);
            Objects.requireNonNull(message);
        }

        @Override
        public T orThrow() throws Rejection {
            throw new Rejection(message);
        }
    }
}
