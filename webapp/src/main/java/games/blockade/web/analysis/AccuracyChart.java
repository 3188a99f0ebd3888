package games.blockade.web.analysis;

import static games.blockade.web.infrastructure.TrustedHtml.escape;

import games.blockade.web.language.Words;
import games.blockade.store.analysis.Analyses;
import games.blockade.web.infrastructure.TrustedHtml;
import java.util.List;
import java.util.Locale;

/**
 * A player's accuracy in each analysed game of one kind, over time, as an inline SVG beside their
 * rating history: a point per game from 0 to 100 %, spaced by game, joined by a line. Presentation
 * attributes only, for the site's content policy.
 */
public final class AccuracyChart {

    static final int WIDTH = 640;
    static final int HEIGHT = 160;
    private static final int LEFT = 40;
    private static final int RIGHT = 12;
    private static final int TOP = 10;
    private static final int BOTTOM = 24;

    private AccuracyChart() {
    }

    /** The chart of these games' accuracy, oldest first, in {@code words}' language; nothing for none. */
    public static TrustedHtml draw(String id, List<Analyses.AccuracyPoint> points, Words words) {
        if (points.isEmpty()) {
            return new TrustedHtml("");
        }
        double mean = points.stream().mapToDouble(Analyses.AccuracyPoint::accuracy).average().orElseThrow();
        StringBuilder svg = new StringBuilder();
        svg.append("<svg class=\"chart accuracy-chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
                .append(WIDTH).append(' ').append(HEIGHT).append("\" role=\"img\" aria-labelledby=\"").append(id)
                .append("-title ").append(id).append("-desc\">");
        svg.append("<title id=\"").append(id).append("-title\">").append(escape(words.t("chart.accuracy.title")))
                .append("</title>");
        svg.append("<desc id=\"").append(id).append("-desc\">")
                .append(escape(words.t("chart.accuracy.desc", points.size(), Math.round(mean)))).append("</desc>");
        for (int value = 0; value <= 100; value += 50) {
            double y = y(value);
            svg.append("<line x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y1=\"")
                    .append(num(y)).append("\" y2=\"").append(num(y)).append("\" stroke=\"#e2dcd1\" stroke-width=\"1\"/>");
            svg.append("<text x=\"").append(LEFT - 6).append("\" y=\"").append(num(y + 4))
                    .append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#5b6369\">").append(value).append("%</text>");
        }
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            line.append(num(x(i, points.size()))).append(',').append(num(y(points.get(i).accuracy()))).append(' ');
        }
        if (points.size() > 1) {
            svg.append("<polyline points=\"").append(line.toString().strip())
                    .append("\" fill=\"none\" stroke=\"#7a5c2e\" stroke-width=\"2\" stroke-linejoin=\"round\"/>");
        }
        for (int i = 0; i < points.size(); i++) {
            Analyses.AccuracyPoint point = points.get(i);
            svg.append("<a href=\"/games/").append(point.gameId()).append("\"><circle cx=\"")
                    .append(num(x(i, points.size()))).append("\" cy=\"").append(num(y(point.accuracy())))
                    .append("\" r=\"3.5\" fill=\"#7a5c2e\"><title>")
                    .append(escape(words.t("chart.accuracy.point", Math.round(point.accuracy()),
                            String.valueOf(point.gameId()), words.day(point.finishedAt()))))
                    .append("</title></circle></a>");
        }
        svg.append("<text x=\"").append(LEFT).append("\" y=\"").append(HEIGHT - 6)
                .append("\" font-size=\"11\" fill=\"#5b6369\">").append(escape(words.day(points.get(0).finishedAt())))
                .append("</text>");
        svg.append("<text x=\"").append(WIDTH - RIGHT).append("\" y=\"").append(HEIGHT - 6)
                .append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#5b6369\">")
                .append(escape(words.day(points.get(points.size() - 1).finishedAt()))).append("</text>");
        svg.append("</svg>");
        return new TrustedHtml(svg.toString());
    }

    /** The chart's caption: the mean and how many games. */
    public static String caption(List<Analyses.AccuracyPoint> points, Words words) {
        double mean = points.stream().mapToDouble(Analyses.AccuracyPoint::accuracy).average().orElse(0);
        return words.t("chart.accuracy", Math.round(mean), points.size());
    }

    private static double x(int index, int count) {
        double plot = WIDTH - LEFT - RIGHT;
        return count == 1 ? LEFT + plot / 2 : LEFT + plot * index / (count - 1);
    }

    private static double y(double accuracy) {
        return TOP + (HEIGHT - TOP - BOTTOM) * (100 - accuracy) / 100;
    }

    private static String num(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
