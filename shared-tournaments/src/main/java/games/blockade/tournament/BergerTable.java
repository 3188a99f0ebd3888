package games.blockade.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * FIDE's Berger tables for a round robin of an even number of pairing numbers 1 to n: number n
 * stays put while the others turn round it. In round r the players whose numbers add up to r + 1
 * (modulo n − 1) meet, and the one left over meets n. Number n moves first in the even rounds; of
 * two others, the lower number moves first when the numbers are an odd distance apart, the higher
 * when even. That gives everyone alternating colours as far as a round robin can.
 */
final class BergerTable {

    private BergerTable() {
    }

    /** Round {@code round} (1 to n − 1) of the table for {@code n} (even) numbers: pairs {first, second}, in board order. */
    static List<int[]> round(int n, int round) {
        if (n < 2 || n % 2 != 0 || round < 1 || round > n - 1) {
            throw new IllegalArgumentException("no round " + round + " in a Berger table of " + n);
        }
        int others = n - 1;
        int fixedMeets = 0;
        for (int number = 1; number <= others; number++) {
            if ((2 * number - round - 1) % others == 0) {
                fixedMeets = number;
            }
        }
        List<int[]> boards = new ArrayList<>();
        boards.add(round % 2 == 0 ? new int[] {n, fixedMeets} : new int[] {fixedMeets, n});
        for (int k = 1; k < n / 2; k++) {
            int up = wrap(fixedMeets + k, others);
            int down = wrap(fixedMeets - k, others);
            int low = Math.min(up, down);
            int high = Math.max(up, down);
            boards.add((high - low) % 2 == 1 ? new int[] {low, high} : new int[] {high, low});
        }
        return boards;
    }

    private static int wrap(int number, int others) {
        return Math.floorMod(number - 1, others) + 1;
    }
}
