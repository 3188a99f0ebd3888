package games.blockade.rules.walls;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;

import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * The computer players. {@code easy} plays the best turn by the distance race one turn ahead,
 * trying every wall. {@code medium} and {@code hard} search two and four turns ahead with
 * alpha-beta over the same race, trying only walls across the opponent's shortest paths below the
 * root, and stop deepening after 0.8 s and 1.5 s. Every level watches its clock from the first
 * turn it lists, so a decision takes its budget and never much more, whatever the position.
 */
public final class WallsPlayers {

    static final List<String> LEVELS = List.of("easy", "medium", "hard");

    /** Far more than the greedy player needs (tens of milliseconds), but inside 2 s a turn under load. */
    private static final long GREEDY_BUDGET_MILLIS = 1500;

    private WallsPlayers() {
    }

    static ComputerPlayer<WallsPosition, WallsMove> of(WallsRules rules, String level, long seed) throws Rejection {
        switch (level) {
            case "easy":
                return greedy(seed);
            case "medium":
                return searcher(rules, seed, 800, 2);
            case "hard":
                return searcher(rules, seed, 1500, 4);
            default:
                throw new Rejection("unknown level '" + level + "' for walls; levels: " + String.join(", ", LEVELS));
        }
    }

    /** The greedy shortest-path player: the best turn by the race right after it. */
    public static ComputerPlayer<WallsPosition, WallsMove> greedy(long seed) {
        return greedy(seed, GREEDY_BUDGET_MILLIS, System::nanoTime);
    }

    /**
     * The greedy player reading the time from {@code nanoClock}: when the budget is spent before
     * every turn is scored, it plays the best of those scored so far.
     */
    static ComputerPlayer<WallsPosition, WallsMove> greedy(long seed, long budgetMillis, LongSupplier nanoClock) {
        Random random = new Random(seed);
        return position -> {
            BooleanSupplier timeUp = timeUp(nanoClock, budgetMillis);
            List<TurnPlanner.Plan> plans = new TurnPlanner(position.board(), true, 24, random, timeUp).plans(position);
            return plans.isEmpty() ? List.of() : plans.get(0).moves();
        };
    }

    /** A searching player of any depth and budget, for measuring the levels against other settings. */
    public static ComputerPlayer<WallsPosition, WallsMove> searcher(WallsRules rules, long seed, long budgetMillis,
                                                                    int maxDepth) {
        return new Searcher(rules, seed, budgetMillis, maxDepth, System::nanoTime);
    }

    /** True from the moment {@code budgetMillis} have passed on {@code nanoClock}, counted from now. */
    private static BooleanSupplier timeUp(LongSupplier nanoClock, long budgetMillis) {
        long deadline = nanoClock.getAsLong() + budgetMillis * 1_000_000L;
        return () -> nanoClock.getAsLong() - deadline > 0;
    }

    /** Iterative-deepening alpha-beta over whole turns, within a time budget per turn. */
    static final class Searcher implements ComputerPlayer<WallsPosition, WallsMove> {

        private final WallsRules rules;
        private final Random random;
        private static final int MOVES_KEPT = 10;
        private static final int WIDTH = 14;

        private final long budgetMillis;
        private final int maxDepth;
        private final LongSupplier nanoClock;

        /**
         * Searches at most {@code maxDepth} turns ahead, and stops when the budget, read on
         * {@code nanoClock}, is spent: with the best turn of the deepest search finished, or, if
         * not even the list of turns was finished, the best turn listed so far.
         */
        Searcher(WallsRules rules, long seed, long budgetMillis, int maxDepth, LongSupplier nanoClock) {
            this.rules = rules;
            this.random = new Random(seed);
            this.budgetMillis = budgetMillis;
            this.maxDepth = maxDepth;
            this.nanoClock = nanoClock;
        }

        /** Thrown to unwind the search when the time is up. */
        private static final class OutOfTime extends RuntimeException {
            OutOfTime() {
                super(null, null, false, false);
            }
        }

        @Override
        public List<WallsMove> play(WallsPosition position) {
            BooleanSupplier timeUp = timeUp(nanoClock, budgetMillis);
            TurnPlanner planner = new TurnPlanner(position.board(), false, MOVES_KEPT, random, timeUp);
            // at the root every wall is tried, so the search never misses what the greedy player sees
            List<TurnPlanner.Plan> root = new TurnPlanner(position.board(), true, MOVES_KEPT, random, timeUp)
                    .plans(position);
            if (root.size() <= 1) {
                return root.isEmpty() ? List.of() : root.get(0).moves();
            }
            root = root.subList(0, Math.min(root.size(), 2 * WIDTH));
            List<WallsMove> best = root.get(0).moves();
            for (int depth = 1; depth <= maxDepth; depth++) {
                try {
                    int alpha = -TurnPlanner.WIN * 2;
                    List<WallsMove> bestAtDepth = null;
                    for (TurnPlanner.Plan plan : root) {
                        int score = -negamax(planner, timeUp, after(position, plan.moves()), depth - 1,
                                -TurnPlanner.WIN * 2, -alpha, 1);
                        if (score > alpha || bestAtDepth == null) {
                            alpha = score;
                            bestAtDepth = plan.moves();
                        }
                    }
                    best = bestAtDepth;
                    if (alpha >= TurnPlanner.WIN / 2) {
                        break;
                    }
                } catch (OutOfTime e) {
                    break;
                }
            }
            return best;
        }

        private int negamax(TurnPlanner planner, BooleanSupplier timeUp, WallsPosition position, int depth,
                            int alpha, int beta, int ply) {
            if (timeUp.getAsBoolean()) {
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
            if (timeUp.getAsBoolean()) {
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
                int score = -negamax(planner, timeUp, after(position, plan.moves()), depth - 1, -beta, -alpha, ply + 1);
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
}
