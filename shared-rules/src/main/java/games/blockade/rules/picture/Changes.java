package games.blockade.rules.picture;

import java.awt.Rectangle;
import java.awt.font.FontRenderContext;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Where two scenes of one size can differ once drawn, found from their shapes rather than their
 * pixels. Groups only gather shapes, so a scene draws its leaves (rectangles, circles, paths,
 * texts) in order; the leaves common to both scenes in the same order (a longest common
 * subsequence) paint every pixel outside the other leaves' bounds identically in both. So a
 * replay frame draws and compresses only what a move changed, and needs nothing from the frame
 * before but its scene.
 */
final class Changes {

    /** Anti-aliased edges and rounding reach a little beyond a shape's exact bounds. */
    private static final int PAD = 2;
    /** Text is measured without the picture's scale; glyphs may overhang their advance a little. */
    private static final double TEXT_MARGIN = 0.3;
    private static final FontRenderContext TEXT_CONTEXT = new FontRenderContext(null, true, true);
    /** The longest piece, in pixels, of a stroked segment whose bounds mark a change. */
    private static final int SEGMENT = 24;
    /** Pixels two areas may waste when joined: a few rows of a piece, less than one more area costs. */
    private static final int MERGE_SLACK = 400;

    private Changes() {
    }

    /**
     * Pixel rectangles, within a picture {@code width} x {@code height}, outside of which the two
     * scenes draw the same pixels; none if they draw the same picture. The rectangles may overlap.
     */
    static List<Rectangle> between(Scene before, Scene after, int width, int height) {
        Rectangle picture = new Rectangle(0, 0, width, height);
        if (before.width() != after.width() || before.height() != after.height()
                || !before.background().equals(after.background())) {
            return List.of(picture);
        }
        double scale = width / after.width();
        List<Node> a = leaves(before.nodes());
        List<Node> b = leaves(after.nodes());
        List<Rectangle> changed = new ArrayList<>();
        boolean[][] common = common(a, b);
        for (int i = 0; i < a.size(); i++) {
            if (!common[0][i]) {
                areas(a.get(i), scale, picture, changed);
            }
        }
        for (int j = 0; j < b.size(); j++) {
            if (!common[1][j]) {
                areas(b.get(j), scale, picture, changed);
            }
        }
        return merged(changed);
    }

    /** The shapes the nodes draw, in the order drawn, groups opened. */
    static List<Node> leaves(List<Node> nodes) {
        List<Node> leaves = new ArrayList<>(nodes.size() * 4);
        addLeaves(nodes, leaves);
        return leaves;
    }

    private static void addLeaves(List<Node> nodes, List<Node> leaves) {
        for (Node node : nodes) {
            if (node instanceof Node.Group group) {
                addLeaves(group.children(), leaves);
            } else {
                leaves.add(node);
            }
        }
    }

    /**
     * The pixels a leaf can paint, within the picture. An unfilled path paints only near its
     * segments, so a long diagonal line or arrow gives short pieces, not its whole bounding box.
     */
    private static void areas(Node leaf, double scale, Rectangle picture, List<Rectangle> out) {
        if (leaf instanceof Node.Path path && path.style().fill().isEmpty()) {
            double half = outline(path.style());
            List<Double> p = path.points();
            int n = p.size() / 2;
            for (int k = 0; k < (path.closed() ? n : n - 1); k++) {
                double x1 = p.get(2 * k);
                double y1 = p.get(2 * k + 1);
                double x2 = p.get(2 * ((k + 1) % n));
                double y2 = p.get(2 * ((k + 1) % n) + 1);
                int pieces = Math.max(1, (int) Math.ceil(Math.hypot(x2 - x1, y2 - y1) * scale / SEGMENT));
                for (int q = 0; q < pieces; q++) {
                    double ax = x1 + (x2 - x1) * q / pieces;
                    double ay = y1 + (y2 - y1) * q / pieces;
                    double bx = x1 + (x2 - x1) * (q + 1) / pieces;
                    double by = y1 + (y2 - y1) * (q + 1) / pieces;
                    add(out, pixels(Math.min(ax, bx) - half, Math.min(ay, by) - half, Math.max(ax, bx) + half,
                            Math.max(ay, by) + half, scale), picture);
                }
            }
        } else {
            add(out, pixels(leaf, scale), picture);
        }
    }

    /** The pixels a node can paint at this scale, or an empty rectangle if none. */
    static Rectangle pixels(Node node, double scale) {
        double[] box = units(node);
        return box == null ? new Rectangle() : pixels(box[0], box[1], box[2], box[3], scale);
    }

    private static Rectangle pixels(double x0, double y0, double x1, double y1, double scale) {
        int left = (int) Math.floor(x0 * scale) - PAD;
        int top = (int) Math.floor(y0 * scale) - PAD;
        return new Rectangle(left, top, (int) Math.ceil(x1 * scale) + PAD - left, (int) Math.ceil(y1 * scale) + PAD - top);
    }

    /**
     * Which nodes of each list belong to a longest common subsequence: {@code [0]} for the first
     * list, {@code [1]} for the second. Equal runs at both ends are matched before the table is built.
     */
    private static boolean[][] common(List<Node> a, List<Node> b) {
        boolean[][] common = {new boolean[a.size()], new boolean[b.size()]};
        int start = 0;
        while (start < a.size() && start < b.size() && a.get(start).equals(b.get(start))) {
            common[0][start] = true;
            common[1][start] = true;
            start++;
        }
        int endA = a.size();
        int endB = b.size();
        while (endA > start && endB > start && a.get(endA - 1).equals(b.get(endB - 1))) {
            common[0][--endA] = true;
            common[1][--endB] = true;
        }
        int n = endA - start;
        int m = endB - start;
        if (n == 0 || m == 0) {
            return common;
        }
        int[] hashA = new int[n];
        int[] hashB = new int[m];
        for (int i = 0; i < n; i++) {
            hashA[i] = a.get(start + i).hashCode();
        }
        for (int j = 0; j < m; j++) {
            hashB[j] = b.get(start + j).hashCode();
        }
        // length[i][j]: the longest common subsequence of the lists' tails from i and j
        int[][] length = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                length[i][j] = hashA[i] == hashB[j] && a.get(start + i).equals(b.get(start + j))
                        ? length[i + 1][j + 1] + 1
                        : Math.max(length[i + 1][j], length[i][j + 1]);
            }
        }
        int i = 0;
        int j = 0;
        while (i < n && j < m) {
            if (hashA[i] == hashB[j] && length[i][j] == length[i + 1][j + 1] + 1
                    && a.get(start + i).equals(b.get(start + j))) {
                common[0][start + i++] = true;
                common[1][start + j++] = true;
            } else if (length[i + 1][j] >= length[i][j + 1]) {
                i++;
            } else {
                j++;
            }
        }
        return common;
    }

    private static void add(List<Rectangle> changed, Rectangle area, Rectangle picture) {
        Rectangle within = area.intersection(picture);
        if (!within.isEmpty()) {
            changed.add(within);
        }
    }

    /**
     * Rectangles joined where their bounds cover little more than the two do: each area costs a
     * pass over the scene's shapes, each pixel of it drawing and compressing.
     */
    private static List<Rectangle> merged(List<Rectangle> rectangles) {
        List<Rectangle> out = new ArrayList<>(rectangles);
        boolean joined = true;
        while (joined) {
            joined = false;
            for (int i = 0; i < out.size() && !joined; i++) {
                for (int j = i + 1; j < out.size(); j++) {
                    Rectangle union = out.get(i).union(out.get(j));
                    if (area(union) <= area(out.get(i)) + area(out.get(j)) + MERGE_SLACK) {
                        out.set(i, union);
                        out.remove(j);
                        joined = true;
                        break;
                    }
                }
            }
        }
        return out;
    }

    private static long area(Rectangle r) {
        return (long) r.width * r.height;
    }

    /** A node's bounds in scene units (x0, y0, x1, y1), outlines included; null if it paints nothing. */
    private static double[] units(Node node) {
        if (node instanceof Node.Rect rect) {
            double half = outline(rect.style());
            return new double[]{rect.x() - half, rect.y() - half, rect.x() + rect.width() + half,
                    rect.y() + rect.height() + half};
        }
        if (node instanceof Node.Circle circle) {
            double r = circle.r() + outline(circle.style());
            return new double[]{circle.cx() - r, circle.cy() - r, circle.cx() + r, circle.cy() + r};
        }
        if (node instanceof Node.Path path) {
            double half = outline(path.style());
            List<Double> points = path.points();
            double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
            for (int k = 0; k < points.size(); k += 2) {
                box[0] = Math.min(box[0], points.get(k));
                box[1] = Math.min(box[1], points.get(k + 1));
                box[2] = Math.max(box[2], points.get(k));
                box[3] = Math.max(box[3], points.get(k + 1));
            }
            return new double[]{box[0] - half, box[1] - half, box[2] + half, box[3] + half};
        }
        if (node instanceof Node.Text text) {
            // the font's ascent and descent, the advance measured; a margin for overhanging glyphs
            Rectangle2D logical = Raster.font(text).getStringBounds(text.text(), TEXT_CONTEXT);
            double advance = logical.getWidth();
            double left = text.x() - (text.anchor() == Node.Anchor.START ? 0
                    : text.anchor() == Node.Anchor.MIDDLE ? advance / 2 : advance);
            double margin = TEXT_MARGIN * text.size();
            return new double[]{left - margin, text.y() + logical.getY() - margin / 2,
                    left + advance + margin, text.y() + logical.getMaxY() + margin / 2};
        }
        if (node instanceof Node.Group group) {
            double[] box = null;
            for (Node child : group.children()) {
                double[] inner = units(child);
                if (inner != null) {
                    box = box == null ? inner : new double[]{Math.min(box[0], inner[0]), Math.min(box[1], inner[1]),
                            Math.max(box[2], inner[2]), Math.max(box[3], inner[3])};
                }
            }
            return box;
        }
        throw new IllegalStateException("unknown node " + node);
    }

    /** How far an outline reaches beyond the shape's geometry: half its width, with round caps and joins. */
    private static double outline(Style style) {
        return style.stroke().isPresent() ? style.strokeWidth() / 2 : 0;
    }
}
