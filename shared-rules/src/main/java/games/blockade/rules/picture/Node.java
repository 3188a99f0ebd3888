package games.blockade.rules.picture;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One element of a {@link Scene}, in scene units (a back end scales them to pixels). The set is
 * closed so that every back end draws every kind.
 */
public sealed interface Node {

    /** A rectangle with corners rounded by {@code radius} (0 for square corners). */
    record Rect(double x, double y, double width, double height, double radius, Style style) implements Node {
        public Rect {
            Objects.requireNonNull(style);
        }
    }

    record Circle(double cx, double cy, double r, Style style) implements Node {
        public Circle {
            Objects.requireNonNull(style);
        }
    }

    /** A polyline through {@code points} (x0, y0, x1, y1, ...), closed into a polygon if asked. */
    record Path(List<Double> points, boolean closed, Style style) implements Node {
        public Path {
            points = List.copyOf(points);
            if (points.size() < 4 || points.size() % 2 != 0) {
                throw new IllegalArgumentException("a path needs at least two points as x, y pairs");
            }
            Objects.requireNonNull(style);
        }
    }

    /** One line of text; {@code y} is its baseline. */
    record Text(double x, double y, String text, double size, Anchor anchor, boolean bold, Colour colour) implements Node {
        public Text {
            Objects.requireNonNull(text);
            Objects.requireNonNull(anchor);
            Objects.requireNonNull(colour);
        }
    }

    /**
     * Nodes that belong together, such as one piece: an optional id, a class naming what it is,
     * data naming where and which (square, piece), and a title read out by screen readers.
     */
    record Group(Optional<String> id, String kind, Map<String, String> data, Optional<String> title,
                 List<Node> children) implements Node {
        public Group {
            Objects.requireNonNull(id);
            Objects.requireNonNull(kind);
            data = Collections.unmodifiableMap(new LinkedHashMap<>(data));
            Objects.requireNonNull(title);
            children = List.copyOf(children);
        }
    }

    /** Where text stands relative to its x. */
    enum Anchor {
        START, MIDDLE, END
    }
}
