package games.blockade.rules.backgammon;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;

import java.util.List;

/**
 * The strongest level: expectimax over the dice. Choosing a row (and, in Bungie Battle, roll or
 * leap), it weighs every roll by its exact probability and assumes its best spending of each;
 * spending, it picks the end of turn the evaluation likes best. The evaluation estimates how many
 * turns each player still needs to take every piece off, from the leap costs of their rows.
 */
final class ExpectimaxPlayer implements ComputerPlayer<BackgammonPosition, BackgammonMove> {

    /** A turn spends points on one row only, so each occupied row costs about a turn's share more. */
    private static final double ROW_OVERHEAD = 0.5;
    /** The points a die gives on average. */
    private static final double POINTS_PER_TURN = 3.5;
    private static final double WIN = 1000;

    private final BackgammonRules rules;

    ExpectimaxPlayer(BackgammonRules rules) {
        this.rules = rules;
    }

    @Override
    public List<BackgammonMove> play(BackgammonPosition position) {
        Side me = position.toMove();
        boolean beforeRoll = position.turn().step() == Step.ROW || position.turn().step() == Step.CHOICE;
        Turn<BackgammonPosition, BackgammonMove> best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Turn<BackgammonPosition, BackgammonMove> turn : rules.turns(position)) {
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

    /** How much better off {@code me} is: the opponent's turns still needed less one's own. */
    double value(BackgammonPosition position, Side me) {
        if (rules.status(position) instanceof Status.Over over) {
            Outcome outcome = over.outcome();
            return outcome instanceof Outcome.Win win ? (win.winner() == me ? WIN : -WIN) : 0;
        }
        return turnsNeeded(position, me.other()) - turnsNeeded(position, me);
    }

    static double turnsNeeded(BackgammonPosition position, Side side) {
        Rows mine = position.rows(side);
        Rows theirs = position.rows(side.other());
        double turns = 0;
        for (int row = 1; row <= Rows.ROWS; row++) {
            int pieces = mine.count(row);
            if (pieces == 0) {
                continue;
            }
            int points = 0;
            for (int supporting = 0; supporting < pieces; supporting++) {
                points += BackgammonPosition.leapCost(supporting, theirs.count(row));
            }
            turns += points / POINTS_PER_TURN + ROW_OVERHEAD;
        }
        return turns;
    }
}
