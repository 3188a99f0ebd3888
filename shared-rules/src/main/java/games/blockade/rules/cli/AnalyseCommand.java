package games.blockade.rules.cli;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Tally;
import games.blockade.rules.analysis.Verdict;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Analyses a finished game given as its record: one line per decision judged,
 * {@code PLY SIDE MOVE VERDICT best BESTMOVE}, then one line per side with its accuracy, the count
 * of each verdict and, in a game with dice, the sum of its luck. Rolls of the dice are plies of
 * the record but not decisions, so they have no line of their own.
 */
final class AnalyseCommand implements Main.Command {

    @Override
    public String usage() {
        return "analyse GAME [--preset NAME] MOVE...";
    }

    @Override
    public void run(List<String> args, PrintStream out, Words words) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("preset"), words);
        Game<?, ?> game = arguments.game(0, 1);
        GameAnalysis analysis = Analysis.of(game);
        Rules<?, ?> rules = game.rules();
        for (Entry.Judgement judgement : analysis.judgements()) {
            out.println(judgement.ply() + " " + rules.sideName(judgement.side()) + " " + judgement.move() + " "
                    + judgement.verdict().word() + " best " + judgement.best());
        }
        for (Side side : Side.values()) {
            out.println(summary(rules, analysis.tally(side)));
        }
    }

    private static String summary(Rules<?, ?> rules, Tally tally) {
        StringBuilder line = new StringBuilder(rules.sideName(tally.side())).append(" accuracy ")
                .append(tally.accuracy().isPresent() ? String.format(Locale.ROOT, "%.1f", tally.accuracy().getAsDouble()) : "-");
        for (Verdict verdict : Verdict.values()) {
            line.append(' ').append(verdict.word()).append(' ').append(tally.count(verdict));
        }
        if (rules.usesDice()) {
            line.append(String.format(Locale.ROOT, " luck %+.3f", tally.luck()));
        }
        return line.toString();
    }
}
