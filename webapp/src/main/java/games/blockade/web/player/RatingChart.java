package games.blockade.web.player;

import static games.blockade.web.infrastructure.TrustedHtml.escape;

import games.blockade.web.language.Words;
import games.blockade.web.infrastructure.TrustedHtml;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A player's rating over time as an inline SVG: the rating as a line, and the band of two rating
 * deviations around it, which narrows as the rating becomes certain; after a single game, that
 * rating with its two deviations as a bar. Drawn with presentation attributes only (no style), so
 * the site's content policy needs no inline styles.
 */
public final class RatingChart {

    /** The rating after one game, and how uncertain it then was. */
    public record Point(Instant at, double rating, double deviation) {
        public Point {
            Objects.requireNonNull(at);
        }
    }

    static final int WIDTH = 640;
    static final int HEIGHT = 220;
    private static final int LEFT = 48;
    private static final int RIGHT = 12;
    private static final int TOP = 12;
    private static final int BOTTOM = 28;
    private static final int STEP = 50;

    private RatingChart() {
    }

    /**
     * The chart of these points in time order, or nothing for an empty history. Points are spaced
     * by game, not by date, so a burst of games stays readable.
     */
    public static TrustedHtml draw(String id, List<Point> points, Words words) {
        if (points.isEmpty()) {
            return new TrustedHtml("");
        }
        double low = Double.MAX_VALUE;
        double high = -Double.MAX_VALUE;
        for (Point point : points) {
            low = Math.min(low, point.rating() - 2 * point.deviation());
            high = Math.max(high, point.rating() + 2 * point.deviation());
        }
        double bottom = Math.floor(low / STEP) * STEP;
        double top = Math.max(Math.ceil(high / STEP) * STEP, bottom + STEP);
        Scale scale = new Scale(points.size(), bottom, top);
        Point first = points.get(0);
        Point last = points.get(points.size() - 1);

        StringBuilder svg = new StringBuilder();
        svg.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(WIDTH).append(' ')
                .append(HEIGHT).append("\" role=\"img\" aria-labelledby=\"").append(id).append("-title ").append(id)
                .append("-desc\">");
        svg.append("<title id=\"").append(id).append("-title\">").append(escape(words.t("chart.rating.title")))
                .append("</title>");
        svg.append("<desc id=\"").append(id).append("-desc\">").append(escape(words.t("chart.rating.desc", points.size(),
                words.day(first.at()), words.day(last.at()), String.valueOf(round(first.rating())), String.valueOf(round(last.rating())))))
                .append("</desc>");
        for (double value = bottom; value <= top + 0.5; value += gridStep(bottom, top)) {
            double y = scale.y(value);
            svg.append("<line x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y1=\"")
                    .append(num(y)).append("\" y2=\"").append(num(y)).append("\" stroke=\"#e2dcd1\" stroke-width=\"1\"/>");
            svg.append("<text x=\"").append(LEFT - 6).append("\" y=\"").append(num(y + 4))
                    .append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#5b6369\">").append(round(value)).append("</text>");
        }
        if (points.size() == 1) {
            uncertaintyBar(svg, scale, first);
        } else {
            band(svg, scale, points);
        }
        for (int i = 0; i < points.size(); i++) {
            Point point = points.get(i);
            svg.append("<circle cx=\"").append(num(scale.x(i))).append("\" cy=\"").append(num(scale.y(point.rating())))
                    .append("\" r=\"3\" fill=\"#2f5d62\"><title>").append(escape(words.t("chart.rating.point",
                            String.valueOf(round(point.rating())), round(2 * point.deviation()), words.day(point.at()))))
                    .append("</title></circle>");
        }
        if (points.size() == 1) {
            svg.append("<text x=\"").append(num(scale.x(0))).append("\" y=\"").append(HEIGHT - 8)
                    .append("\" text-anchor=\"middle\" font-size=\"11\" fill=\"#5b6369\">").append(escape(words.day(first.at())))
                    .append("</text>");
        } else {
            svg.append("<text x=\"").append(LEFT).append("\" y=\"").append(HEIGHT - 8)
                    .append("\" font-size=\"11\" fill=\"#5b6369\">").append(escape(words.day(first.at()))).append("</text>");
            svg.append("<text x=\"").append(WIDTH - RIGHT).append("\" y=\"").append(HEIGHT - 8)
                    .append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#5b6369\">").append(escape(words.day(last.at())))
                    .append("</text>");
        }
        svg.append("</svg>");
        return new TrustedHtml(svg.toString());
    }

    /** What the chart shows, in words for its caption: a band over the games, or one game's bar. */
    public static String caption(List<Point> points, Words words) {
        return words.t(points.size() == 1 ? "chart.rating-one" : "chart.rating");
    }

    /** The rating as a line through the games, in a band of two deviations each side that narrows as it settles. */
    private static void band(StringBuilder svg, Scale scale, List<Point> points) {
        StringBuilder upper = new StringBuilder();
        StringBuilder lower = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            Point point = points.get(i);
            double x = scale.x(i);
            upper.append(num(x)).append(',').append(num(scale.y(point.rating() + 2 * point.deviation()))).append(' ');
            lower.insert(0, num(x) + "," + num(scale.y(point.rating() - 2 * point.deviation())) + " ");
            line.append(num(x)).append(',').append(num(scale.y(point.rating()))).append(' ');
        }
        svg.append("<polygon points=\"").append(upper).append(lower.toString().strip())
                .append("\" fill=\"#dfe9e8\" stroke=\"none\"/>");
        svg.append("<polyline points=\"").append(line.toString().strip())
                .append("\" fill=\"none\" stroke=\"#2f5d62\" stroke-width=\"2\" stroke-linejoin=\"round\"/>");
    }

    /** One game has no line and no band to draw: its rating's two deviations each side, as a bar with ends. */
    private static void uncertaintyBar(StringBuilder svg, Scale scale, Point point) {
        String x = num(scale.x(0));
        String top = num(scale.y(point.rating() + 2 * point.deviation()));
        String bottom = num(scale.y(point.rating() - 2 * point.deviation()));
        String ends = num(scale.x(0) - 10) + "\" x2=\"" + num(scale.x(0) + 10);
        svg.append("<g class=\"bar\" stroke=\"#8fb3b0\" stroke-width=\"2\">");
        svg.append("<line x1=\"").append(x).append("\" x2=\"").append(x).append("\" y1=\"").append(top).append("\" y2=\"")
                .append(bottom).append("\"/>");
        for (String y : List.of(top, bottom)) {
            svg.append("<line x1=\"").append(ends).append("\" y1=\"").append(y).append("\" y2=\"").append(y).append("\"/>");
        }
        svg.append("</g>");
    }

    /** Grid lines every 50 rating points, or every 100, 200... when the range is wide. */
    private static double gridStep(double bottom, double top) {
        double step = STEP;
        while ((top - bottom) / step > 6) {
            step *= 2;
        }
        return step;
    }

    private record Scale(int count, double bottom, double top) {
        double x(int index) {
            double plot = WIDTH - LEFT - RIGHT;
            return count == 1 ? LEFT + plot / 2 : LEFT + plot * index / (count - 1);
        }

        double y(double rating) {
            double plot = HEIGHT - TOP - BOTTOM;
            return TOP + plot * (top - rating) / (top - bottom);
        }
    }

    private static long round(double value) {
        return Math.round(value);
    }

    /**
     * A coordinate to one decimal, as {@code %.1f} writes it, digit by digit: a long history has
     * hundreds of coordinates, and a formatter costs more than the rest of the chart.
     */
    static String num(double value) {
        // Halves round away from zero, as the formatter rounds them; the sign is the value's own.
        String digits = Long.toString(Math.round(Math.abs(value) * 10));
        String whole = digits.length() > 1 ? digits.substring(0, digits.length() - 1) : "0";
        return (Math.copySign(1.0, value) < 0 ? "-" : "") + whole + "." + digits.charAt(digits.length() - 1);
    }
}
