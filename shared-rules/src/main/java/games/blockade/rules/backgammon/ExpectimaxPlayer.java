package games.blockade.rules.backgammon;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Side;
import games.blockade.rules.Turn;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The strongest level: expectimax over the dice ({@link Expectimax}), with each end of turn judged
 * by playing it out.
 * Choosing a row (and, in Bungie Battle, roll or leap), it weighs every roll by its exact
 * probability and assumes its best spending of each; spending, it picks the end of turn that
 * scores best over a fixed number of {@link Playout}s, every candidate facing the same dice so
 * that the comparison is fair. Below a roll only the few ends the {@link Evaluation} likes best
 * are played out. A decision that runs out of its time budget (a cold start, a slow machine)
 * settles for the best choice weighed so far.
 *
 * <p>One player follows one game and remembers the positions at the start of every turn it has
 * seen: an end of turn that would come back a third time is a draw, and one seen before lets the
 * opponent make it so, so a player that expects to win counts either as a draw and presses on.
 */
final class ExpectimaxPlayer implements ComputerPlayer<BackgammonPosition, BackgammonMove> {

    /** Well inside the second a decision may take. */
    static final long BUDGET_NANOS = 600_000_000L;
    /** Playouts per end of turn at the hard level. */
    static final int PLAYOUTS = 96;
    /** Ends of turn played out after each roll when choosing a row. */
    private static final int ENDS_PER_ROLL = 2;

    private final BackgammonRules rules;
    private final int playouts;
    private final long budgetNanos;
    private final SplittableRandom seeds;
    /** How often each turn's start has arisen in this player's game, by repetition key. */
    private final Map<Object, Integer> seen = new HashMap<>();
    private long decisionSeed;
    /** When the decision in progress must settle, once it has one choice weighed. */
    private long deadline;
    private boolean settled;
    private final Expectimax expectimax;

    /**
     * {@code playouts}: per end of turn; {@code budgetNanos}: how long a decision may weigh
     * choices (tests that need repeatable play pass no limit).
     */
    ExpectimaxPlayer(BackgammonRules rules, long seed, int playouts, long budgetNanos) {
        this.rules = rules;
        this.playouts = playouts;
        this.budgetNanos = budgetNanos;
        this.seeds = new SplittableRandom(seed);
        this.expectimax = new Expectimax(rules, ENDS_PER_ROLL, this::value, this::timeIsUp);
    }

    @Override
    public List<BackgammonMove> play(BackgammonPosition position) {
        Side me = position.toMove();
        Step step = position.turn().step();
        if (step == Step.ROW) {
            remember(position);
        }
        decisionSeed = seeds.nextLong();
        deadline = System.nanoTime() + budgetNanos;
        settled = false;
        Turn<BackgammonPosition, BackgammonMove> best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Turn<BackgammonPosition, BackgammonMove> turn : rules.turns(position)) {
            if (timeIsUp()) {
                break;
            }
            double value = expectimax.expected(turn.result(), me);
            settled = true;
            if (value > bestValue) {
                bestValue = value;
                best = turn;
            }
        }
        if (best == null) {
            return List.of();
        }
        if (best.result().turn().step() == Step.ROW) {
            remember(best.result());
        }
        return best.moves();
    }

    /** Only once a choice is weighed: a decision always has one to play. */
    private boolean timeIsUp() {
        return settled && budgetNanos != Long.MAX_VALUE && System.nanoTime() > deadline;
    }

    void remember(BackgammonPosition position) {
        seen.merge(rules.repetitionKey(position), 1, Integer::sum);
    }

    /** The share of playouts won (a draw a half), or a draw where the position would repeat. */
    double value(BackgammonPosition position, Side me) {
        double value = playedOut(position, me);
        if (position.turn().step() != Step.ROW) {
            return value;
        }
        int times = seen.getOrDefault(rules.repetitionKey(position), 0);
        return times >= 2 || (times == 1 && value > 0.5) ? 0.5 : value;
    }

    private double playedOut(BackgammonPosition position, Side me) {
        return Playout.share(position, me, decisionSeed, playouts);
    }
}
