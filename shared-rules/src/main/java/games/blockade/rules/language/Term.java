package games.blockade.rules.language;

import java.util.Objects;

/**
 * A word of a game that differs between languages (a unit, a suit, a kind of wall, what a turn
 * still needs), named by its key in the rules' {@link Words}. Notation never is one.
 */
public record Term(String key) {

    public Term {
        Objects.requireNonNull(key);
    }
}
