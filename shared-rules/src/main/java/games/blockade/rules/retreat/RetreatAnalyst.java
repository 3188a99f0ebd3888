package games.blockade.rules.retreat;

import games.blockade.rules.Preset;
import games.blockade.rules.Turn;
import games.blockade.rules.analysis.Analyst;
import games.blockade.rules.analysis.Budget;
import games.blockade.rules.analysis.Eval;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Puzzles;
import games.blockade.rules.analysis.Thresholds;
import games.blockade.rules.analysis.Weighing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Retreat's analyst judges every move exactly, from the solved game: a move that changes its
 * mover's value (a win that becomes a draw or a loss, a draw that becomes a loss) is a blunder;
 * one that keeps the value at a worse distance (a slower win, a quicker loss) an inaccuracy; the
 * fastest win, the longest defence and any move keeping the draw are best. Its proofs are the
 * solution itself, so its puzzles have no horizon: the one move that keeps a win, or the one
 * that keeps a draw.
 */
public final class RetreatAnalyst implements Analyst<RetreatPosition, RetreatMove> {

    private final RetreatRules rules;
    private final Solutions solutions = new Solutions();

    public RetreatAnalyst(RetreatRules rules) {
        this.rules = rules;
    }

    @Override
    public Thresholds thresholds() {
        return Thresholds.EXACT;
    }

    /** The solution is exact; it needs no budget. */
    @Override
    public Budget budget() {
        return new Budget.Work(1);
    }

    @Override
    public Weighing weigh(RetreatPosition before, RetreatPosition after, BooleanSupplier spent) {
        RetreatSolution solution = solutions.covering(before);
        List<RetreatMove> moves = rules.moves(before);
        RetreatMove best = moves.get(0);
        Eval bestEval = null;
        for (RetreatMove move : moves) {
            Eval eval = forMover(solution, rules.play(before, move));
            if (bestEval == null || eval.betterThan(bestEval)) {
                best = move;
                bestEval = eval;
            }
        }
        return new Weighing(Optional.of(rules.formatMove(before, best)), bestEval, forMover(solution, after), moves.size() == 1);
    }

    @Override
    public List<Proof<RetreatPosition, RetreatMove>> proofs(RetreatPosition position, BooleanSupplier spent) {
        RetreatSolution solution = solutions.covering(position);
        List<Proof<RetreatPosition, RetreatMove>> proofs = new ArrayList<>();
        for (RetreatMove move : rules.moves(position)) {
            RetreatPosition next = rules.play(position, move);
            proofs.add(new Proof<>(new Turn<>(List.of(move), next), forMover(solution, next)));
        }
        return proofs;
    }

    /**
     * Every puzzle of the solved game, in the solution's order: the positions reachable from the
     * start where exactly one move keeps a win, or exactly one keeps a draw.
     */
    public Stream<Puzzle> solutionPuzzles() {
        RetreatSolution solution = RetreatSolution.ofStart();
        Preset preset = rules.presets().get(0);
        int[] codes = new int[Packed.MAX_MOVES];
        return IntStream.range(0, solution.positions())
                .filter(number -> mayBePuzzle(solution, solution.indexState(number), codes))
                .mapToObj(number -> Puzzles.at(rules, preset, this,
                        RetreatPosition.unpack(solution.indexState(number)), budget().start()))
                .flatMap(Optional::stream);
    }

    /** A quick look at the children's values, so that only likely puzzles are built in full. */
    private static boolean mayBePuzzle(RetreatSolution solution, long state, int[] codes) {
        int count = Packed.moatWinner(state) < 0 ? Packed.moves(state, codes) : 0;
        if (count < 2) {
            return false;
        }
        int wins = 0;
        int draws = 0;
        for (int i = 0; i < count; i++) {
            RetreatValue.Result forMover = solution.valueOf(Packed.play(state, codes[i])).forMover().result();
            wins += forMover == RetreatValue.Result.WIN ? 1 : 0;
            draws += forMover == RetreatValue.Result.DRAW ? 1 : 0;
        }
        return wins == 1 || wins == 0 && draws == 1;
    }

    /** The value for the side that moved into a position, as an analysis states it. */
    private static Eval forMover(RetreatSolution solution, RetreatPosition reached) {
        RetreatValue value = solution.value(reached)
                .orElseThrow(() -> new IllegalArgumentException("not reachable from this solution's root"))
                .forMover();
        return switch (value.result()) {
            case WIN -> new Eval.Won(value.plies());
            case LOSS -> new Eval.Lost(value.plies());
            case DRAW -> new Eval.Drawn();
        };
    }
}
