package games.blockade.rules.analysis;

/**
 * How much expected result ({@link Eval#equity()}) a decision may give up against the best one
 * found and still earn each verdict: up to {@code good} is {@link Verdict#GOOD}, up to
 * {@code inaccuracy} an {@link Verdict#INACCURACY}, up to {@code mistake} a
 * {@link Verdict#MISTAKE}, more a {@link Verdict#BLUNDER}. Each game sets its own.
 */
public record Thresholds(double good, double inaccuracy, double mistake) {

    /** For a solved game: giving up any of the result is a blunder. */
    public static final Thresholds EXACT = new Thresholds(0, 0, 0);

    public Thresholds {
        if (good < 0 || inaccuracy < good || mistake < inaccuracy) {
            throw new IllegalArgumentException("thresholds grow from good to mistake");
        }
    }

    /**
     * The verdict on a decision worth {@code played} to its side where the best choice found was
     * worth {@code best}. A decision that lets the opponent force a win the analyst proves, where
     * the side was not lost before, is always a blunder; one that keeps the expected result but
     * moves away from it (a proved win made slower, a proved loss hastened, an estimate's win
     * given up for one not proved) is an inaccuracy.
     */
    public Verdict verdict(Eval best, Eval played) {
        if (played instanceof Eval.Lost && !(best instanceof Eval.Lost)) {
            return Verdict.BLUNDER;
        }
        double lost = best.equity() - played.equity();
        if (lost > mistake) {
            return Verdict.BLUNDER;
        }
        if (lost > inaccuracy) {
            return Verdict.MISTAKE;
        }
        if (lost > good) {
            return Verdict.INACCURACY;
        }
        if (lost > 0) {
            return Verdict.GOOD;
        }
        return best.betterThan(played) ? Verdict.INACCURACY : Verdict.BEST;
    }
}
