package games.blockade.rules;

import java.util.Objects;

/** A named way to set a game up (a board size, a variant of the rules). */
public record Preset(String name, String summary) {
    public Preset {
        Objects.requireNonNull(name);
        Objects.requireNonNull(summary);
    }
}
