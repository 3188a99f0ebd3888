package games.blockade.tournament;
import java.util.*;
public class Prof {
    public static void main(String[] args) throws Exception {
        int target = Integer.parseInt(args[0]);
        Tournament before = Tournament.start(Format.Swiss.byDefault(1000), Fields.of(1000));
        SplittableRandom random = new SplittableRandom(target);
        while (true) {
            for (Game game : before.current().pending()) before = before.record(game.board(), Fields.randomResult(random));
            if (before.current().number() == target - 1) break;
            before = ((Progress.NextRound) before.advance()).tournament();
        }
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int i = 0; i < 8; i++) { long t = mx.getCurrentThreadCpuTime(); before.advance(); System.err.printf("total cpu %.1f ms%n", (mx.getCurrentThreadCpuTime() - t) / 1e6); }
    }
}
