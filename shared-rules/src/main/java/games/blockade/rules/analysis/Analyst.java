package games.blockade.rules.analysis;

import games.blockade.rules.Side;
import games.blockade.rules.Turn;

import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * One game's judge of decisions, the part of the analysis that differs between games: how a
 * position is valued and which choices are weighed. Walking a game's plies, the verdicts and the
 * tallies are the same for every game ({@link Analysis}), and so is finding puzzles among the
 * proofs ({@link Puzzles}). An analyst may remember what it has worked out, so use one per
 * analysis, from one thread ({@link Analysts#of}).
 *
 * <p>Every method reads {@code spent} once per unit of work and, once it is true, settles for what
 * it has weighed so far.
 */
public interface Analyst<P, M> {

    /** How much a decision may give up before each verdict applies. */
    Thresholds thresholds();

    /** The budget of a stored analysis: a {@link Budget.Work}, so that it is repeatable. */
    Budget budget();

    /**
     * Whether a side that has just played into this position is still in the middle of the same
     * decision (a backgammon player who has spent some of a roll and left the turn open).
     */
    default boolean midDecision(P position) {
        return false;
    }

    /** Whether the decision made from this position is judged (a setup with no measure is not). */
    default boolean judges(P position) {
        return true;
    }

    /** Weighs the decision made from {@code before} that reached {@code after}. */
    Weighing weigh(P before, P after, BooleanSupplier spent);

    /** Whose roll the dice make in a position that awaits them. Only games with dice have rolls. */
    default Side roller(P position) {
        throw new IllegalStateException("this game has no dice");
    }

    /**
     * The luck of the roll that took {@code before} to {@code after}: how much it changed the
     * {@link #roller}'s expected result against the average roll.
     */
    default double luck(P before, P after, BooleanSupplier spent) {
        throw new IllegalStateException("this game has no dice");
    }

    /**
     * Every distinct choice (a whole decision) from a position where a puzzle may stand, each with
     * what the analyst proves about it for the side choosing; empty where it looks for none, or
     * when the budget ran out before every choice was proved. The proofs reach a fixed depth
     * ({@code docs/analysis.md}) and within it find every win and loss there is, so that a choice
     * alone in winning (or in not losing) is alone for certain.
     */
    List<Proof<P, M>> proofs(P position, BooleanSupplier spent);

    /** A choice and what is proved about it: a {@link Eval.Won}, {@link Eval.Lost} or {@link Eval.Drawn}, or an {@link Eval.Estimate} when nothing is. */
    record Proof<P, M>(Turn<P, M> choice, Eval eval) {
        public Proof {
            Objects.requireNonNull(choice);
            Objects.requireNonNull(eval);
        }
    }
}
