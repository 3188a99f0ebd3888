package games.blockade.rules.analysis;

import java.util.Locale;

/**
 * How good one decision was, from {@link #BEST} to {@link #BLUNDER}. Each game says, through its
 * {@link Thresholds}, how much a decision may give up before it earns each word
 * ({@code docs/analysis.md}).
 */
public enum Verdict {
    BEST(1.0),
    GOOD(0.9),
    INACCURACY(0.6),
    MISTAKE(0.3),
    BLUNDER(0.0);

    private final double credit;

    Verdict(double credit) {
        this.credit = credit;
    }

    /** What a decision with this verdict adds to its player's accuracy, from 0 to 1. */
    public double credit() {
        return credit;
    }

    /** The verdict as it is written in analyses: best, good, inaccuracy, mistake, blunder. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
