package games.blockade.rules.analysis;

import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Analyses a finished game of any kind: walks its record decision by decision, asks the game's
 * {@link Analyst} to weigh each one, gives the verdict by the game's {@link Thresholds}, and tallies
 * each side. A pure function of the game and the budget, meant to run in the background: with a
 * {@link Budget.Work} budget (the default) the same game always gets the same analysis.
 */
public final class Analysis {

    private Analysis() {
    }

    /** The analysis at the game's own repeatable budget. */
    public static <P, M> GameAnalysis of(Game<P, M> game) throws Rejection {
        Analyst<P, M> analyst = Analysts.of(game.rules());
        return of(game, analyst, analyst.budget());
    }

    /** The analysis with a chosen budget per decision. */
    public static <P, M> GameAnalysis of(Game<P, M> game, Budget budget) throws Rejection {
        return of(game, Analysts.of(game.rules()), budget);
    }

    private static <P, M> GameAnalysis of(Game<P, M> game, Analyst<P, M> analyst, Budget budget) throws Rejection {
        if (!game.isOver()) {
            throw new Rejection("the game is not over: a game is analysed once it has ended");
        }
        List<Entry> entries = new ArrayList<>();
        for (Span<P> span : spans(game, analyst)) {
            if (span.side().isEmpty()) {
                entries.add(new Entry.Luck(span.first(), analyst.roller(span.before()), span.notation(),
                        analyst.luck(span.before(), span.after(), budget.start())));
            } else if (analyst.judges(span.before()) && !analyst.midDecision(span.after())) {
                entries.add(judge(span, analyst.weigh(span.before(), span.after(), budget.start()),
                        analyst.thresholds()));
            }
        }
        return new GameAnalysis(game.rules().id(), game.preset().name(), entries,
                Tally.of(Side.ONE, entries), Tally.of(Side.TWO, entries));
    }

    private static Entry.Judgement judge(Span<?> span, Weighing weighing, Thresholds thresholds) {
        Side side = span.side().orElseThrow();
        // The choice played is among those weighed, so nothing found is worse than it.
        boolean playedIsBest = weighing.better().isEmpty() || !weighing.bestEval().betterThan(weighing.playedEval());
        Eval before = playedIsBest ? weighing.playedEval() : weighing.bestEval();
        String best = playedIsBest ? span.notation() : weighing.better().orElseThrow();
        Verdict verdict = weighing.forced() ? Verdict.BEST : thresholds.verdict(before, weighing.playedEval());
        return new Entry.Judgement(span.first(), span.last(), side, span.notation(), before, weighing.playedEval(),
                best, verdict, weighing.forced());
    }

    /**
     * A game's record cut into decisions and rolls: a roll is one ply with no side; a decision is
     * a side's ply and those of its following plies that finish what it left open.
     */
    record Span<P>(int first, int last, Optional<Side> side, String notation, P before, P after) {
    }

    static <P, M> List<Span<P>> spans(Game<P, M> game, Analyst<P, M> analyst) {
        List<Ply<P>> plies = game.plies();
        List<Span<P>> spans = new ArrayList<>();
        P before = game.start();
        int i = 0;
        while (i < plies.size()) {
            Ply<P> ply = plies.get(i);
            int last = i;
            List<String> parts = new ArrayList<>(List.of(ply.notation()));
            while (ply.side().isPresent() && analyst.midDecision(plies.get(last).position())
                    && last + 1 < plies.size() && plies.get(last + 1).side().equals(ply.side())) {
                last++;
                parts.add(plies.get(last).notation());
            }
            P after = plies.get(last).position();
            spans.add(new Span<>(i + 1, last + 1, ply.side(), String.join(" ", parts), before, after));
            before = after;
            i = last + 1;
        }
        return spans;
    }
}
