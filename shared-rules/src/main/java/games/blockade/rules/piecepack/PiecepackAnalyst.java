package games.blockade.rules.piecepack;

import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import games.blockade.rules.analysis.Analyst;
import games.blockade.rules.analysis.Budget;
import games.blockade.rules.analysis.Eval;
import games.blockade.rules.analysis.Thresholds;
import games.blockade.rules.analysis.Weighing;
import games.blockade.rules.piecepack.PiecepackPosition.Phase;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * Piecepack's analyst weighs whole turns with the {@code hard} level's means. A runner's move is
 * worth what the blocker's best reply found by the hard blocker's beam leaves it; a blocker's turn
 * is weighed against the beam's turns by what it leaves the runner. What the runner is left is an
 * expected result fitted to games of the hard level against itself: a pawn with few moves is in
 * danger, a short lane to row 8 all but wins ({@link #runnersEquity}). Proved rather than
 * estimated, by looking at every blocker turn or every runner move:
 * <ul>
 * <li>a runner's move that wins at once, or whose threats no blocker turn can all cut (a win in 3
 * plies), or after which some blocker turn leaves the runner no move (a loss in 2);</li>
 * <li>a blocker's turn that leaves the runner no move (a win at once), or a pawn a move from row 8
 * (a loss in 2), or a move whose threats no blocker turn can all cut (a loss in 4).</li>
 * </ul>
 * A turn that allows such a loss is always a blunder unless the best turn found allowed one too.
 * The setups are not judged: the coin setup's choices cannot be listed, and neither setup has a
 * measure until play begins.
 */
public final class PiecepackAnalyst implements Analyst<PiecepackPosition, PiecepackMove> {

    /** The hard blocker's beam, for its turns and for the replies to the runner's moves. */
    private static final int WIDTH = PiecepackPlayer.BEAM_WIDTH;
    /** Enough for every decision measured to finish ({@code docs/analysis.md}). */
    private static final long UNITS = 20_000_000;
    private static final Thresholds THRESHOLDS = new Thresholds(0.05, 0.15, 0.30);
    /** The beam breaks ties at random; an analysis must be repeatable. */
    private static final long SEED = 17;

    private final PiecepackRules rules;

    public PiecepackAnalyst(PiecepackRules rules) {
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
    public boolean judges(PiecepackPosition position) {
        return !position.phase().isSetup();
    }

    @Override
    public Weighing weigh(PiecepackPosition before, PiecepackPosition after, BooleanSupplier spent) {
        List<Turn<PiecepackPosition, PiecepackMove>> choices = before.phase() == Phase.RUNNER
                ? rules.turns(before) : PiecepackPlayer.beam(rules, before, WIDTH, new SplittableRandom(SEED), spent);
        Eval played = value(after, () -> false);
        Turn<PiecepackPosition, PiecepackMove> best = null;
        Eval bestEval = played;
        for (Turn<PiecepackPosition, PiecepackMove> choice : choices) {
            if (spent.getAsBoolean()) {
                break;
            }
            if (!choice.result().equals(after)) {
                Eval eval = value(choice.result(), spent);
                if (eval.betterThan(bestEval)) {
                    best = choice;
                    bestEval = eval;
                }
            }
        }
        return new Weighing(best == null ? Optional.empty() : Optional.of(rules.formatTurn(before, best.moves())),
                bestEval, played, rules.countTurns(before) == 1);
    }

    /** What a turn's result is worth to the side that played it. */
    private Eval value(PiecepackPosition reached, BooleanSupplier spent) {
        return reached.phase() == Phase.BLOCKER ? afterRunner(reached, spent) : afterBlocker(reached, spent);
    }

    /** After the runner's move, for the runner: proved, or what the blocker's best reply found leaves it. */
    private Eval afterRunner(PiecepackPosition blockerToMove, BooleanSupplier spent) {
        Eval proved = proveRunnersMove(blockerToMove, spent);
        if (!(proved instanceof Eval.Estimate)) {
            return proved;
        }
        OptionalDouble worst = PiecepackPlayer.beam(rules, blockerToMove, WIDTH, new SplittableRandom(SEED), spent)
                .stream().map(Turn::result).filter(after -> !Evaluation.threatens(after))
                .mapToDouble(PiecepackAnalyst::runnersEquity).min();
        if (worst.isPresent()) {
            return new Eval.Estimate(worst.getAsDouble());
        }
        // The beam met only turns that leave a threat; a cut exists (the move is not forcing), so find one.
        PiecepackPosition[] cut = new PiecepackPosition[1];
        BlockerTurns.anyResult(blockerToMove, after -> {
            cut[0] = after;
            return !Evaluation.threatens(after);
        });
        return new Eval.Estimate(runnersEquity(cut[0]));
    }

    /** After the blocker's turn, for the blocker: proved, or what it leaves the runner. */
    private Eval afterBlocker(PiecepackPosition runnerToMove, BooleanSupplier spent) {
        Eval proved = proveBlockersTurn(runnerToMove);
        if (!(proved instanceof Eval.Estimate)) {
            return proved;
        }
        if (PiecepackPlayer.runnerForcesWin(rules, runnerToMove, spent)) {
            return new Eval.Lost(4);
        }
        return new Eval.Estimate(-runnersEquity(runnerToMove));
    }

    /**
     * The runner's move: a win at once, a win in 3 (threats no blocker turn cuts all of), a loss in
     * 2 (some blocker turn leaves no move), or nothing proved; nothing, too, when {@code spent}
     * stops a check.
     */
    private Eval proveRunnersMove(PiecepackPosition blockerToMove, BooleanSupplier spent) {
        if (blockerToMove.runnerArrived()) {
            return new Eval.Won(1);
        }
        if (Evaluation.threatens(blockerToMove) && PiecepackPlayer.blockerCannotCut(blockerToMove, spent)) {
            return new Eval.Won(3);
        }
        if (openFirstSquares(blockerToMove) <= Suit.ALL.size()) {
            boolean[] stopped = {false};
            boolean blocks = BlockerTurns.anyResult(blockerToMove, after -> {
                stopped[0] = spent.getAsBoolean();
                return stopped[0] || !PiecepackRules.runnerCanMove(after);
            });
            if (blocks && !stopped[0]) {
                return new Eval.Lost(2);
            }
        }
        return new Eval.Estimate(0);
    }

    /** The blocker's turn: a win at once (no runner move left), a loss in 2 (a pawn a move from row 8), or nothing proved. */
    private static Eval proveBlockersTurn(PiecepackPosition runnerToMove) {
        if (!PiecepackRules.runnerCanMove(runnerToMove)) {
            return new Eval.Won(1);
        }
        return Evaluation.threatens(runnerToMove) ? new Eval.Lost(2) : new Eval.Estimate(0);
    }

    /**
     * Every choice with its proof: every runner move, or, where the runner threatens to arrive or
     * could be left without a move, every blocker turn (elsewhere the pass keeps the blocker safe
     * and no single turn stands out, so none is looked for).
     */
    @Override
    public List<Proof<PiecepackPosition, PiecepackMove>> proofs(PiecepackPosition position, BooleanSupplier spent) {
        List<Proof<PiecepackPosition, PiecepackMove>> proofs = new ArrayList<>();
        if (position.phase() == Phase.RUNNER && rules.status(position) instanceof Status.ToMove) {
            for (Turn<PiecepackPosition, PiecepackMove> move : rules.turns(position)) {
                proofs.add(new Proof<>(move, proveRunnersMove(move.result(), spent)));
            }
        } else if (position.phase() == Phase.BLOCKER
                && (Evaluation.threatens(position) || openFirstSquares(position) <= Suit.ALL.size())) {
            for (Turn<PiecepackPosition, PiecepackMove> turn : BlockerTurns.turns(position)) {
                proofs.add(new Proof<>(turn, proveBlockersTurn(turn.result())));
            }
        }
        return spent.getAsBoolean() ? List.of() : proofs;
    }

    /**
     * The runner's expected result (+1 a win, -1 a loss) when it is to move with no pawn a move
     * from row 8: {@code tanh(z / 2)}, {@code z} the log-odds of a runner's win fitted to 5,059
     * such positions of 150 games of the hard level against itself: a sixth for each of its
     * moves (up to 30), three quarters for each unit of {@code ln(1 + lanes)}, less a tenth. Two
     * moves left are about an even game; ten are a win nine times in ten.
     */
    static double runnersEquity(PiecepackPosition runnerToMove) {
        int moves = Math.min(30, PiecepackRules.pawnMoves(runnerToMove).size());
        double z = moves / 6.0 + 0.75 * Math.log1p(Evaluation.lanes(runnerToMove)) - 0.1;
        return Math.tanh(z / 2);
    }

    /**
     * How many squares the blocker must fill to leave the runner no move: for every line from
     * every pawn, the first square past the pawns, unless a coin of another suit holds it. Each
     * of the blocker's steps (one per suit) fills one square, so more than four cannot all be
     * filled in a turn.
     */
    static int openFirstSquares(PiecepackPosition position) {
        long pawnSquares = position.pawns().all();
        long open = 0;
        for (Suit suit : Suit.ALL) {
            long blocking = position.coins().all() & ~position.coins().of(suit);
            for (int[] ray : Squares.RAYS[position.pawns().of(suit)]) {
                for (int to : ray) {
                    long bit = Squares.bit(to);
                    if ((pawnSquares & bit) == 0) {
                        open |= (blocking & bit) == 0 ? bit : 0;
                        break;
                    }
                }
            }
        }
        return Long.bitCount(open);
    }
}
