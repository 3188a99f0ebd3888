package games.blockade.bench.analysis;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Dice;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Puzzles;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The CPU time of analysing one whole game at the analysts' own repeatable budgets, and of finding
 * its puzzles (each checked unique by the analyst's proofs), in the
 * analysing thread's CPU time (the analysis is single-threaded), so that a loaded machine does
 * not stretch it. Run: {@code java -cp benchmarks/target/benchmarks.jar
 * games.blockade.bench.analysis.AnalysisCpuTime [RUNS]}. Each game is analysed RUNS times (3 if
 * not given); the first run includes compiling the code, as a freshly started bot would, and the
 * later ones show a warmed-up process.
 *
 * <p>The games are played here, repeatably, by computer levels that need no clock (so the same
 * command always measures the same games), and cut off by resignation at their length.
 */
public final class AnalysisCpuTime {

    private static final ThreadMXBean THREAD = ManagementFactory.getThreadMXBean();

    /** A sample game: which game and preset, the level both sides play, its length and seed. */
    private record Sample(String game, String preset, String level, int plies, long seed) {
    }

    private static final List<Sample> SAMPLES = List.of(
            new Sample("walls", "standard", "easy", 60, 3),
            new Sample("walls", "compact", "easy", 60, 6),
            new Sample("backgammon", "basic", "medium", 100, 1),
            // the greedy level races every turn, so that a failed race soon repeats: random play instead
            new Sample("backgammon", "bungie", "easy", 100, 1),
            new Sample("backgammon", "superpush", "medium", 100, 1),
            new Sample("piecepack", "standard", "easy", 100, 3),
            new Sample("retreat", "standard", "random", 100, 2));

    private AnalysisCpuTime() {
    }

    public static void main(String[] args) throws Rejection {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        System.out.println("game        preset     plies  decisions  first run  later runs  puzzles  finding them   (CPU seconds)");
        for (Sample sample : SAMPLES) {
            Game<?, ?> game = play(Games.byId(sample.game()), sample);
            int decisions = 0;
            double first = 0;
            double later = 0;
            for (int run = 0; run < runs; run++) {
                long start = THREAD.getCurrentThreadCpuTime();
                GameAnalysis analysis = Analysis.of(game);
                double seconds = (THREAD.getCurrentThreadCpuTime() - start) / 1e9;
                decisions = analysis.judgements().size();
                if (run == 0) {
                    first = seconds;
                } else {
                    later += seconds / (runs - 1);
                }
            }
            long start = THREAD.getCurrentThreadCpuTime();
            int puzzles = Puzzles.find(game).size();
            double finding = (THREAD.getCurrentThreadCpuTime() - start) / 1e9;
            System.out.printf("%-11s %-10s %5d  %9d  %9.1f  %10s  %7d  %12.1f%n", sample.game(), sample.preset(),
                    game.plies().size(), decisions, first, runs > 1 ? String.format("%.1f", later) : "-", puzzles, finding);
        }
    }

    /** The sample played out, both sides at its level, resigned by the side to move once it is long enough. */
    private static <P, M> Game<P, M> play(Rules<P, M> rules, Sample sample) throws Rejection {
        ComputerPlayer<P, M> one = rules.computer(sample.level(), sample.seed());
        ComputerPlayer<P, M> two = rules.computer(sample.level(), sample.seed() + 1);
        Dice dice = index -> new SplittableRandom(sample.seed() ^ (index * 0x9E3779B97F4A7C15L)).nextInt(1, 7);
        Game<P, M> game = Game.start(rules, rules.preset(sample.preset()), rules.defaultFirst());
        while (!game.isOver() && game.plies().size() < sample.plies()) {
            if (game.status() instanceof Status.AwaitingDice) {
                game = game.rollDice(dice);
            } else {
                Side side = game.toMove().orElseThrow();
                game = game.play(rules.formatTurn(game.position(),
                        SelfPlay.turn(rules, side == Side.ONE ? one : two, game.position())));
            }
        }
        return game.isOver() ? game : game.resign(game.toMove().orElse(Side.ONE));
    }
}
