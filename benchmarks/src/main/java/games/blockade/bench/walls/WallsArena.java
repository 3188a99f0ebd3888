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

import java.util.List;
import java.util.Random;

/**
 * Plays computer players against each other and prints the score, for docs/players/walls.md:
 * {@code java -cp benchmarks/target/benchmarks.jar
 * games.blockade.bench.walls.WallsArena PRESET GAMES DEPTH BUDGET_MS OPPONENT}: a searching player
 * of that depth and time budget against OPPONENT, {@code random} or {@code greedy}. The searching
 * player takes Red in half the games.
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
        int[] winsAs = new int[2];
        int wins = 0;
        int losses = 0;
        int draws = 0;
        long turns = 0;
        long searchNanos = 0;
        long searchTurns = 0;
        long slowest = 0;
        for (int g = 0; g < games; g++) {
            Side searcherSide = g % 2 == 0 ? Side.ONE : Side.TWO;
            ComputerPlayer<WallsPosition, WallsMove> searcher = WallsPlayers.searcher(RULES, g, budget, depth);
            ComputerPlayer<WallsPosition, WallsMove> other = opponent.equals("random") ? random(g) : WallsPlayers.greedy(g);
            Game<WallsPosition, WallsMove> game = Game.start(RULES, board.preset(), Side.ONE);
            int played = 0;
            while (!game.isOver() && played < TURN_LIMIT) {
                Side side = game.toMove().orElseThrow();
                WallsPosition p = game.position();
                long t0 = System.nanoTime();
                List<WallsMove> moves = side == searcherSide ? searcher.play(p) : other.play(p);
                long took = System.nanoTime() - t0;
                if (side == searcherSide) {
                    searchNanos += took;
                    searchTurns++;
                    slowest = Math.max(slowest, took);
                }
                game = game.play(RULES.formatTurn(p, moves));
                played++;
            }
            turns += played;
            Outcome outcome = game.outcome().orElse(new Outcome.Draw("turn limit"));
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
            System.out.printf("game %d: searcher %s, %s after %d turns%n", g + 1, RULES.sideName(searcherSide),
                    outcome instanceof Outcome.Win win ? RULES.sideName(win.winner()) + " wins" : "draw (" + outcome.reason() + ")",
                    played);
        }
        System.out.printf("%s, depth %d, %d ms vs %s: %d games, searcher won %s (%d as Red, %d as Blue), lost %s, drew %s; "
                        + "%.1f turns a game; search %.0f ms a turn on average, %.0f ms at most%n",
                board.preset().name(), depth, budget, opponent, games, Wilson.share(wins, games), winsAs[0], winsAs[1],
                Wilson.share(losses, games), Wilson.share(draws, games),
                (double) turns / games,
                searchNanos / 1e6 / Math.max(1, searchTurns), slowest / 1e6);
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
