package games.blockade.rules.backgammon;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import games.blockade.rules.analysis.Analyst;
import games.blockade.rules.analysis.Budget;
import games.blockade.rules.analysis.Eval;
import games.blockade.rules.analysis.Thresholds;
import games.blockade.rules.analysis.Weighing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Backgammon's analyst judges each decision by the equity it gives up against the best choice for
 * the same dice, and measures the luck of each roll. A turn holds two decisions: before the roll,
 * the row (and in Bungie Battle, roll or leap), weighed by the expected result over every roll;
 * after it, the spending (with Super Push's choice of die) down to the end of the turn, weighed
 * against every other end that roll allows. The luck of a roll is how much better (or worse) the
 * best end it allows is than the average over all rolls of the chosen row. Ends of turn are valued
 * as the hard player values them, by games played out to the finish, here {@value #PLAYOUTS} of
 * them on the same dice for every end (the hard level plays 96), and the {@value #ENDS_PER_ROLL}
 * best ends of each roll (2 in play) are weighed for a row. Threefold repetition is not foreseen.
 */
public final class BackgammonAnalyst implements Analyst<BackgammonPosition, BackgammonMove> {

    private static final int PLAYOUTS = 4000;
    private static final int ENDS_PER_ROLL = 4;
    /** Every end of turn is played out on the dice drawn from this seed: repeatable and fair. */
    private static final long SEED = 17;
    /** Rolls weighed per decision: more than any decision needs (at most 6 rows by 21 rolls). */
    private static final long UNITS = 1_000;
    /** As in backgammon analysis: doubtful from 0.04 of a game, bad from 0.08, very bad from 0.16. */
    private static final Thresholds THRESHOLDS = new Thresholds(0.04, 0.08, 0.16);

    private final BackgammonRules rules;
    /** Red's share of the playouts from each end of turn met: the choices and rolls of a game meet the same ends. */
    private final Map<Object, Double> shares = new HashMap<>();

    public BackgammonAnalyst(BackgammonRules rules) {
        this.rules = rules;
    }

    @Override
    public Thresholds thresholds() {
        return THRESHOLDS;
    }

    @Override
    public Budget budget() {
        return new Budget.Work(UNITS);
    }

    /** Part way through the row choice (Bungie's roll or leap unsaid) or the spending. */
    @Override
    public boolean midDecision(BackgammonPosition position) {
        Step step = position.turn().step();
        return rules.status(position) instanceof Status.ToMove
                && (step == Step.CHOICE || step == Step.ASSIGN || step == Step.SPEND);
    }

    @Override
    public Weighing weigh(BackgammonPosition before, BackgammonPosition after, BooleanSupplier spent) {
        Side me = before.toMove();
        List<Turn<BackgammonPosition, BackgammonMove>> choices = rules.turns(before);
        Turn<BackgammonPosition, BackgammonMove> played = choices.stream()
                .filter(turn -> turn.result().equals(after)).findFirst().orElseThrow();
        // The choice played is weighed in full whatever the budget; the others while it lasts.
        double playedValue = expectimax(() -> false).expected(after, me);
        Expectimax budgeted = expectimax(spent);
        Turn<BackgammonPosition, BackgammonMove> best = played;
        double bestValue = playedValue;
        for (Turn<BackgammonPosition, BackgammonMove> choice : choices) {
            if (choice == played || spent.getAsBoolean()) {
                continue;
            }
            double value = budgeted.expected(choice.result(), me);
            if (value > bestValue) {
                best = choice;
                bestValue = value;
            }
        }
        List<BackgammonMove> bestWay = rules.plainestWays(before).get(best.result());
        return new Weighing(Optional.of(rules.formatTurn(before, bestWay)), eval(best.result(), me, bestValue),
                eval(after, me, playedValue), choices.size() == 1);
    }

    @Override
    public Side roller(BackgammonPosition position) {
        return position.toMove();
    }

    @Override
    public double luck(BackgammonPosition before, BackgammonPosition after, BooleanSupplier spent) {
        Side me = before.toMove();
        Expectimax expectimax = expectimax(() -> false);
        return 2 * (expectimax.bestAfterRoll(after, me) - expectimax.expected(before, me));
    }

    /**
     * After a roll, every end of the turn with what is certain about it: the game won, drawn or
     * lost at once. So a puzzle is the one spending that takes the last pieces off, or, on the
     * extra turn, the one that empties the board and saves the draw.
     */
    @Override
    public List<Proof<BackgammonPosition, BackgammonMove>> proofs(BackgammonPosition position, BooleanSupplier spent) {
        Step step = position.turn().step();
        if (!(rules.status(position) instanceof Status.ToMove toMove) || step != Step.ASSIGN && step != Step.SPEND) {
            return List.of();
        }
        List<Proof<BackgammonPosition, BackgammonMove>> proofs = new ArrayList<>();
        rules.plainestWays(position).forEach((end, way) ->
                proofs.add(new Proof<>(new Turn<>(way, end), eval(end, toMove.side(), 0.5))));
        return proofs;
    }

    private Expectimax expectimax(BooleanSupplier spent) {
        return new Expectimax(rules, ENDS_PER_ROLL, this::worth, spent);
    }

    /** An ended game exactly; otherwise the share of the playouts won, a draw counting a half. */
    private double worth(BackgammonPosition end, Side me) {
        if (rules.status(end) instanceof Status.Over over) {
            return over.outcome() instanceof Outcome.Win win ? (win.winner() == me ? 1 : 0) : 0.5;
        }
        double red = shares.computeIfAbsent(rules.repetitionKey(end), key -> Playout.share(end, Side.ONE, SEED, PLAYOUTS));
        return me == Side.ONE ? red : 1 - red;
    }

    /** A result for the side that chose it: certain where the game ended, else the expected result. */
    private Eval eval(BackgammonPosition reached, Side me, double share) {
        if (rules.status(reached) instanceof Status.Over over) {
            if (over.outcome() instanceof Outcome.Win win) {
                return win.winner() == me ? new Eval.Won(1) : new Eval.Lost(1);
            }
            return new Eval.Drawn();
        }
        return new Eval.Estimate(Math.max(-1, Math.min(1, 2 * share - 1)));
    }
}
