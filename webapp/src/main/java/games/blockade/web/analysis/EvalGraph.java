package games.blockade.web.analysis;

import static games.blockade.web.infrastructure.TrustedHtml.escape;

import games.blockade.rules.Side;
import games.blockade.web.infrastructure.TrustedHtml;
import games.blockade.web.language.Words;
import java.util.List;
import java.util.Locale;

/**
 * The evaluation graph of an analysed game as an inline SVG, drawn on the server so it needs no
 * script: the expected result for the side that moves first after each decision (+1 a win for it,
 * -1 a loss), across the plies; each mistake a marked point that links to its ply. Presentation
 * attributes and classes only, so the site's content policy needs no inline styles.
 */
public final class EvalGraph {

    static final int WIDTH = 640;
    static final int HEIGHT = 180;
    private static final int LEFT = 36;
    private static final int RIGHT = 10;
    private static final int TOP = 10;
    private static final int BOTTOM = 22;

    private EvalGraph() {
    }

    /**
     * The graph of {@code decisions} over a game of {@code plies} plies, the ply on view marked;
     * each mark links to {@code base?ply=n}. Its words are in {@code words}' language, the moves in notation.
     */
    public static TrustedHtml draw(List<GameAnalysisView.Decision> decisions, int plies, int current, String base,
                                   String game, Words words) {
        int span = Math.max(plies, 1);
        StringBuilder svg = new StringBuilder();
        svg.append("<svg id=\"eval-graph\" class=\"chart eval-graph\" xmlns=\"http://www.w3.org/2000/svg\"")
                .append(" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" role=\"img\" aria-labelledby=\"eval-graph-title eval-graph-desc\">");
        svg.append("<title id=\"eval-graph-title\">").append(escape(words.t("chart.eval.title"))).append("</title>");
        long mistakes = decisions.stream().filter(GameAnalysisView.Decision::mistake).count();
        svg.append("<desc id=\"eval-graph-desc\">")
                .append(escape(words.t("chart.eval.desc", words.side(game, Side.ONE), decisions.size(), mistakes)))
                .append("</desc>");
        for (double value : new double[] {1, 0, -1}) {
            double y = y(value);
            svg.append("<line x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y1=\"")
                    .append(num(y)).append("\" y2=\"").append(num(y)).append("\" stroke=\"#e2dcd1\" stroke-width=\"1\"/>");
            svg.append("<text x=\"").append(LEFT - 6).append("\" y=\"").append(num(y + 4))
                    .append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#5b6369\">")
                    .append(value > 0 ? "+1" : value < 0 ? "−1" : "0").append("</text>");
        }
        svg.append("<line class=\"now\" x1=\"").append(num(x(current, span))).append("\" x2=\"")
                .append(num(x(current, span))).append("\" y1=\"").append(TOP).append("\" y2=\"")
                .append(HEIGHT - BOTTOM).append("\" stroke=\"#8fb3b0\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>");
        StringBuilder line = new StringBuilder(num(x(0, span)) + "," + num(y(0)));
        for (GameAnalysisView.Decision d : decisions) {
            line.append(' ').append(num(x(d.lastPly(), span))).append(',').append(num(y(d.equityForOne())));
        }
        svg.append("<polyline points=\"").append(line).append("\" fill=\"none\" stroke=\"#2f5d62\" stroke-width=\"2\"")
                .append(" stroke-linejoin=\"round\"/>");
        for (GameAnalysisView.Decision d : decisions) {
            if (!d.mistake()) {
                continue;
            }
            svg.append("<a class=\"mark ").append(d.verdict()).append("\" href=\"").append(escape(base))
                    .append("?ply=").append(d.lastPly()).append("#board\"><circle cx=\"")
                    .append(num(x(d.lastPly(), span))).append("\" cy=\"").append(num(y(d.equityForOne())))
                    .append("\" r=\"").append(d.verdict().equals("blunder") ? 6 : d.verdict().equals("mistake") ? 5 : 4)
                    .append("\" fill=\"").append(colour(d.verdict())).append("\" stroke=\"#fff\" stroke-width=\"1\">")
                    .append("<title>").append(escape(words.t("chart.eval.mark", d.ply(),
                            words.side(game, Side.valueOf(d.side().toUpperCase(Locale.ROOT))), d.move(),
                            words.t("verdict." + d.verdict()), d.best())))
                    .append("</title></circle></a>");
        }
        svg.append("<text x=\"").append(LEFT).append("\" y=\"").append(HEIGHT - 6)
                .append("\" font-size=\"11\" fill=\"#5b6369\">").append(escape(words.t("chart.eval.start"))).append("</text>");
        svg.append("<text x=\"").append(WIDTH - RIGHT).append("\" y=\"").append(HEIGHT - 6)
                .append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#5b6369\">")
                .append(escape(words.t("chart.eval.end", plies))).append("</text>");
        svg.append("</svg>");
        return new TrustedHtml(svg.toString());
    }

    private static String colour(String verdict) {
        return switch (verdict) {
            case "blunder" -> "#b3261e";
            case "mistake" -> "#d9731a";
            default -> "#c9a227";
        };
    }

    private static double x(int ply, int span) {
        return LEFT + (WIDTH - LEFT - RIGHT) * (double) ply / span;
    }

    private static double y(double equity) {
        return TOP + (HEIGHT - TOP - BOTTOM) * (1 - equity) / 2;
    }

    private static String num(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

}
