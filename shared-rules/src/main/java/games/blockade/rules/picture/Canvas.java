package games.blockade.rules.picture;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Collects the nodes of a scene as it is drawn. Not thread-safe: each drawing uses its own canvas.
 */
public final class Canvas {

    private final Deque<List<Node>> open = new ArrayDeque<>();

    public Canvas() {
        open.push(new ArrayList<>());
    }

    public Canvas rect(double x, double y, double width, double height, Style style) {
        return add(new Node.Rect(x, y, width, height, 0, style));
    }

    public Canvas roundRect(double x, double y, double width, double height, double radius, Style style) {
        return add(new Node.Rect(x, y, width, height, radius, style));
    }

    public Canvas circle(double cx, double cy, double r, Style style) {
        return add(new Node.Circle(cx, cy, r, style));
    }

    /** A closed polygon through the points x0, y0, x1, y1, ... */
    public Canvas polygon(Style style, double... xy) {
        return add(new Node.Path(boxed(xy), true, style));
    }

    /** An open polyline through the points x0, y0, x1, y1, ... */
    public Canvas polyline(Style style, double... xy) {
        return add(new Node.Path(boxed(xy), false, style));
    }

    public Canvas line(double x1, double y1, double x2, double y2, Colour colour, double width) {
        return polyline(Style.stroke(colour, width), x1, y1, x2, y2);
    }

    public Canvas text(double x, double baseline, String text, double size, Node.Anchor anchor, boolean bold,
                       Colour colour) {
        return add(new Node.Text(x, baseline, text, size, anchor, bold, colour));
    }

    /** Text centred on a point, horizontally and by the height of its capitals. */
    public Canvas centredText(double cx, double cy, String text, double size, boolean bold, Colour colour) {
        return text(cx, cy + size * CAP_HALF, text, size, Node.Anchor.MIDDLE, bold, colour);
    }

    /**
     * The board: what stays the same from move to move (squares, coordinates, legends), drawn
     * first. Back ends may draw it once and reuse it for every position on the same board.
     */
    public Canvas board(Consumer<Canvas> body) {
        if (open.size() != 1 || !open.peek().isEmpty()) {
            throw new IllegalStateException("the board is drawn first, outside any group");
        }
        return group(BOARD).draw(body);
    }

    /** Starts describing a group; finish it with {@link GroupBuilder#draw}. */
    public GroupBuilder group(String kind) {
        return new GroupBuilder(kind);
    }

    public Scene scene(double width, double height, String title, String description, Colour background) {
        if (open.size() != 1) {
            throw new IllegalStateException("a group is still open");
        }
        return new Scene(width, height, title, description, background, open.peek());
    }

    /** The kind of the group drawn by {@link #board}. */
    public static final String BOARD = "board";

    /** Half the height of DejaVu Sans capitals, as a fraction of the font size. */
    private static final double CAP_HALF = 0.36;

    private Canvas add(Node node) {
        open.peek().add(node);
        return this;
    }

    private static List<Double> boxed(double[] xy) {
        List<Double> points = new ArrayList<>(xy.length);
        for (double v : xy) {
            points.add(v);
        }
        return points;
    }

    /** A group being described: its id, data and title, then its contents. */
    public final class GroupBuilder {
        private final String kind;
        private Optional<String> id = Optional.empty();
        private Optional<String> title = Optional.empty();
        private final Map<String, String> data = new LinkedHashMap<>();

        private GroupBuilder(String kind) {
            this.kind = kind;
        }

        public GroupBuilder id(String value) {
            id = Optional.of(value);
            return this;
        }

        public GroupBuilder title(String value) {
            title = Optional.of(value);
            return this;
        }

        /** A {@code data-NAME} attribute in SVG: what and where this group is. */
        public GroupBuilder data(String name, Object value) {
            data.put(name, String.valueOf(value));
            return this;
        }

        public Canvas draw(Consumer<Canvas> body) {
            open.push(new ArrayList<>());
            body.accept(Canvas.this);
            List<Node> children = open.pop();
            return add(new Node.Group(id, kind, data, title, children));
        }
    }
}
