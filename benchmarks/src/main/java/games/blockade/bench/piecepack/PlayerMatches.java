package games.blockade.bench.piecepack;

import games.blockade.bench.Wilson;
import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.piecepack.PiecepackMove;
import games.blockade.rules.piecepack.PiecepackPlayers;
import games.blockade.rules.piecepack.PiecepackPosition;
import games.blockade.rules.piecepack.PiecepackRules;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Plays whole games between two computer players, setups included, and prints the score:
 * {@code java -cp benchmarks/target/benchmarks.jar games.blockade.bench.piecepack.PlayerMatches
 * RUNNER_LEVEL BLOCKER_LEVEL GAMES [HARD_BUDGET_MS] [FIRST_SEED]}. A game still going after 400
 * plies counts as unfinished (none did in the recorded series).
 */
public final class PlayerMatches {

    private static final int MAX_PLIES = 400;
    private static final PiecepackRules RULES = new PiecepackRules();
    /** The decision's own CPU time, which a loaded machine does not stretch the way it stretches the wall clock. */
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private PlayerMatches() {
    }

    public static void main(String[] args) throws Rejection {
        String runnerLevel = args[0];
        String blockerLevel = args[1];
        int games = Integer.parseInt(args[2]);
        Duration budget = Duration.ofMillis(args.length > 3 ? Long.parseLong(args[3]) : PiecepackPlayers.HARD_BUDGET.toMillis());
        long firstSeed = args.length > 4 ? Long.parseLong(args[4]) : 1;
        int runnerWins = 0;
        int blockerWins = 0;
        int other = 0;
        long plies = 0;
        long started = System.nanoTime();
        // Wall-clock and CPU time, runner then blocker.
        long[] slowest = new long[4];
        for (int i = 0; i < games; i++) {
            long seed = firstSeed + i;
            Game<PiecepackPosition, PiecepackMove> game = play(player(runnerLevel, 2 * seed, budget),
                    player(blockerLevel, 2 * seed + 1, budget), slowest);
            plies += game.plies().size();
            Optional<Outcome> outcome = game.outcome();
            if (outcome.isPresent() && outcome.get() instanceof Outcome.Win win) {
                if (win.winner() == PiecepackRules.RUNNER) {
                    runnerWins++;
                } else {
                    blockerWins++;
                }
            } else {
                other++;
            }
            if ((i + 1) % 10 == 0 && i + 1 < games) {
                System.out.printf("  after %d games: runner %d, blocker %d, other %d%n", i + 1, runnerWins, blockerWins, other);
            }
        }
        System.out.printf("runner %s vs blocker %s, %d games, hard budget %d ms: runner wins %s, blocker wins %s,"
                        + " drawn or unfinished %s; %.1f plies a game; slowest decision runner %.0f ms, blocker %.0f ms"
                        + " (CPU time: runner %.0f ms, blocker %.0f ms); %.0f s%n",
                runnerLevel, blockerLevel, games, budget.toMillis(), Wilson.share(runnerWins, games),
                Wilson.share(blockerWins, games), Wilson.share(other, games), (double) plies / games,
                slowest[0] / 1e6, slowest[1] / 1e6, slowest[2] / 1e6, slowest[3] / 1e6, (System.nanoTime() - started) / 1e9);
    }

    private static ComputerPlayer<PiecepackPosition, PiecepackMove> player(String level, long seed, Duration budget)
            throws Rejection {
        return level.equals("hard") ? PiecepackPlayers.hard(RULES, seed, budget) : RULES.computer(level, seed);
    }

    private static Game<PiecepackPosition, PiecepackMove> play(ComputerPlayer<PiecepackPosition, PiecepackMove> runner,
                                                            ComputerPlayer<PiecepackPosition, PiecepackMove> blocker,
                                                            long[] slowest)
            throws Rejection {
        Game<PiecepackPosition, PiecepackMove> game = Game.start(RULES, RULES.presets().get(0), RULES.defaultFirst());
        while (!game.isOver() && game.plies().size() < MAX_PLIES) {
            Side side = game.toMove().orElseThrow();
            PiecepackPosition position = game.position();
            long start = System.nanoTime();
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            List<PiecepackMove> moves = (side == PiecepackRules.RUNNER ? runner : blocker).play(position);
            int index = side == PiecepackRules.RUNNER ? 0 : 1;
            slowest[index] = Math.max(slowest[index], System.nanoTime() - start);
            slowest[index + 2] = Math.max(slowest[index + 2], THREADS.getCurrentThreadCpuTime() - cpuStart);
            game = game.play(RULES.formatTurn(position, moves));
        }
        return game;
    }
}
