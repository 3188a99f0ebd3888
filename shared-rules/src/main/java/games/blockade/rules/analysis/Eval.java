package games.blockade.rules.analysis;

import java.util.Locale;

/**
 * What a position is worth to one side, as an analyst finds it: a result it proves, or an
 * estimate. Proved wins and losses count plies (turns of either side, a roll of the dice not
 * counted) from the position before the side's decision, that decision included: a turn that wins
 * at once is {@code Won(1)}; one after which the opponent wins at once is {@code Lost(2)}.
 * {@link #equity()} puts every kind on one scale, the expected result: +1 a win, 0 a draw or an
 * even game, -1 a loss.
 */
public sealed interface Eval {

    /** The expected result for the side, from -1 (a loss) to +1 (a win). */
    double equity();

    /**
     * Whether this is worth more to the side than {@code other}: a proved win beats every
     * estimate, and a sooner win a later one; every estimate beats a proved loss, and a later loss
     * a sooner one.
     */
    default boolean betterThan(Eval other) {
        return rank(this) > rank(other);
    }

    private static double rank(Eval eval) {
        // Estimates lie in [-1, 1]; proved wins above them and proved losses below, by distance.
        if (eval instanceof Won won) {
            return 2 - Math.min(won.plies(), 10_000) / 20_000.0;
        }
        if (eval instanceof Lost lost) {
            return -2 + Math.min(lost.plies(), 10_000) / 20_000.0;
        }
        return eval.equity();
    }

    /** A win the analyst proves, in at most {@code plies} plies whatever the opponent does. */
    record Won(int plies) implements Eval {
        public Won {
            if (plies < 1) {
                throw new IllegalArgumentException("a win takes at least the side's own ply");
            }
        }

        @Override
        public double equity() {
            return 1;
        }

        @Override
        public String toString() {
            return "win in " + plies;
        }
    }

    /** A loss the analyst proves: the opponent wins in at most {@code plies} plies whatever the side does. */
    record Lost(int plies) implements Eval {
        public Lost {
            if (plies < 1) {
                throw new IllegalArgumentException("a loss is counted from the side's own ply");
            }
        }

        @Override
        public double equity() {
            return -1;
        }

        @Override
        public String toString() {
            return "loss in " + plies;
        }
    }

    /** A draw the analyst proves: neither side can force a win. */
    record Drawn() implements Eval {
        @Override
        public double equity() {
            return 0;
        }

        @Override
        public String toString() {
            return "draw";
        }
    }

    /** An estimate of the expected result, from -1 to +1. */
    record Estimate(double equity) implements Eval {
        public Estimate {
            if (!(equity >= -1 && equity <= 1)) {
                throw new IllegalArgumentException("an estimate lies between -1 and +1, not " + equity);
            }
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%+.2f", equity);
        }
    }
}
