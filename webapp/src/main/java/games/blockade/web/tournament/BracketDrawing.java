package games.blockade.web.tournament;

import static games.blockade.web.infrastructure.TrustedHtml.escape;

import games.blockade.tournament.Bracket;
import games.blockade.tournament.MatchState;
import games.blockade.web.language.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * A knockout's bracket drawn as SVG on the server: a column per round, each match a box with its
 * two entrants (the one who went through in bold), joined to the match it leads to. No script: the
 * site's pages run none inline.
 */
public final class BracketDrawing {

    private static final int COLUMN = 220;
    private static final int BOX_WIDTH = 180;
    private static final int LINE = 22;
    private static final int SLOT = 2 * LINE + 16;
    private static final int MARGIN = 8;

    private BracketDrawing() {
    }

    /** The bracket, its entrants named by {@code names}; ids "title" and "desc" for screen readers. */
    public static String svg(Bracket bracket, LongFunction<String> names, Words words) {
        List<List<Bracket.Match>> rounds = bracket.rounds();
        int first = rounds.get(0).size();
        int width = MARGIN * 2 + COLUMN * (rounds.size() - 1) + BOX_WIDTH;
        int height = MARGIN * 2 + SLOT * first;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bracket\" role=\"img\" viewBox=\"0 0 ")
                .append(width).append(' ').append(height).append("\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" aria-labelledby=\"title desc\">")
                .append("<title id=\"title\">").append(escape(words.t("tournament.bracket.title"))).append("</title><desc id=\"desc\">")
                .append(escape(describe(bracket, names, words))).append("</desc>");
        for (int r = 0; r < rounds.size(); r++) {
            double slot = SLOT * Math.pow(2, r);
            for (Bracket.Match match : rounds.get(r)) {
                int i = match.board() - 1;
                double middle = MARGIN + slot * (i + 0.5);
                int x = MARGIN + COLUMN * r;
                double top = middle - LINE;
                svg.append("<g class=\"match\"><rect x=\"").append(x).append("\" y=\"").append(number(top))
                        .append("\" width=\"").append(BOX_WIDTH).append("\" height=\"").append(2 * LINE)
                        .append("\" rx=\"4\"/>");
                Optional<Long> winner = winner(match.state());
                entrant(svg, x, top + LINE - 7, match.top(), winner, names);
                entrant(svg, x, top + 2 * LINE - 7, match.bottom(), winner, names);
                svg.append("<line x1=\"").append(x).append("\" y1=\"").append(number(middle)).append("\" x2=\"")
                        .append(x + BOX_WIDTH).append("\" y2=\"").append(number(middle)).append("\"/>");
                if (r + 1 < rounds.size()) {
                    double next = MARGIN + slot * 2 * (i / 2 + 0.5);
                    int joint = x + BOX_WIDTH + (COLUMN - BOX_WIDTH) / 2;
                    svg.append("<path class=\"link\" d=\"M").append(x + BOX_WIDTH).append(' ').append(number(middle))
                            .append(" H").append(joint).append(" V").append(number(next)).append(" H")
                            .append(x + COLUMN).append("\"/>");
                }
                svg.append("</g>");
            }
        }
        return svg.append("</svg>").toString();
    }

    private static void entrant(StringBuilder svg, int x, double baseline, Optional<Long> entrant,
                                Optional<Long> winner, LongFunction<String> names) {
        boolean through = entrant.isPresent() && entrant.equals(winner);
        svg.append("<text x=\"").append(x + 8).append("\" y=\"").append(number(baseline)).append('"')
                .append(through ? " class=\"through\"" : "").append('>')
                .append(escape(entrant.map(names::apply).orElse("–"))).append("</text>");
    }

    /** The bracket in words, for whoever cannot see it. */
    private static String describe(Bracket bracket, LongFunction<String> names, Words words) {
        String open = words.t("tournament.bracket.open");
        List<String> said = new ArrayList<>();
        for (List<Bracket.Match> round : bracket.rounds()) {
            for (Bracket.Match match : round) {
                String top = match.top().map(names::apply).orElse(open);
                String bottom = match.bottom().map(names::apply).orElse(open);
                said.add(winner(match.state())
                        .map(w -> words.t("tournament.bracket.match-through", match.round(), match.board(), top, bottom,
                                names.apply(w)))
                        .orElseGet(() -> words.t("tournament.bracket.match", match.round(), match.board(), top, bottom)));
            }
        }
        bracket.champion().ifPresent(c -> said.add(words.t("tournament.bracket.champion", names.apply(c))));
        return String.join(" ", said);
    }

    private static Optional<Long> winner(MatchState state) {
        if (state instanceof MatchState.Won won) {
            return Optional.of(won.winner());
        }
        if (state instanceof MatchState.Walkover walkover) {
            return Optional.of(walkover.winner());
        }
        return Optional.empty();
    }

    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(java.util.Locale.ROOT, "%.1f", value);
    }

}
