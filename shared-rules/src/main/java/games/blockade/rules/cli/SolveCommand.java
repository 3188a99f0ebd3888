package games.blockade.rules.cli;

import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;
import games.blockade.rules.retreat.RetreatMove;
import games.blockade.rules.retreat.RetreatPosition;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.rules.retreat.RetreatSolution;
import games.blockade.rules.retreat.RetreatValue;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Solves a game from its start and prints the value of the start and of every first move for the
 * side that moves first ({@code start VALUE}, then {@code MOVE VALUE} lines), then the distances in
 * plies, how many positions are won, drawn and lost for the side to move, the number of positions
 * solved and the time taken. Only retreat is small enough to solve.
 */
final class SolveCommand implements Main.Command {

    @Override
    public String usage() {
        return "solve retreat";
    }

    @Override
    public void run(List<String> args, PrintStream out, Words words) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of(), words);
        String id = arguments.positional(0, "GAME");
        if (!(Games.byId(id) instanceof RetreatRules rules)) {
            throw Main.refused(words, "solve-only-retreat", id);
        }
        RetreatSolution solution = RetreatSolution.ofStart();
        RetreatPosition start = RetreatPosition.start();
        RetreatValue startValue = solution.value(start).orElseThrow();
        out.println("start " + startValue.result().word());
        List<String> distances = new ArrayList<>();
        distances.add("distance start " + startValue);
        for (RetreatMove move : rules.moves(start)) {
            RetreatValue value = solution.value(rules.play(start, move)).orElseThrow().forMover();
            out.println(move + " " + value.result().word());
            distances.add("distance " + move + " " + value);
        }
        distances.forEach(out::println);
        long[] census = solution.census();
        out.println("census win " + census[0] + " draw " + census[1] + " loss " + census[2]);
        out.println("positions " + solution.positions());
        out.println("time " + solution.time().toMillis() + " ms");
    }
}
