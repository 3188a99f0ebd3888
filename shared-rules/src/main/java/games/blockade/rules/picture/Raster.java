package games.blockade.rules.picture;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Draws a scene into an image with Java2D, scaled to a width in pixels. A scene's {@link Canvas#board
 * board} is drawn once per board, size and background and its pixels reused, so a picture costs
 * little more than its pieces. Thread-safe.
 */
public final class Raster {

    /** Boards kept: four games, two perspectives, two widths, and room for a few other boards. */
    private static final int BOARDS = 24;
    private static final Map<BoardKey, int[]> CACHE = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<BoardKey, int[]> eldest) {
            return size() > BOARDS;
        }
    };

    private Raster() {
    }

    /** A board as drawn: the key compares the board's nodes themselves, so it cannot go stale. */
    private record BoardKey(Node.Group board, Colour background, double sceneWidth, int width, int height) {
    }

    /** The scene drawn {@code width} pixels wide, its height in proportion. */
    public static BufferedImage draw(Scene scene, int width) {
        if (width < 16 || width > 4096) {
            throw new IllegalArgumentException("a picture is 16 to 4096 pixels wide, not " + width);
        }
        Optional<Node.Group> board = layer(scene);
        return drawIn(scene, width, new Rectangle(0, 0, width, height(scene, width)), boardPixels(scene, width, board),
                overBoard(scene, board));
    }

    /**
     * The scene's pixels within each area of its picture {@code width} pixels wide, exactly as
     * {@link #draw} paints them there, each as an image of the area's size. Only the shapes that
     * reach into an area are drawn there.
     */
    static List<BufferedImage> regions(Scene scene, int width, List<Rectangle> areas) {
        double scale = width / scene.width();
        Optional<Node.Group> board = layer(scene);
        List<Node> leaves = Changes.leaves(overBoard(scene, board));
        List<Rectangle> bounds = new ArrayList<>(leaves.size());
        for (Node leaf : leaves) {
            bounds.add(Changes.pixels(leaf, scale));
        }
        Optional<int[]> boardPixels = boardPixels(scene, width, board);
        List<BufferedImage> images = new ArrayList<>(areas.size());
        for (Rectangle area : areas) {
            List<Node> reaching = new ArrayList<>();
            for (int i = 0; i < leaves.size(); i++) {
                if (bounds.get(i).intersects(area)) {
                    reaching.add(leaves.get(i));
                }
            }
            images.add(drawIn(scene, width, area, boardPixels, reaching));
        }
        return images;
    }

    /** The height in pixels of the scene drawn {@code width} pixels wide. */
    static int height(Scene scene, int width) {
        return (int) Math.round(scene.height() * (width / scene.width()));
    }

    /** The scene's board, drawn first, if it has one. */
    private static Optional<Node.Group> layer(Scene scene) {
        List<Node> nodes = scene.nodes();
        return !nodes.isEmpty() && nodes.get(0) instanceof Node.Group board && board.kind().equals(Canvas.BOARD)
                ? Optional.of(board) : Optional.empty();
    }

    private static List<Node> overBoard(Scene scene, Optional<Node.Group> board) {
        return board.isPresent() ? scene.nodes().subList(1, scene.nodes().size()) : scene.nodes();
    }

    private static Optional<int[]> boardPixels(Scene scene, int width, Optional<Node.Group> board) {
        return board.map(b -> board(new BoardKey(b, scene.background(), scene.width(), width, height(scene, width))));
    }

    /** The area of the picture: the board's pixels or the background, then the nodes over them. */
    private static BufferedImage drawIn(Scene scene, int width, Rectangle area, Optional<int[]> board,
                                        List<Node> nodes) {
        BufferedImage image = new BufferedImage(area.width, area.height, BufferedImage.TYPE_INT_RGB);
        if (board.isPresent()) {
            int[] into = pixels(image);
            for (int y = 0; y < area.height; y++) {
                System.arraycopy(board.get(), (area.y + y) * width + area.x, into, y * area.width, area.width);
            }
        }
        drawOn(image, area.x, area.y, width / scene.width(), board.isPresent() ? Optional.empty()
                : Optional.of(scene.background()), nodes);
        return image;
    }

    /** The pixels of an image of type {@link BufferedImage#TYPE_INT_RGB}, row by row. */
    static int[] pixels(BufferedImage image) {
        return ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    }

    private static int[] board(BoardKey key) {
        int[] pixels;
        synchronized (CACHE) {
            pixels = CACHE.get(key);
        }
        if (pixels == null) {
            // drawn outside the lock: two threads may both draw a new board, which is harmless
            BufferedImage image = new BufferedImage(key.width(), key.height(), BufferedImage.TYPE_INT_RGB);
            drawOn(image, 0, 0, key.width() / key.sceneWidth(), Optional.of(key.background()), List.of(key.board()));
            pixels = pixels(image);
            synchronized (CACHE) {
                CACHE.put(key, pixels);
            }
        }
        return pixels;
    }

    /**
     * Draws nodes over the image, whose top left is the picture's pixel ({@code left}, {@code top}),
     * first filling it with the background if given (not over a copied board).
     */
    private static void drawOn(BufferedImage image, int left, int top, double scale, Optional<Colour> background,
                               List<Node> nodes) {
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            if (background.isPresent()) {
                g.setColor(colour(background.get()));
                g.fillRect(0, 0, image.getWidth(), image.getHeight());
            }
            g.translate(-left, -top);
            g.scale(scale, scale);
            nodes(g, nodes);
        } finally {
            g.dispose();
        }
    }

    private static void nodes(Graphics2D g, List<Node> nodes) {
        for (Node node : nodes) {
            if (node instanceof Node.Rect rect) {
                paint(g, rect.radius() > 0
                        ? new RoundRectangle2D.Double(rect.x(), rect.y(), rect.width(), rect.height(),
                        2 * rect.radius(), 2 * rect.radius())
                        : new Rectangle2D.Double(rect.x(), rect.y(), rect.width(), rect.height()), rect.style());
            } else if (node instanceof Node.Circle circle) {
                circle(g, circle);
            } else if (node instanceof Node.Path path) {
                paint(g, path2d(path), path.style());
            } else if (node instanceof Node.Text text) {
                text(g, text);
            } else if (node instanceof Node.Group group) {
                nodes(g, group.children());
            } else {
                throw new IllegalStateException("unknown node " + node);
            }
        }
    }

    /**
     * A disc with a solid outline is filled twice, the outline's outer edge and then its inner edge,
     * which looks the same as fill and stroke and costs less than stroking.
     */
    private static void circle(Graphics2D g, Node.Circle circle) {
        Style style = circle.style();
        double half = style.strokeWidth() / 2;
        if (style.fill().isPresent() && style.stroke().isPresent() && !style.dashed() && half > 0 && half < circle.r()) {
            g.setColor(colour(style.stroke().get()));
            g.fill(disc(circle.cx(), circle.cy(), circle.r() + half));
            g.setColor(colour(style.fill().get()));
            g.fill(disc(circle.cx(), circle.cy(), circle.r() - half));
        } else {
            paint(g, disc(circle.cx(), circle.cy(), circle.r()), style);
        }
    }

    private static Shape disc(double cx, double cy, double r) {
        return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
    }

    private static Shape path2d(Node.Path path) {
        List<Double> points = path.points();
        Path2D.Double shape = new Path2D.Double(Path2D.WIND_NON_ZERO, points.size() / 2 + 1);
        shape.moveTo(points.get(0), points.get(1));
        for (int i = 2; i < points.size(); i += 2) {
            shape.lineTo(points.get(i), points.get(i + 1));
        }
        if (path.closed()) {
            shape.closePath();
        }
        return shape;
    }

    private static void paint(Graphics2D g, Shape shape, Style style) {
        if (style.fill().isPresent()) {
            g.setColor(colour(style.fill().get()));
            g.fill(shape);
        }
        if (style.stroke().isPresent() && style.strokeWidth() > 0) {
            g.setColor(colour(style.stroke().get()));
            float width = (float) style.strokeWidth();
            g.setStroke(style.dashed()
                    ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10,
                    new float[]{width * 2.5f, width * 1.5f}, 0)
                    : new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(shape);
        }
    }

    private static void text(Graphics2D g, Node.Text text) {
        Font font = font(text);
        g.setFont(font);
        g.setColor(colour(text.colour()));
        double x = text.x();
        if (text.anchor() != Node.Anchor.START) {
            double advance = font.getStringBounds(text.text(), g.getFontRenderContext()).getWidth();
            x -= text.anchor() == Node.Anchor.MIDDLE ? advance / 2 : advance;
        }
        g.drawString(text.text(), (float) x, (float) text.y());
    }

    static Font font(Node.Text text) {
        return (text.bold() ? Fonts.bold() : Fonts.regular()).deriveFont((float) text.size());
    }

    private static Color colour(Colour colour) {
        return new Color(colour.rgb());
    }
}
