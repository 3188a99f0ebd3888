package games.blockade.rules.analysis;

import games.blockade.rules.Side;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One side's summary of a game: how many of its decisions earned each verdict, its accuracy, and
 * (in a game with dice) how lucky its rolls were. Forced decisions count nowhere here.
 *
 * @param accuracy the mean {@link Verdict#credit()} of the side's judged decisions, as a
 *                 percentage; empty when it had none to judge
 * @param luck     the sum of the luck of the side's rolls ({@link Entry.Luck})
 */
public record Tally(Side side, Map<Verdict, Integer> counts, OptionalDouble accuracy, int rolls, double luck) {

    public Tally {
        Objects.requireNonNull(side);
        Objects.requireNonNull(accuracy);
        counts = Map.copyOf(counts);
    }

    /** The tally of one side's entries. */
    static Tally of(Side side, List<Entry> entries) {
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        for (Verdict verdict : Verdict.values()) {
            counts.put(verdict, 0);
        }
        double credit = 0;
        int judged = 0;
        int rolls = 0;
        double luck = 0;
        for (Entry entry : entries) {
            if (entry.side() != side) {
                continue;
            }
            if (entry instanceof Entry.Judgement judgement && !judgement.forced()) {
                counts.merge(judgement.verdict(), 1, Integer::sum);
                credit += judgement.verdict().credit();
                judged++;
            } else if (entry instanceof Entry.Luck roll) {
                rolls++;
                luck += roll.luck();
            }
        }
        return new Tally(side, counts, judged == 0 ? OptionalDouble.empty() : OptionalDouble.of(100 * credit / judged),
                rolls, luck);
    }

    /** How many of the side's decisions earned a verdict. */
    public int count(Verdict verdict) {
        return counts.getOrDefault(verdict, 0);
    }
}
