package games.blockade.rules.walls;

import games.blockade.rules.Side;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.BooleanSupplier;

/**
 * Iterative-deepening alpha-beta over whole turns with the distance race at the leaves: how the
 * {@code medium} and {@code hard} levels choose, and how the analyst weighs a turn. At the root
 * every wall is tried, so the search never misses what the greedy player sees; below it each node
 * keeps its {@link #MOVES_KEPT} best pawn moves with only the walls across the opponent's shortest
 * paths, and looks at its {@link #WIDTH} best turns. It stops deepening when its allowance is
 * spent and answers from the deepest search it finished.
 */
final class WallsSearch {

    private static final int MOVES_KEPT = 10;
    private static final int WIDTH = 14;
    /** The root turns a player searches: the best by the race after them. */
    static final int PLAYER_ROOT = 2 * WIDTH;

    /**
     * What a search found: the best root turn and its score for the side to move, the score of a
     * turn it was asked to weigh as well, and the depth (in turns) of the deepest search finished,
     * 0 when only the race after each root turn was scored.
     */
    record Found(List<WallsMove> best, int bestScore, int weighedScore, int depth) {
    }

    private final WallsRules rules;
    private final Random random;
    private final int maxDepth;
    private final int rootWidth;

    /** Searches at most {@code maxDepth} turns ahead from the {@code rootWidth} best root turns. */
    WallsSearch(WallsRules rules, Random random, int maxDepth, int rootWidth) {
        this.rules = rules;
        this.random = random;
        this.maxDepth = maxDepth;
        this.rootWidth = rootWidth;
    }

    /** Thrown to unwind the search when the allowance is spent. */
    private static final class OutOfTime extends RuntimeException {
        OutOfTime() {
            super(null, null, false, false);
        }
    }

    /** The best turn, searched until {@code spent}; none when the side has no turn (the game is over). */
    List<WallsMove> best(WallsPosition position, BooleanSupplier spent) {
        List<TurnPlanner.Plan> listed = new TurnPlanner(position.board(), true, MOVES_KEPT, random, spent)
                .plans(position);
        if (listed.size() <= 1) {
            return listed.isEmpty() ? List.of() : listed.get(0).moves();
        }
        return search(position, listed, Optional.empty(), spent).best();
    }

    /**
     * Searches the root turns and, first of them, the turn played from {@code position} to
     * {@code weighed}, so that its score is exact at the same depth as the best.
     */
    Found weigh(WallsPosition position, List<WallsMove> weighed, BooleanSupplier spent) {
        List<TurnPlanner.Plan> listed = new TurnPlanner(position.board(), true, MOVES_KEPT, random, spent)
                .plans(position);
        return search(position, listed, Optional.of(weighed), spent);
    }

    private Found search(WallsPosition position, List<TurnPlanner.Plan> listed, Optional<List<WallsMove>> weighed,
                         BooleanSupplier spent) {
        List<List<WallsMove>> root = new ArrayList<>();
        weighed.ifPresent(root::add);
        for (TurnPlanner.Plan plan : listed.subList(0, Math.min(listed.size(), rootWidth))) {
            if (!plan.moves().equals(weighed.orElse(null))) {
                root.add(plan.moves());
            }
        }
        List<WallsPosition> results = root.stream().map(moves -> after(position, moves)).toList();
        TurnPlanner planner = new TurnPlanner(position.board(), false, MOVES_KEPT, random, spent);
        int[] scores = new int[root.size()];
        int best = 0;
        for (int i = 0; i < root.size(); i++) {
            // What a search one turn deep would find, without reading the allowance.
            scores[i] = results.get(i).hasWon(position.toMove()) ? TurnPlanner.WIN - 1 : -planner.evaluate(results.get(i));
            best = scores[i] > scores[best] ? i : best;
        }
        int finished = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            try {
                int alpha = -TurnPlanner.WIN * 2;
                int bestAtDepth = -1;
                int[] atDepth = new int[root.size()];
                for (int i = 0; i < root.size(); i++) {
                    atDepth[i] = -negamax(planner, spent, results.get(i), depth - 1, -TurnPlanner.WIN * 2, -alpha, 1);
                    if (atDepth[i] > alpha || bestAtDepth < 0) {
                        alpha = atDepth[i];
                        bestAtDepth = i;
                    }
                }
                // Only the first turn (searched with an open window) and the best are exact.
                scores = atDepth;
                best = bestAtDepth;
                finished = depth;
                if (alpha >= TurnPlanner.WIN / 2) {
                    break;
                }
            } catch (OutOfTime e) {
                break;
            }
        }
        return new Found(root.get(best), scores[best], scores[0], finished);
    }

    private int negamax(TurnPlanner planner, BooleanSupplier spent, WallsPosition position, int depth,
                        int alpha, int beta, int ply) {
        if (spent.getAsBoolean()) {
            throw new OutOfTime();
        }
        if (position.hasWon(Side.ONE) || position.hasWon(Side.TWO)) {
            // only the side that just moved can have won
            return -TurnPlanner.WIN + ply;
        }
        if (depth == 0) {
            return planner.evaluate(position);
        }
        List<TurnPlanner.Plan> plans = planner.plans(position);
        if (spent.getAsBoolean()) {
            // the list may have been cut short, so nothing can be concluded from it
            throw new OutOfTime();
        }
        if (plans.isEmpty()) {
            return 0;
        }
        if (plans.get(0).score() == TurnPlanner.WIN) {
            return TurnPlanner.WIN - ply;
        }
        int best = -TurnPlanner.WIN * 2;
        for (TurnPlanner.Plan plan : plans.subList(0, Math.min(plans.size(), WIDTH))) {
            int score = -negamax(planner, spent, after(position, plan.moves()), depth - 1, -beta, -alpha, ply + 1);
            if (score > best) {
                best = score;
            }
            if (best > alpha) {
                alpha = best;
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    private WallsPosition after(WallsPosition position, List<WallsMove> moves) {
        WallsPosition current = position;
        for (WallsMove move : moves) {
            current = rules.play(current, move);
        }
        return current;
    }
}
