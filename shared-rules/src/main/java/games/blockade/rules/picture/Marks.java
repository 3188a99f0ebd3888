package games.blockade.rules.picture;

import games.blockade.rules.language.Words;

/** Marks several games draw the same way: the last move's arrow and outlines. */
public final class Marks {

    private Marks() {
    }

    /** An arrow from one point to another, its head at the end. */
    public static void arrow(Canvas canvas, double x1, double y1, double x2, double y2, Colour colour, double width) {
        double length = Math.hypot(x2 - x1, y2 - y1);
        if (length == 0) {
            return;
        }
        double ux = (x2 - x1) / length;
        double uy = (y2 - y1) / length;
        double head = width * 3;
        double baseX = x2 - ux * head;
        double baseY = y2 - uy * head;
        canvas.line(x1, y1, baseX, baseY, colour, width);
        canvas.polygon(Style.fill(colour), x2, y2, baseX - uy * head * 0.7, baseY + ux * head * 0.7,
                baseX + uy * head * 0.7, baseY - ux * head * 0.7);
    }

    /** The outline of a cell the last move left (dashed) or reached (solid). */
    public static void cell(Canvas canvas, double x, double y, double size, boolean reached) {
        cell(canvas, x, y, size, size, reached);
    }

    public static void cell(Canvas canvas, double x, double y, double width, double height, boolean reached) {
        double w = Math.max(3, Math.min(width, height) / 14);
        Style style = Style.stroke(Look.HIGHLIGHT, w);
        canvas.group("last-move").data("end", reached ? "to" : "from").draw(c -> c.rect(x + w / 2, y + w / 2,
                width - w, height - w, reached ? style : style.withDashes()));
    }

    /** A die showing {@code value} (1 to 6) as pips, its top-left corner at x, y. */
    public static void die(Canvas canvas, double x, double y, double size, int value, Colour face, Colour pips,
                           Words words) {
        if (value < 1 || value > 6) {
            throw new IllegalArgumentException("a die shows 1 to 6, not " + value);
        }
        canvas.group("die").data("value", value).title(words.text("picture.die", value)).draw(c -> {
            c.roundRect(x, y, size, size, size / 6, Style.of(face, Look.INK, Math.max(1.5, size / 24)));
            double r = size / 10;
            double low = size * 0.25;
            double mid = size * 0.5;
            double high = size * 0.75;
            double[][] spots = switch (value) {
                case 1 -> new double[][]{{mid, mid}};
                case 2 -> new double[][]{{low, low}, {high, high}};
                case 3 -> new double[][]{{low, low}, {mid, mid}, {high, high}};
                case 4 -> new double[][]{{low, low}, {high, low}, {low, high}, {high, high}};
                case 5 -> new double[][]{{low, low}, {high, low}, {mid, mid}, {low, high}, {high, high}};
                default -> new double[][]{{low, low}, {high, low}, {low, mid}, {high, mid}, {low, high}, {high, high}};
            };
            for (double[] spot : spots) {
                c.circle(x + spot[0], y + spot[1], r, Style.fill(pips));
            }
        });
    }
}
