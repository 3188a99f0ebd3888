package games.blockade.rules.backgammon;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;

import java.util.List;

/**
 * The strongest level: expectimax over the dice. Choosing a row (and, in Bungie Battle, roll or
 * leap), it weighs every roll by its exact probability and assumes its best spending of each;
 * spending, it picks the end of turn the {@link Evaluation} likes best. A decision that runs out
 * of its time budget (a cold start, a slow machine) settles for the best choice weighed so far.
 */
final class ExpectimaxPlayer implements ComputerPlayer<BackgammonPosition, BackgammonMove> {

    /** Well inside the second a decision may take. */
    static final long BUDGET_NANOS = 700_000_000L;

    private final BackgammonRules rules;
    private final long budgetNanos;

    /** {@code budgetNanos}: how long a decision may weigh choices; tests that need repeatable play pass no limit. */
    ExpectimaxPlayer(BackgammonRules rules, long budgetNanos) {
        this.rules = rules;
        this.budgetNanos = budgetNanos;
    }

    @Override
    public List<BackgammonMove> play(BackgammonPosition position) {
        Side me = position.toMove();
        boolean beforeRoll = position.turn().step() == Step.ROW || position.turn().step() == Step.CHOICE;
        long started = System.nanoTime();
        Turn<BackgammonPosition, BackgammonMove> best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Turn<BackgammonPosition, BackgammonMove> turn : rules.turns(position)) {
            if (best != null && System.nanoTime() - started > budgetNanos) {
                break;
            }
            double value = beforeRoll ? expected(turn.result(), me) : value(turn.result(), me);
            if (value > bestValue) {
                bestValue = value;
                best = turn;
            }
        }
        return best == null ? List.of() : best.moves();
    }

    /** The value of a position awaiting the dice, averaged over the rolls. */
    private double expected(BackgammonPosition position, Side me) {
        if (!(rules.status(position) instanceof Status.AwaitingDice)) {
            return value(position, me);
        }
        double sum = 0;
        for (Chances.Chance chance : Chances.rolls(position)) {
            sum += chance.probability() * bestAfterRoll(rules.play(position, chance.roll()), me);
        }
        return sum;
    }

    private double bestAfterRoll(BackgammonPosition position, Side me) {
        if (!(rules.status(position) instanceof Status.ToMove toMove) || toMove.side() != me) {
            return value(position, me);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (Turn<BackgammonPosition, BackgammonMove> turn : rules.turns(position)) {
            best = Math.max(best, value(turn.result(), me));
        }
        return best;
    }

    double value(BackgammonPosition position, Side me) {
        return Evaluation.of(rules, position, me);
    }
}
