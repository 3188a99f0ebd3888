package games.blockade.rules.backgammon;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
import games.blockade.rules.Status;

/**
 * How good a position is for one player: the expected number of turns the opponent still needs to
 * take every piece off, less one's own. Each turn serves one row, so a player's need is the sum
 * over their rows of the expected turns to clear that row alone, facing the opponent's row as it
 * stands: with leaps paid from one die (basic, Super Push's leap die), or by leap races (Bungie).
 * The expectations are exact for that simplified race and computed once, for every count of own
 * and facing pieces.
 */
final class Evaluation {

    static final double WIN = 1000;
    private static final int MAX = Rows.PIECES;
    /** Expected turns to clear a row of k pieces facing o, paying for leaps with one die: [o][k]. */
    private static final double[][] LEAPING = new double[MAX + 1][MAX + 1];
    /** The same by Bungie leap races: [o][k]. */
    private static final double[][] RACING = new double[MAX + 1][MAX + 1];

    static {
        for (int facing = 0; facing <= MAX; facing++) {
            for (int pieces = 1; pieces <= MAX; pieces++) {
                LEAPING[facing][pieces] = expected(LEAPING[facing], leapOdds(pieces, facing), pieces);
                RACING[facing][pieces] = expected(RACING[facing], Chances.leavers(pieces, facing + 1), pieces);
            }
        }
    }

    private Evaluation() {
    }

    static double of(BackgammonRules rules, BackgammonPosition position, Side me) {
        if (rules.status(position) instanceof Status.Over over) {
            Outcome outcome = over.outcome();
            return outcome instanceof Outcome.Win win ? (win.winner() == me ? WIN : -WIN) : 0;
        }
        return turnsNeeded(position, me.other()) - turnsNeeded(position, me);
    }

    static double turnsNeeded(BackgammonPosition position, Side side) {
        Rows mine = position.rows(side);
        Rows theirs = position.rows(side.other());
        double[][] table = position.variant() == Variant.BUNGIE ? RACING : LEAPING;
        double turns = 0;
        for (int row = 1; row <= Rows.ROWS; row++) {
            turns += table[theirs.count(row)][mine.count(row)];
        }
        return turns;
    }

    /** E[k] = 1 + sum over j of P(j leave) E[k - j], solved for the chance that none leave. */
    private static double expected(double[] fewer, double[] leaving, int pieces) {
        double stay = leaving[0];
        double sum = 1;
        for (int j = 1; j <= pieces; j++) {
            sum += leaving[j] * fewer[pieces - j];
        }
        return sum / (1 - stay);
    }

    /**
     * The odds that a die lets j of k pieces leap, leaping one after another while the points last.
     * A leap dearer than six points is counted as six: such a piece first shifts to a cheaper row.
     */
    private static double[] leapOdds(int pieces, int facing) {
        double[] odds = new double[pieces + 1];
        for (int die = 1; die <= 6; die++) {
            int points = die;
            int leaving = 0;
            while (leaving < pieces) {
                int cost = Math.min(6, BackgammonPosition.leapCost(pieces - leaving - 1, facing));
                if (cost > points) {
                    break;
                }
                points -= cost;
                leaving++;
            }
            odds[leaving] += 1 / 6.0;
        }
        return odds;
    }
}
