package games.blockade.bench.backgammon;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.bench.Wilson;
import games.blockade.rules.backgammon.BackgammonMove;
import games.blockade.rules.backgammon.BackgammonPlayers;
import games.blockade.rules.backgammon.BackgammonPosition;
import games.blockade.rules.backgammon.BackgammonRules;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.rules.backgammon.Variant;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Locale;

/**
 * Plays two computer levels against each other and prints the score, for
 * {@code docs/players/backgammon.md}. Games alternate who moves first and which level is Red;
 * game n's dice come from a seed made of n and the variant, so every run is repeatable.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar games.blockade.bench.backgammon.PlayerMatches
 * LEVEL OPPONENT GAMES MINUTES [VARIANT...]}: at most GAMES games per variant (or games FIRST to
 * END, exclusive, written {@code FIRST-END}, to continue a series), and no new game
 * after MINUTES minutes of a variant (the machine is shared; the games actually played are reported).
 * A level is a name from {@code Rules.levels()} or {@code hard:N}, the hard level with N playouts.
 */
public final class PlayerMatches {

    /** Decision times also in CPU time: the machine is shared, and wall-clock time includes waiting for a core. */
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private PlayerMatches() {
    }

    /** A level by name, or {@code hard:N} for the hard level with N playouts per end of turn. */
    private static ComputerPlayer<BackgammonPosition, BackgammonMove> player(BackgammonRules rules, String level, long seed)
            throws Rejection {
        return level.startsWith("hard:")
                ? BackgammonPlayers.hard(seed, Integer.parseInt(level.substring("hard:".length())))
                : rules.computer(level, seed);
    }

    public static void main(String[] args) throws Rejection {
        String level = args[0];
        String opponent = args[1];
        // GAMES, or FIRST-END: games FIRST up to END (exclusive), to continue a series that stopped.
        String[] range = args[2].split("-", 2);
        int firstGame = range.length == 2 ? Integer.parseInt(range[0]) : 0;
        int games = Integer.parseInt(range[range.length - 1]);
        long budget = (long) (Double.parseDouble(args[3]) * 60e9);
        List<String> variants = args.length > 4 ? List.of(args).subList(4, args.length) : List.of("basic", "bungie", "superpush");
        BackgammonRules rules = new BackgammonRules();
        for (String name : variants) {
            Variant variant = Variant.valueOf(name.toUpperCase(Locale.ROOT));
            int wins = 0;
            int losses = 0;
            int draws = 0;
            int repetitions = 0;
            long decisions = 0;
            long nanos = 0;
            long slowest = 0;
            long slowestCpu = 0;
            long began = System.nanoTime();
            int played = 0;
            for (int n = firstGame; n < games && System.nanoTime() - began < budget; n++) {
                played++;
                Side levelSide = n % 2 == 0 ? Side.ONE : Side.TWO;
                Side first = (n / 2) % 2 == 0 ? Side.ONE : Side.TWO;
                SeededDice dice = SeededDice.of(ByteBuffer.allocate(SeededDice.SEED_BYTES).putInt(n)
                        .putInt(variant.ordinal()).putInt(0x6261636b).array());
                ComputerPlayer<BackgammonPosition, BackgammonMove> mine = player(rules, level, n);
                ComputerPlayer<BackgammonPosition, BackgammonMove> theirs = player(rules, opponent, n + 1_000_000L);
                Game<BackgammonPosition, BackgammonMove> game = Game.start(rules, variant.preset(), first);
                while (!game.isOver()) {
                    if (game.toMove().isEmpty()) {
                        game = game.rollDice(dice);
                        continue;
                    }
                    boolean measured = game.toMove().get() == levelSide;
                    long start = System.nanoTime();
                    long startCpu = THREADS.getCurrentThreadCpuTime();
                    List<BackgammonMove> moves = (measured ? mine : theirs).play(game.position());
                    long took = System.nanoTime() - start;
                    if (measured) {
                        decisions++;
                        nanos += took;
                        slowest = Math.max(slowest, took);
                        slowestCpu = Math.max(slowestCpu, THREADS.getCurrentThreadCpuTime() - startCpu);
                    }
                    game = game.play(rules.formatTurn(game.position(), moves));
                }
                Outcome outcome = game.outcome().orElseThrow();
                if (outcome instanceof Outcome.Win win) {
                    if (win.winner() == levelSide) {
                        wins++;
                    } else {
                        losses++;
                    }
                } else {
                    draws++;
                    if (outcome.reason().equals(Outcome.REPETITION)) {
                        repetitions++;
                    }
                }
            }
            System.out.printf(Locale.ROOT, "%s: %s vs %s, %d games: wins %s, draws %s (%d by repetition), losses %s; %s; "
                            + "%s decisions %.2f ms on average, slowest %.1f ms (%.1f ms of CPU time at most)%n",
                    variant.id(), level, opponent, played, Wilson.share(wins, played), Wilson.share(draws, played),
                    repetitions, Wilson.share(losses, played), Wilson.score(wins, draws, losses),
                    level, nanos / 1e6 / Math.max(1, decisions), slowest / 1e6, slowestCpu / 1e6);
        }
    }
}
