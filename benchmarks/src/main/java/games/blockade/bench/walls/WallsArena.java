package games.blockade.bench.walls;

import games.blockade.bench.Wilson;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Turn;
import games.blockade.rules.walls.WallsBoard;
import games.blockade.rules.walls.WallsMove;
import games.blockade.rules.walls.WallsPlayers;
import games.blockade.rules.walls.WallsPosition;
import games.blockade.rules.walls.WallsRules;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Plays computer players against each other and prints the score, for docs/players/walls.md:
 * {@code java -cp benchmarks/target/benchmarks.jar
 * games.blockade.bench.walls.WallsArena PRESET GAMES DEPTH BUDGET_MS OPPONENT}: a searching player
 * of that depth and time budget against OPPONENT, {@code random} or {@code greedy}. The searching
 * player takes Red in half the games. Each game's line carries the searcher's time per turn and the
 * load average; the summary is printed at the end, or when the series is stopped early.
 */
public final class WallsArena {

    private static final WallsRules RULES = new WallsRules();
    private static final int TURN_LIMIT = 400;

    private WallsArena() {
    }

    public static void main(String[] args) throws Rejection {
        WallsBoard board = WallsBoard.of(RULES.preset(args[0]));
        int games = Integer.parseInt(args[1]);
        int depth = Integer.parseInt(args[2]);
        long budget = Long.parseLong(args[3]);
        String opponent = args[4];
        Tally tally = new Tally(String.format(Locale.ROOT, "%s, depth %d, %d ms vs %s", board.preset().name(), depth,
                budget, opponent));
        // a series stopped by the clock (kill) still reports the games it finished
        Thread report = new Thread(tally::print);
        Runtime.getRuntime().addShutdownHook(report);
        for (int g = 0; g < games; g++) {
            Side searcherSide = g % 2 == 0 ? Side.ONE : Side.TWO;
            ComputerPlayer<WallsPosition, WallsMove> searcher = WallsPlayers.searcher(RULES, g, budget, depth);
            ComputerPlayer<WallsPosition, WallsMove> other = opponent.equals("random") ? random(g) : WallsPlayers.greedy(g);
            Game<WallsPosition, WallsMove> game = Game.start(RULES, board.preset(), Side.ONE);
            int played = 0;
            long gameNanos = 0;
            long gameSlowest = 0;
            int searched = 0;
            while (!game.isOver() && played < TURN_LIMIT) {
                Side side = game.toMove().orElseThrow();
                WallsPosition p = game.position();
                long t0 = System.nanoTime();
                List<WallsMove> moves = side == searcherSide ? searcher.play(p) : other.play(p);
                long took = System.nanoTime() - t0;
                if (side == searcherSide) {
                    gameNanos += took;
                    gameSlowest = Math.max(gameSlowest, took);
                    searched++;
                }
                game = game.play(RULES.formatTurn(p, moves));
                played++;
            }
            Outcome outcome = game.outcome().orElse(new Outcome.Draw("turn limit"));
            double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            tally.add(searcherSide, outcome, played, searched, gameNanos, gameSlowest, load);
            System.out.printf(Locale.ROOT, "game %d: searcher %s, %s after %d turns; search %.0f ms a turn on average, "
                            + "%.0f ms at most; load average %.1f%n", g + 1, RULES.sideName(searcherSide),
                    outcome instanceof Outcome.Win win ? RULES.sideName(win.winner()) + " wins" : "draw (" + outcome.reason() + ")",
                    played, gameNanos / 1e6 / Math.max(1, searched), gameSlowest / 1e6, load);
        }
        Runtime.getRuntime().removeShutdownHook(report);
        tally.print();
    }

    /** The score so far, safe to print from the shutdown hook while a game is under way. */
    private static final class Tally {
        private final String series;
        private final int[] winsAs = new int[2];
        private int games;
        private int wins;
        private int losses;
        private int draws;
        private long turns;
        private long searchNanos;
        private long searchTurns;
        private long slowest;
        private double loadSum;
        private double loadMin = Double.MAX_VALUE;
        private double loadMax;

        Tally(String series) {
            this.series = series;
        }

        synchronized void add(Side searcherSide, Outcome outcome, int played, int searched, long nanos, long gameSlowest,
                              double load) {
            games++;
            if (outcome instanceof Outcome.Win win) {
                if (win.winner() == searcherSide) {
                    wins++;
                    winsAs[searcherSide.ordinal()]++;
                } else {
                    losses++;
                }
            } else {
                draws++;
            }
            turns += played;
            searchTurns += searched;
            searchNanos += nanos;
            slowest = Math.max(slowest, gameSlowest);
            loadSum += load;
            loadMin = Math.min(loadMin, load);
            loadMax = Math.max(loadMax, load);
        }

        synchronized void print() {
            System.out.printf(Locale.ROOT, "%s: %d games, searcher won %s (%d as Red, %d as Blue), lost %s, drew %s; "
                            + "%.1f turns a game; search %.0f ms a turn on average, %.0f ms at most; "
                            + "load average %.1f (%.1f-%.1f) at the games' ends%n",
                    series, games, Wilson.share(wins, games), winsAs[0], winsAs[1],
                    Wilson.share(losses, games), Wilson.share(draws, games),
                    (double) turns / Math.max(1, games), searchNanos / 1e6 / Math.max(1, searchTurns), slowest / 1e6,
                    loadSum / Math.max(1, games), games == 0 ? 0 : loadMin, loadMax);
        }
    }

    /** A player choosing uniformly among all distinct turns. */
    private static ComputerPlayer<WallsPosition, WallsMove> random(long seed) {
        Random random = new Random(seed);
        return position -> {
            List<Turn<WallsPosition, WallsMove>> turns = RULES.turns(position);
            return turns.get(random.nextInt(turns.size())).moves();
        };
    }
}
