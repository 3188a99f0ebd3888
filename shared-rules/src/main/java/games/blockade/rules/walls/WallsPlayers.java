package games.blockade.rules.walls;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;

import java.util.List;
import java.util.Locale;
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

    /** The player at {@code level}, named in either case; an unknown level is quoted as given. */
    static ComputerPlayer<WallsPosition, WallsMove> of(WallsRules rules, String level, long seed) throws Rejection {
        switch (level.strip().toLowerCase(Locale.ROOT)) {
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

    /** The searching levels: {@link WallsSearch} within a time budget per turn. */
    static final class Searcher implements ComputerPlayer<WallsPosition, WallsMove> {

        private final WallsSearch search;
        private final long budgetMillis;
        private final LongSupplier nanoClock;

        /**
         * Searches at most {@code maxDepth} turns ahead, and stops when the budget, read on
         * {@code nanoClock}, is spent: with the best turn of the deepest search finished, or, if
         * not even the list of turns was finished, the best turn listed so far.
         */
        Searcher(WallsRules rules, long seed, long budgetMillis, int maxDepth, LongSupplier nanoClock) {
            this.search = new WallsSearch(rules, new Random(seed), maxDepth, WallsSearch.PLAYER_ROOT);
            this.budgetMillis = budgetMillis;
            this.nanoClock = nanoClock;
        }

        @Override
        public List<WallsMove> play(WallsPosition position) {
            return search.best(position, timeUp(nanoClock, budgetMillis));
        }
    }
}
