package games.blockade.rules.picture;

import java.util.Objects;
import java.util.Optional;

/** How a shape is painted: an optional fill, an optional outline of a width, solid or dashed. */
public record Style(Optional<Colour> fill, Optional<Colour> stroke, double strokeWidth, boolean dashed) {

    public Style {
        Objects.requireNonNull(fill);
        Objects.requireNonNull(stroke);
        if (strokeWidth < 0) {
            throw new IllegalArgumentException("negative stroke width " + strokeWidth);
        }
    }

    public static Style fill(Colour fill) {
        return new Style(Optional.of(fill), Optional.empty(), 0, false);
    }

    public static Style stroke(Colour stroke, double width) {
        return new Style(Optional.empty(), Optional.of(stroke), width, false);
    }

    public static Style of(Colour fill, Colour stroke, double width) {
        return new Style(Optional.of(fill), Optional.of(stroke), width, false);
    }

    public Style withDashes() {
        return new Style(fill, stroke, strokeWidth, true);
    }
}
