package games.blockade.web.replay;

import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.retreat.RetreatPosition;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.rules.retreat.RetreatSolution;
import games.blockade.rules.retreat.RetreatValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Retreat is solved, so every move of a game can be judged: the value of the position it reached
 * under perfect play, for the side that moved, and whether the move threw away a win or a draw
 * that the side had before it.
 */
public final class RetreatAnalysis {

    /** The judgement of one ply: its value for the mover ("win 7", "draw", "loss 12") and any mistake. */
    public record Verdict(String value, Optional<String> mistake) {
    }

    private RetreatAnalysis() {
    }

    /** One verdict per ply, or nothing when the game is not Retreat. */
    public static Optional<List<Verdict>> of(Game<?, ?> game) {
        if (!(game.rules() instanceof RetreatRules)) {
            return Optional.empty();
        }
        RetreatSolution solution = RetreatSolution.ofStart();
        List<Verdict> verdicts = new ArrayList<>();
        Object before = game.start();
        for (Ply<?> ply : game.plies()) {
            Optional<RetreatValue> had = solution.value((RetreatPosition) before);
            Optional<RetreatValue> got = solution.value((RetreatPosition) ply.position()).map(RetreatValue::forMover);
            if (had.isEmpty() || got.isEmpty()) {
                // a game set up from another position than the start has no values to show
                return Optional.empty();
            }
            verdicts.add(new Verdict(got.get().toString(), mistake(had.get().result(), got.get().result())));
            before = ply.position();
        }
        return Optional.of(verdicts);
    }

    private static Optional<String> mistake(RetreatValue.Result had, RetreatValue.Result got) {
        if (had == RetreatValue.Result.WIN && got != RetreatValue.Result.WIN) {
            return Optional.of("threw away a win");
        }
        if (had == RetreatValue.Result.DRAW && got == RetreatValue.Result.LOSS) {
            return Optional.of("threw away a draw");
        }
        return Optional.empty();
    }
}
