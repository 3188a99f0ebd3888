package games.blockade.rules.piecepack;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Turn;
import games.blockade.rules.piecepack.PiecepackMove.CoinSetup;
import games.blockade.rules.piecepack.PiecepackMove.PawnSetup;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * A computer player for either side; see {@link PiecepackPlayers} for the levels. Every loop a
 * decision runs reads the clock once per unit of work (a setup drawn, a move weighed, a blocker
 * turn visited) and stops at the budget with the best answer found so far, which is always a
 * legal one found before the first reading.
 */
final class PiecepackPlayer implements ComputerPlayer<PiecepackPosition, PiecepackMove> {

    enum Level { RANDOM, EASY, HARD }

    /** Coin setups drawn and compared by lanes, per level. */
    private static final int[] SETUPS_TRIED = {1, 40, 400};
    /** How many of its best-looking moves the hard runner checks against the blocker's reply. */
    private static final int RUNNER_CANDIDATES = 6;
    /** How many part-turns the hard blocker carries from one step to the next. */
    static final int BEAM_WIDTH = 12;
    static final int WIN = 1_000_000;
    /** More than the runner ever has moves (four queens on 6 x 8), so the fewest moves never outweigh a lane. */
    private static final int MOVES_BELOW_A_LANE = 100;

    private final PiecepackRules rules;
    private final Level level;
    private final SplittableRandom random;
    private final long budgetNanos;
    private final LongSupplier clock;
    private long deadline;

    PiecepackPlayer(PiecepackRules rules, Level level, long seed, Duration budget) {
        this(rules, level, seed, budget, System::nanoTime);
    }

    /** With its own clock in nanoseconds (tests count the readings with one). */
    PiecepackPlayer(PiecepackRules rules, Level level, long seed, Duration budget, LongSupplier clock) {
        this.rules = rules;
        this.level = level;
        this.random = new SplittableRandom(seed);
        this.budgetNanos = budget.toNanos();
        this.clock = clock;
    }

    @Override
    public List<PiecepackMove> play(PiecepackPosition position) {
        deadline = clock.getAsLong() + budgetNanos;
        switch (position.phase()) {
            case COIN_SETUP: return List.of(coinSetup());
            case PAWN_SETUP: return List.of(pawnSetup(position));
            case RUNNER: return runnerTurn(position);
            default: return blockerTurn(position);
        }
    }

    private PiecepackMove coinSetup() {
        Coins best = null;
        int bestScore = Integer.MAX_VALUE;
        for (int i = 0; i < SETUPS_TRIED[level.ordinal()] && (best == null || !outOfTime()); i++) {
            Coins coins = PiecepackSetups.randomCoins(random.nextLong());
            int score = Evaluation.setupLanes(coins);
            if (score < bestScore) {
                best = coins;
                bestScore = score;
            }
        }
        return new CoinSetup(best);
    }

    private PiecepackMove pawnSetup(PiecepackPosition position) {
        if (level == Level.RANDOM) {
            return new PawnSetup(PiecepackSetups.randomPawns(random.nextLong()));
        }
        Pawns best = null;
        int bestLanes = Integer.MIN_VALUE;
        // Shuffled so that ties, and a setup cut short by the clock, fall at random.
        for (Pawns pawns : shuffled(PiecepackSetups.allPawnSetups(), random)) {
            if (best != null && outOfTime()) {
                break;
            }
            int lanes = Evaluation.lanes(rules.play(position, new PawnSetup(pawns)));
            if (lanes > bestLanes) {
                best = pawns;
                bestLanes = lanes;
            }
        }
        return new PawnSetup(best);
    }

    private List<PiecepackMove> runnerTurn(PiecepackPosition position) {
        List<Turn<PiecepackPosition, PiecepackMove>> turns = rules.turns(position);
        if (level == Level.RANDOM) {
            return turns.get(random.nextInt(turns.size())).moves();
        }
        for (Turn<PiecepackPosition, PiecepackMove> turn : turns) {
            if (turn.result().runnerArrived()) {
                return turn.moves();
            }
        }
        if (level == Level.EASY) {
            return best(turns, t -> Evaluation.lanes(t.result())).moves();
        }
        List<Turn<PiecepackPosition, PiecepackMove>> ordered = shuffledByScore(turns, t -> -Evaluation.lanes(t.result()), random);
        for (Turn<PiecepackPosition, PiecepackMove> turn : ordered) {
            if (outOfTime()) {
                break;
            }
            if (Evaluation.threatens(turn.result()) && blockerCannotCut(turn.result(), this::outOfTime)) {
                return turn.moves();
            }
        }
        Turn<PiecepackPosition, PiecepackMove> chosen = ordered.get(0);
        int chosenWorth = Integer.MIN_VALUE;
        for (Turn<PiecepackPosition, PiecepackMove> turn : ordered.subList(0, Math.min(RUNNER_CANDIDATES, ordered.size()))) {
            if (outOfTime()) {
                break;
            }
            int worth = worstReply(turn.result());
            if (worth > chosenWorth) {
                chosen = turn;
                chosenWorth = worth;
            }
        }
        return chosen.moves();
    }

    /**
     * Whether every blocker turn from here leaves the runner a move to row 8; false when the
     * clock stops the check before every turn is seen.
     */
    static boolean blockerCannotCut(PiecepackPosition blockerToMove, BooleanSupplier outOfTime) {
        return !BlockerTurns.anyResult(blockerToMove, after -> outOfTime.getAsBoolean() || !Evaluation.threatens(after));
    }

    private boolean outOfTime() {
        return clock.getAsLong() - deadline > 0;
    }

    /** The runner's prospects after the blocker's reply found by {@link #beam}. */
    private int worstReply(PiecepackPosition blockerToMove) {
        return blockerCost(beam(rules, blockerToMove, 1, random, this::outOfTime).get(0).result());
    }

    /**
     * How good a position after the blocker's turn is for the runner: its lanes first, then how
     * many moves it has. The blocker wins only by leaving the runner no move at all, so once the
     * lanes are cut it must keep taking moves away rather than wander among equal-looking turns.
     */
    static int blockerCost(PiecepackPosition runnerToMove) {
        if (Evaluation.threatens(runnerToMove)) {
            return WIN;
        }
        if (!PiecepackRules.runnerCanMove(runnerToMove)) {
            return -WIN;
        }
        return Evaluation.lanes(runnerToMove) * MOVES_BELOW_A_LANE + PiecepackRules.pawnMoves(runnerToMove).size();
    }

    private List<PiecepackMove> blockerTurn(PiecepackPosition position) {
        if (level == Level.RANDOM) {
            return BlockerTurns.random(position, random, this::outOfTime).moves();
        }
        if (level == Level.EASY) {
            return beam(rules, position, 1, random, this::outOfTime).get(0).moves();
        }
        List<Turn<PiecepackPosition, PiecepackMove>> ordered = beam(rules, position, BEAM_WIDTH, random, this::outOfTime);
        for (Turn<PiecepackPosition, PiecepackMove> turn : ordered) {
            int cost = blockerCost(turn.result());
            if (cost >= WIN || outOfTime()) {
                break;
            }
            if (cost <= -WIN || !runnerForcesWin(rules, turn.result(), this::outOfTime)) {
                return turn.moves();
            }
        }
        return ordered.get(0).moves();
    }

    /**
     * Blocker turns found step by step, since a turn can be chosen from up to a hundred thousand:
     * the {@code width} cheapest part-turns (by {@link #blockerCost} as if the turn ended there)
     * are each extended by every further step. Returns every part-turn met, ended, cheapest first
     * (ties in random order). With width 1 this is a plain greedy blocker. When the clock runs
     * out it stops extending; the pass is always among the turns met.
     */
    static List<Turn<PiecepackPosition, PiecepackMove>> beam(PiecepackRules rules, PiecepackPosition position, int width,
                                                             SplittableRandom random, BooleanSupplier outOfTime) {
        List<Turn<PiecepackPosition, PiecepackMove>> met = new ArrayList<>();
        List<Turn<PiecepackPosition, PiecepackMove>> layer = List.of(new Turn<>(List.of(), position));
        while (!layer.isEmpty()) {
            List<Turn<PiecepackPosition, PiecepackMove>> next = new ArrayList<>();
            for (Turn<PiecepackPosition, PiecepackMove> part : layer) {
                met.add(ended(rules, part));
                if (outOfTime.getAsBoolean()) {
                    return shuffledByScore(met, t -> blockerCost(t.result()), random);
                }
                for (PiecepackMove move : rules.moves(part.result())) {
                    if (move instanceof PiecepackMove.CoinStep) {
                        List<PiecepackMove> moves = new ArrayList<>(part.moves());
                        moves.add(move);
                        next.add(new Turn<>(moves, rules.play(part.result(), move)));
                    }
                }
            }
            List<Turn<PiecepackPosition, PiecepackMove>> cheapest = shuffledByScore(next, t -> blockerCost(t.result()), random);
            layer = cheapest.subList(0, Math.min(width, cheapest.size()));
        }
        return shuffledByScore(met, t -> blockerCost(t.result()), random);
    }

    private static Turn<PiecepackPosition, PiecepackMove> ended(PiecepackRules rules,
                                                                Turn<PiecepackPosition, PiecepackMove> part) {
        List<PiecepackMove> moves = new ArrayList<>(part.moves());
        moves.add(PiecepackMove.END);
        return new Turn<>(moves, rules.play(part.result(), PiecepackMove.END));
    }

    /**
     * Whether the runner, to move, has a move whose threats no blocker turn cuts; false when the
     * clock stops the check first.
     */
    static boolean runnerForcesWin(PiecepackRules rules, PiecepackPosition runnerToMove, BooleanSupplier outOfTime) {
        for (PiecepackMove move : PiecepackRules.pawnMoves(runnerToMove)) {
            PiecepackPosition after = rules.play(runnerToMove, move);
            if (after.runnerArrived()) {
                return true;
            }
            if (Evaluation.threatens(after) && blockerCannotCut(after, outOfTime)) {
                return true;
            }
            if (outOfTime.getAsBoolean()) {
                return false;
            }
        }
        return false;
    }

    private interface Score {
        int of(Turn<PiecepackPosition, PiecepackMove> turn);
    }

    /** The highest-scoring turn, ties broken at random. */
    private Turn<PiecepackPosition, PiecepackMove> best(List<Turn<PiecepackPosition, PiecepackMove>> turns, Score score) {
        return shuffledByScore(turns, t -> -score.of(t), random).get(0);
    }

    private static <T> List<T> shuffled(List<T> items, SplittableRandom random) {
        List<T> shuffled = new ArrayList<>(items);
        for (int i = shuffled.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = shuffled.get(i);
            shuffled.set(i, shuffled.get(j));
            shuffled.set(j, t);
        }
        return shuffled;
    }

    /** The turns by ascending score, ties in random order. */
    private static List<Turn<PiecepackPosition, PiecepackMove>> shuffledByScore(
            List<Turn<PiecepackPosition, PiecepackMove>> turns, Score score, SplittableRandom random) {
        List<Turn<PiecepackPosition, PiecepackMove>> shuffled = shuffled(turns, random);
        List<int[]> keyed = new ArrayList<>(shuffled.size());
        for (int i = 0; i < shuffled.size(); i++) {
            keyed.add(new int[] {score.of(shuffled.get(i)), i});
        }
        keyed.sort(Comparator.comparingInt((int[] k) -> k[0]).thenComparingInt(k -> k[1]));
        List<Turn<PiecepackPosition, PiecepackMove>> ordered = new ArrayList<>(shuffled.size());
        for (int[] k : keyed) {
            ordered.add(shuffled.get(k[1]));
        }
        return ordered;
    }
}
