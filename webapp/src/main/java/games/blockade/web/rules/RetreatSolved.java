package games.blockade.web.rules;

import games.blockade.rules.Side;
import games.blockade.rules.retreat.RetreatMove;
import games.blockade.rules.retreat.RetreatPosition;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.rules.retreat.RetreatSolution;
import games.blockade.rules.retreat.RetreatValue;
import games.blockade.web.replay.RetreatAnalysis;
import java.util.List;

/**
 * Retreat's solution as this server computed it: the start's value under perfect play, the
 * value of each of the first side's moves, and how the reachable positions divide.
 *
 * @param start the start's value for the side to move first
 * @param firstMoves each first move and what it leaves its mover
 * @param positions how many positions are reachable from the start
 * @param won positions won for the side to move
 * @param drawn positions drawn
 * @param lost positions lost for the side to move
 */
public record RetreatSolved(String firstSide, RetreatAnalysis.Value start, List<FirstMove> firstMoves, int positions,
                            long won, long drawn, long lost) {

    public RetreatSolved {
        firstMoves = List.copyOf(firstMoves);
    }

    /** One first move and its value for the side that made it. */
    public record FirstMove(String move, RetreatAnalysis.Value value) {
    }

    public static RetreatSolved compute() {
        RetreatSolution solution = RetreatSolution.ofStart();
        RetreatRules rules = new RetreatRules();
        RetreatPosition start = RetreatPosition.start();
        List<FirstMove> moves = rules.moves(start).stream()
                .map(move -> firstMove(rules, solution, start, move)).toList();
        long[] census = solution.census();
        return new RetreatSolved(rules.sideName(Side.ONE), value(solution, start), moves, solution.positions(),
                census[0], census[1], census[2]);
    }

    private static FirstMove firstMove(RetreatRules rules, RetreatSolution solution, RetreatPosition start,
                                       RetreatMove move) {
        RetreatValue reached = solution.value(rules.play(start, move)).orElseThrow();
        return new FirstMove(rules.formatMove(start, move), RetreatAnalysis.Value.forMover(reached));
    }

    private static RetreatAnalysis.Value value(RetreatSolution solution, RetreatPosition position) {
        return RetreatAnalysis.Value.of(solution.value(position).orElseThrow());
    }
}
