package games.blockade.rules.retreat;

import games.blockade.rules.language.Term;

import java.util.Locale;
import java.util.Optional;

/**
 * What one move carries, as written in the notation: a bridge, the high bridge, the castle, the
 * castle with one bridge, the whole tower, or a draw (a lone castle pulling its lone bridge along).
 * Each moves an exact number of squares.
 */
public enum RetreatUnit {
    B("bridge", 2),
    BB("high bridge", 2),
    C("castle", 1),
    BC("high castle", 2),
    BBC("tower", 3),
    D("draw", 1);

    private final String title;
    private final int distance;

    RetreatUnit(String title, int distance) {
        this.title = title;
        this.distance = distance;
    }

    /** The unit's name for people. */
    /** The unit as a word of the game ("high bridge"). */
    public Term term() {
        return new Term("retreat.unit." + name().toLowerCase(Locale.ROOT));
    }

    public String title() {
        return title;
    }

    /** How many squares the unit moves, exactly. */
    public int distance() {
        return distance;
    }

    public static Optional<RetreatUnit> of(String text) {
        for (RetreatUnit unit : values()) {
            if (unit.name().equals(text.toUpperCase(Locale.ROOT))) {
                return Optional.of(unit);
            }
        }
        return Optional.empty();
    }
}
