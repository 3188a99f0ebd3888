package games.blockade.web.replay;

import games.blockade.rules.Game;
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

    /**
     * A value under perfect play for one side: {@code result} is win, draw or loss, {@code moves}
     * how many more moves (of either side, the last one included) perfect play takes to end the
     * game, 0 for a draw.
     */
    public record Value(String result, int moves) {
        public static Value of(RetreatValue value) {
            return new Value(value.result().word(), value.plies());
        }

        /** The same position's value for the other side, the same number of moves from the end. */
        public static Value forMover(RetreatValue toMove) {
            RetreatValue.Result result = toMove.result();
            String word = result == RetreatValue.Result.WIN ? "loss" : result == RetreatValue.Result.LOSS ? "win" : "draw";
            return new Value(word, toMove.plies());
        }

        /** "win in 7", "loss in 12", "draw"; "won" or "lost" once the game is over. */
        public String words() {
            if (result.equals("draw")) {
                return "draw";
            }
            if (moves == 0) {
                return result.equals("win") ? "won" : "lost";
            }
            return result + " in " + moves;
        }

        /** The same in the words of a language. */
        public String words(games.blockade.web.language.Words words) {
            if (result.equals("draw") || moves == 0) {
                return words.t("value." + words());
            }
            return words.t("value." + result + "-in", moves);
        }
    }

    /**
     * The judgement of one ply: what the mover could force before it ({@code before}, for the side
     * to move), what the position it reached is worth for the mover ({@code after}), and the
     * mistake when that is worse.
     */
    public record Verdict(Value before, Value after, Optional<String> mistake) {
    }

    /** The start's value for the side to move first, then one verdict per ply. */
    public record Line(Value start, List<Verdict> verdicts) {
        public Line {
            verdicts = List.copyOf(verdicts);
        }
    }

    private RetreatAnalysis() {
    }

    /** The game's analysis line, or nothing when the game is not Retreat or starts off the solved tree. */
    public static Optional<Line> of(Game<?, ?> game) {
        if (!(game.rules() instanceof RetreatRules)) {
            return Optional.empty();
        }
        return line(RetreatSolution.ofStart(), (RetreatPosition) game.start(),
                game.plies().stream().map(ply -> (RetreatPosition) ply.position()).toList());
    }

    static Optional<Line> line(RetreatSolution solution, RetreatPosition start, List<RetreatPosition> reached) {
        Optional<RetreatValue> first = solution.value(start);
        if (first.isEmpty()) {
            return Optional.empty();
        }
        List<Verdict> verdicts = new ArrayList<>(reached.size());
        RetreatValue had = first.get();
        for (RetreatPosition position : reached) {
            Optional<RetreatValue> next = solution.value(position);
            if (next.isEmpty()) {
                return Optional.empty();
            }
            RetreatValue got = next.get().forMover();
            verdicts.add(new Verdict(Value.of(had), Value.forMover(next.get()), mistake(had.result(), got.result())));
            had = next.get();
        }
        return Optional.of(new Line(Value.of(first.get()), verdicts));
    }

    private static Optional<String> mistake(RetreatValue.Result had, RetreatValue.Result got) {
        if (had == RetreatValue.Result.WIN && got != RetreatValue.Result.WIN) {
            return Optional.of("threw-away-win");
        }
        if (had == RetreatValue.Result.DRAW && got == RetreatValue.Result.LOSS) {
            return Optional.of("threw-away-draw");
        }
        return Optional.empty();
    }
}
