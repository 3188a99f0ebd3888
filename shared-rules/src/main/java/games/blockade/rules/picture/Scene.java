package games.blockade.rules.picture;

import java.util.List;
import java.util.Objects;

/**
 * A finished picture, independent of format: its size in scene units, a title and a description
 * in words (for screen readers), a background and the nodes drawn over it in order.
 */
public record Scene(double width, double height, String title, String description, Colour background,
                    List<Node> nodes) {
    public Scene {
        if (!(width > 0 && height > 0)) {
            throw new IllegalArgumentException("a scene needs a positive size, not " + width + " x " + height);
        }
        Objects.requireNonNull(title);
        Objects.requireNonNull(description);
        Objects.requireNonNull(background);
        nodes = List.copyOf(nodes);
    }
}
