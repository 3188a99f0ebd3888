package games.blockade.rules.walls;

import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import games.blockade.rules.analysis.Analyst;
import games.blockade.rules.analysis.Budget;
import games.blockade.rules.analysis.Eval;
import games.blockade.rules.analysis.Thresholds;
import games.blockade.rules.analysis.Weighing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.BooleanSupplier;

/**
 * Walls' analyst weighs each whole turn with the {@code hard} level's search, four turns deep, from
 * a wider root than in play and to a budget counted in units of work (a turn listed or a node
 * searched), so that the search always finishes where in play a loaded machine can cut it short.
 * The race the search ends in becomes an expected result through {@code tanh(score / 24)}: four
 * turns' lead is three quarters of a win. Two things are proved rather than estimated, by looking
 * at every pawn move and bomb: a turn that wins at once, and a turn after which the opponent
 * wins at once, which is always a blunder unless every turn allowed it.
 */
public final class WallsAnalyst implements Analyst<WallsPosition, WallsMove> {

    private static final int DEPTH = 4;
    /** Root turns searched: the best 40 by the race after them (28 in play), and the turn played. */
    private static final int ROOT = 40;
    /** Enough for the four turns to finish in the positions measured ({@code docs/analysis.md}). */
    private static final long UNITS = 5_000_000;
    /** Points of the race (about six a turn) that make {@code tanh(1)} of a win. */
    private static final double SCALE = 24;
    private static final Thresholds THRESHOLDS = new Thresholds(0.05, 0.15, 0.30);

    private final WallsRules rules;

    public WallsAnalyst(WallsRules rules) {
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

    @Override
    public Weighing weigh(WallsPosition before, WallsPosition after, BooleanSupplier spent) {
        Side mover = before.toMove();
        List<Turn<WallsPosition, WallsMove>> turns = rules.turns(before);
        List<WallsMove> played = turns.stream().filter(t -> t.result().equals(after)).findFirst().orElseThrow().moves();
        // A fixed seed: the search breaks ties at random, and an analysis must be repeatable.
        WallsSearch.Found found = new WallsSearch(rules, new Random(0), DEPTH, ROOT).weigh(before, played, spent);
        List<WallsMove> best = found.best();
        Eval bestEval = eval(result(before, best), mover, found.bestScore());
        if (bestEval instanceof Eval.Lost) {
            // Every turn searched lets the opponent win at once: the loss is proved only if every turn does.
            Optional<Turn<WallsPosition, WallsMove>> escape = turns.stream().filter(t -> !winsAtOnce(t.result())).findFirst();
            if (escape.isPresent()) {
                best = escape.get().moves();
                bestEval = eval(escape.get().result(), mover, -race(escape.get().result()));
            }
        }
        return new Weighing(Optional.of(rules.formatTurn(before, best)), bestEval, eval(after, mover, found.weighedScore()),
                turns.size() == 1);
    }

    /** Each turn: a win at once, a loss when the opponent then wins at once, or nothing proved. */
    @Override
    public List<Proof<WallsPosition, WallsMove>> proofs(WallsPosition position, BooleanSupplier spent) {
        if (!(rules.status(position) instanceof Status.ToMove toMove)) {
            return List.of();
        }
        List<Proof<WallsPosition, WallsMove>> proofs = new ArrayList<>();
        for (Turn<WallsPosition, WallsMove> turn : rules.turns(position)) {
            if (spent.getAsBoolean()) {
                return List.of();
            }
            WallsPosition reached = turn.result();
            proofs.add(new Proof<>(turn, reached.hasWon(toMove.side()) ? new Eval.Won(1)
                    : winsAtOnce(reached) ? new Eval.Lost(2) : new Eval.Estimate(0)));
        }
        return proofs;
    }

    /** What a turn's result is worth to the side that played it, its search score given. */
    private static Eval eval(WallsPosition reached, Side mover, int score) {
        if (reached.hasWon(mover)) {
            return new Eval.Won(1);
        }
        if (winsAtOnce(reached)) {
            return new Eval.Lost(2);
        }
        return new Eval.Estimate(Math.abs(score) >= TurnPlanner.WIN / 2 ? Math.signum(score) : Math.tanh(score / SCALE));
    }

    /** The race for the side to move, the tempo of its coming turn included. */
    private static int race(WallsPosition position) {
        return new TurnPlanner(position.board(), false, 0, new Random(0), () -> false).evaluate(position);
    }

    private WallsPosition result(WallsPosition position, List<WallsMove> moves) {
        WallsPosition current = position;
        for (WallsMove move : moves) {
            current = rules.play(current, move);
        }
        return current;
    }

    /** Whether the side to move can win this turn: a pawn move, after a bomb or not, onto both bases. */
    static boolean winsAtOnce(WallsPosition position) {
        if (position.hasWon(Side.ONE) || position.hasWon(Side.TWO) || position.wallDue()) {
            return false;
        }
        WallsBoard board = position.board();
        Side side = position.toMove();
        byte[] centres = position.centresView();
        if (pawnMoveWins(board, centres, position.pawns(), side)) {
            return true;
        }
        if (position.hasBomb(side)) {
            int[] targets = new int[8];
            int n = Grid.bombTargets(board, centres, position.pawns(), side, targets);
            for (int i = 0; i < n; i++) {
                byte[] bombed = centres.clone();
                Grid.destroy(bombed, board.width(), targets[i] >> 1, (targets[i] & 1) == 0);
                if (pawnMoveWins(board, bombed, position.pawns(), side)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean pawnMoveWins(WallsBoard board, byte[] centres, int pawns, Side side) {
        int[] steps = new int[24];
        int n = Grid.pawnMoves(board, centres, pawns, side, steps);
        for (int i = 0; i < n; i++) {
            if (Grid.won(board, Grid.moved(pawns, side, steps[i] >> 8, steps[i] & 0xFF), side)) {
                return true;
            }
        }
        return false;
    }
}
