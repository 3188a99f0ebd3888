package games.blockade.store.analysis;

import games.blockade.rules.analysis.Eval;
import java.util.Locale;

/**
 * An evaluation as the store keeps it, one short text: {@code won 3}, {@code lost 2}, {@code drawn},
 * or an estimate such as {@code -0.125000}.
 */
public final class EvalText {

    private EvalText() {
    }

    public static String format(Eval eval) {
        if (eval instanceof Eval.Won won) {
            return "won " + won.plies();
        }
        if (eval instanceof Eval.Lost lost) {
            return "lost " + lost.plies();
        }
        if (eval instanceof Eval.Drawn) {
            return "drawn";
        }
        return String.format(Locale.ROOT, "%.6f", eval.equity());
    }

    public static Eval parse(String text) {
        if (text.startsWith("won ")) {
            return new Eval.Won(Integer.parseInt(text.substring(4)));
        }
        if (text.startsWith("lost ")) {
            return new Eval.Lost(Integer.parseInt(text.substring(5)));
        }
        if (text.equals("drawn")) {
            return new Eval.Drawn();
        }
        return new Eval.Estimate(Double.parseDouble(text));
    }
}
