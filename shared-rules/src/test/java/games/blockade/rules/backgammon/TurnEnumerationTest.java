package games.blockade.rules.backgammon;

import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Turn enumeration: small counts derived by hand, and every count checked against a second
 * enumeration written separately from the rules, which moves individual pieces and collects every
 * board reachable within the turn (stopping is allowed anywhere, so every reachable board is an end).
 */
class TurnEnumerationTest {

    private final BackgammonRules rules = new BackgammonRules();

    private List<Turn<BackgammonPosition, BackgammonMove>> turns(BackgammonPosition start, String... moves) throws Rejection {
        BackgammonPosition p = start;
        for (String move : moves) {
            p = rules.play(p, rules.parseMove(p, move));
        }
        return rules.turns(p);
    }

    @Test
    void rowThreeWithOnePointEndsInThreeWays() throws Rejection {
        // Stop, 3-2 or 3-4; a leap from row 3 costs 4.
        assertEquals(3, turns(rules.start(rules.preset("basic")), "row 3", "roll 1").size());
    }

    @Test
    void rowThreeWithTwoPointsEndsInEightWays() throws Rejection {
        // Stop; one piece to row 1, 2, 4 or 5; two pieces to 2+2, 4+4 or 2+4. Leaps cost 4.
        assertEquals(8, turns(rules.start(rules.preset("basic")), "row 3", "roll 2").size());
    }

    @Test
    void rowOneWithTwoPointsEndsInFourWays() throws Rejection {
        // Stop; 1-2; 1-2 2-3; both pieces 1-2. Leaps from rows 1 and 2 cost 4.
        assertEquals(4, turns(rules.start(rules.preset("basic")), "row 1", "roll 2").size());
    }

    @Test
    void choosingARowEndsTheTurnPartAtTheDice() throws Rejection {
        assertEquals(6, turns(rules.start(rules.preset("basic"))).size());
        assertEquals(12, turns(rules.start(rules.preset("bungie"))).size(), "row, then roll or leap");
    }

    @Test
    void aBungieLeapRaceHasOneOutcome() throws Rejection {
        BackgammonPosition racing = rules.start(rules.preset("bungie"));
        racing = rules.play(racing, rules.parseMove(racing, "row 3"));
        racing = rules.play(racing, rules.parseMove(racing, "leap"));
        BackgammonPosition after = rules.play(racing, rules.parseMove(racing, "roll 6 6 1 vs 5 5 5 5"));
        assertEquals(Side.TWO, after.toMove());
        assertEquals(Rows.of(2, 3, 1, 3, 3, 2), after.red());
    }

    @Property(tries = 300)
    void basicTurnsMatchAnIndependentEnumeration(@ForAll("boards") int[][] board, @ForAll("rows") int row,
                                                 @ForAll("dice") int die) throws Rejection {
        BackgammonPosition p = position(Variant.BASIC, board, row);
        if (p == null) {
            return;
        }
        BackgammonPosition rolled = rules.play(p, new BackgammonMove.Roll(List.of(die), List.of()));
        check(rolled, board, row, List.of(new int[] {die, 0, 0}));
    }

    @Property(tries = 200)
    void superPushTurnsMatchAnIndependentEnumeration(@ForAll("boards") int[][] board, @ForAll("rows") int row,
                                                     @ForAll("dice") int first, @ForAll("dice") int second)
            throws Rejection {
        BackgammonPosition p = position(Variant.SUPERPUSH, board, row);
        if (p == null) {
            return;
        }
        BackgammonPosition rolled = rules.play(p, new BackgammonMove.Roll(List.of(first, second), List.of()));
        check(rolled, board, row, List.of(new int[] {0, first, second}, new int[] {0, second, first}));
    }

    @Property(tries = 200)
    void bungieRollTurnsMatchAnIndependentEnumeration(@ForAll("boards") int[][] board, @ForAll("rows") int row,
                                                      @ForAll("dice") int die) throws Rejection {
        BackgammonPosition p = position(Variant.BUNGIE, board, row);
        if (p == null) {
            return;
        }
        BackgammonPosition rolled = rules.play(rules.play(p, new BackgammonMove.DeclareRoll()),
                new BackgammonMove.Roll(List.of(die), List.of()));
        check(rolled, board, row, List.of(new int[] {0, die, 0}));
    }

    private BackgammonPosition position(Variant variant, int[][] board, int row) {
        if (board[0][row - 1] == 0 || Arrays.stream(board[1]).sum() == 0) {
            return null;
        }
        BackgammonPosition p = new BackgammonPosition(variant, Rows.of(board[0]), Rows.of(board[1]), Side.ONE,
                Side.ONE, 0, TurnState.CHOOSE);
        return rules.play(p, new BackgammonMove.ChooseRow(row));
    }

    private void check(BackgammonPosition rolled, int[][] board, int row, List<int[]> pools) {
        Set<List<Integer>> expected = new HashSet<>();
        for (int[] pool : pools) {
            expected.addAll(Independent.ends(board[0], board[1], row, pool[0], pool[1], pool[2]));
        }
        List<Turn<BackgammonPosition, BackgammonMove>> turns = rules.status(rolled) instanceof Status.ToMove
                && rolled.toMove() == Side.ONE ? rules.turns(rolled) : List.of(new Turn<>(List.of(), rolled));
        Set<List<Integer>> actual = new HashSet<>();
        for (Turn<BackgammonPosition, BackgammonMove> turn : turns) {
            actual.add(counts(turn.result().red()));
            assertEquals(Side.TWO, turn.result().toMove());
            assertEquals(TurnState.CHOOSE, turn.result().turn());
        }
        assertEquals(expected, actual);
        assertEquals(actual.size(), turns.size(), "each end position once");
    }

    private static List<Integer> counts(Rows rows) {
        List<Integer> counts = new ArrayList<>();
        for (int r = 1; r <= 6; r++) {
            counts.add(rows.count(r));
        }
        return counts;
    }

    @Provide
    Arbitrary<int[][]> boards() {
        return Combinators.combine(side(), side()).as((a, b) -> new int[][] {a, b});
    }

    private static Arbitrary<int[]> side() {
        return Arbitraries.integers().between(0, 5).array(int[].class).ofSize(6)
                .filter(counts -> Arrays.stream(counts).sum() <= 16);
    }

    @Provide
    Arbitrary<Integer> rows() {
        return Arbitraries.integers().between(1, 6);
    }

    @Provide
    Arbitrary<Integer> dice() {
        return Arbitraries.integers().between(1, 6);
    }

    /** The second enumeration: each piece on its own, the leap cost computed with real numbers. */
    private static final class Independent {

        private final int[] untracked;
        private final int[] opponent;
        private final Set<String> seen = new HashSet<>();
        private final Set<List<Integer>> boards = new HashSet<>();

        private Independent(int[] untracked, int[] opponent) {
            this.untracked = untracked;
            this.opponent = opponent;
        }

        static Set<List<Integer>> ends(int[] own, int[] opponent, int row, int either, int shiftOnly, int leapOnly) {
            int[] untracked = own.clone();
            untracked[row - 1] = 0;
            int[] tracked = new int[own[row - 1]];
            Arrays.fill(tracked, row);
            Independent search = new Independent(untracked, opponent);
            search.visit(tracked, either, shiftOnly, leapOnly);
            return search.boards;
        }

        /** {@code tracked}: the row of each piece that began in the chosen row, 0 once it has leapt off. */
        private void visit(int[] tracked, int either, int shiftOnly, int leapOnly) {
            int[] sorted = tracked.clone();
            Arrays.sort(sorted);
            if (!seen.add(Arrays.toString(sorted) + either + "/" + shiftOnly + "/" + leapOnly)) {
                return;
            }
            List<Integer> board = new ArrayList<>();
            for (int r = 1; r <= 6; r++) {
                int count = untracked[r - 1];
                for (int piece : sorted) {
                    count += piece == r ? 1 : 0;
                }
                board.add(count);
            }
            boards.add(board);
            for (int i = 0; i < sorted.length; i++) {
                int r = sorted[i];
                if (r == 0) {
                    continue;
                }
                if (shiftOnly + either > 0) {
                    for (int to : new int[] {r - 1, r + 1}) {
                        if (to >= 1 && to <= 6) {
                            int[] next = sorted.clone();
                            next[i] = to;
                            visit(next, shiftOnly > 0 ? either : either - 1, Math.max(0, shiftOnly - 1), leapOnly);
                        }
                    }
                }
                double supporting = board.get(r - 1) - 1;
                int cost = (int) Math.max(1, Math.ceil(2 + opponent[r - 1] - supporting / 2));
                int[] next = sorted.clone();
                next[i] = 0;
                if (leapOnly >= cost) {
                    visit(next, either, shiftOnly, leapOnly - cost);
                } else if (leapOnly == 0 && either >= cost) {
                    visit(next, either - cost, shiftOnly, leapOnly);
                }
            }
        }
    }
}
