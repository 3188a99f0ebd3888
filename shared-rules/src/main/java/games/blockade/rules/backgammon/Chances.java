package games.blockade.rules.backgammon;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The exact odds of what the dice can do, for the computer players to weigh. */
final class Chances {

    /** A roll the dice can make here and how likely it is (rolls with the same effect merged). */
    record Chance(double probability, BackgammonMove.Roll roll) {
    }

    /** Computed once: the playouts ask for it at every turn. */
    private static final double[][] EXPECTED_LEAVERS = new double[Rows.PIECES + 1][Rows.PIECES + 2];

    static {
        for (int pieces = 0; pieces <= Rows.PIECES; pieces++) {
            for (int against = 1; against <= Rows.PIECES + 1; against++) {
                EXPECTED_LEAVERS[pieces][against] = expectation(pieces, against);
            }
        }
    }

    private Chances() {
    }

    /** Every effect the roll due here can have, with its probability; the probabilities add up to 1. */
    static List<Chance> rolls(BackgammonPosition position) {
        List<Chance> chances = new ArrayList<>();
        TurnState turn = position.turn();
        if (turn.step() == Step.LEAP_ROLL) {
            int pieces = position.own().count(turn.row());
            int against = position.opponent().count(turn.row()) + 1;
            double[] odds = leavers(pieces, against);
            for (int k = 0; k <= pieces; k++) {
                if (odds[k] > 0) {
                    // Only how many leave matters: sixes leave, ones stay, against ones.
                    List<Integer> dice = new ArrayList<>(Collections.nCopies(k, 6));
                    dice.addAll(Collections.nCopies(pieces - k, 1));
                    chances.add(new Chance(odds[k], new BackgammonMove.Roll(dice, Collections.nCopies(against, 1))));
                }
            }
        } else if (position.variant() == Variant.SUPERPUSH) {
            for (int a = 1; a <= 6; a++) {
                for (int b = a; b <= 6; b++) {
                    chances.add(new Chance((a == b ? 1 : 2) / 36.0, new BackgammonMove.Roll(List.of(a, b), List.of())));
                }
            }
        } else {
            for (int die = 1; die <= 6; die++) {
                chances.add(new Chance(1 / 6.0, new BackgammonMove.Roll(List.of(die), List.of())));
            }
        }
        return chances;
    }

    /**
     * The odds that exactly k of {@code pieces} dice beat the highest of {@code against} dice
     * (strictly), for k = 0 to {@code pieces}.
     */
    static double[] leavers(int pieces, int against) {
        double[] odds = new double[pieces + 1];
        for (int kept = 1; kept <= 6; kept++) {
            double keptOdds = Math.pow(kept / 6.0, against) - Math.pow((kept - 1) / 6.0, against);
            double beat = (6 - kept) / 6.0;
            for (int k = 0; k <= pieces; k++) {
                odds[k] += keptOdds * binomial(pieces, k) * Math.pow(beat, k) * Math.pow(1 - beat, pieces - k);
            }
        }
        return odds;
    }

    /** The expected number of pieces a leap race takes off, for {@code pieces} against {@code against} dice. */
    static double expectedLeavers(int pieces, int against) {
        return EXPECTED_LEAVERS[pieces][against];
    }

    private static double expectation(int pieces, int against) {
        double[] odds = leavers(pieces, against);
        double sum = 0;
        for (int k = 0; k < odds.length; k++) {
            sum += k * odds[k];
        }
        return sum;
    }

    private static double binomial(int n, int k) {
        double result = 1;
        for (int i = 1; i <= k; i++) {
            result = result * (n - k + i) / i;
        }
        return result;
    }
}
