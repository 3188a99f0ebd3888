package games.blockade.web.play;

import games.blockade.rules.Game;
import games.blockade.rules.Placement;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.language.Refusal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A turn built part by part on the web board, asked of the rules at every step: after the parts
 * chosen so far, the parts legal next (in notation, as the rules write them), and whether the
 * parts so far make a whole turn that may be sent, which the rules' own check of a command
 * decides. One mechanism for every game: a walls turn's pawn step and wall, the blocker's steps,
 * backgammon's row (the server then rolls) and its spending of the points, piecepack's setup.
 */
public final class TurnSteps {

    /**
     * What the board offers after {@code chosen}: a refusal names the part the rules refused; where
     * the next part sets pieces out (too many ways to list), {@code placement} says what and where,
     * for the board to build it piece by piece.
     */
    public record Step(List<String> chosen, List<String> next, boolean sendable, Optional<Refusal> problem,
                       Optional<Placement> placement) {
        public Step {
            chosen = List.copyOf(chosen);
            next = List.copyOf(next);
            Objects.requireNonNull(problem);
            Objects.requireNonNull(placement);
        }
    }

    private TurnSteps() {
    }

    /**
     * The step after the parts in {@code chosen} (space-separated, as the board script sends them)
     * for {@code side}, which must be the side to move. They are split as the rules split a command:
     * some parts are written with spaces (backgammon's {@code row 2}, piecepack's setups).
     */
    public static Step after(Game<?, ?> game, Side side, String chosen) {
        return of(game, side, game.rules().splitMoves(chosen));
    }

    private static <P, M> Step of(Game<P, M> game, Side side, List<String> chosen) {
        Rules<P, M> rules = game.rules();
        P current = game.position();
        List<String> taken = new ArrayList<>(chosen.size());
        for (String part : chosen) {
            if (!toMove(rules, current, side)) {
                return new Step(taken, List.of(), sendable(game, side, taken),
                        Optional.of(new Refusal.TooMuch(String.join(" ", taken), part)), Optional.empty());
            }
            try {
                M move = rules.parseMove(current, part);
                taken.add(rules.formatMove(current, move));
                current = rules.play(current, move);
            } catch (Rejection e) {
                return new Step(taken, next(rules, current, side, taken), sendable(game, side, taken),
                        Optional.of(e.refusal()), placement(rules, current, side));
            }
        }
        return new Step(taken, next(rules, current, side, taken), sendable(game, side, taken), Optional.empty(),
                placement(rules, current, side));
    }

    /**
     * The parts legal next that a command can carry after {@code taken}: a part a command holds
     * only alone (piecepack's pawn setup, after which the runner may stop) is followed by nothing.
     */
    private static <P, M> List<String> next(Rules<P, M> rules, P position, Side side, List<String> taken) {
        if (!toMove(rules, position, side)) {
            return List.of();
        }
        String before = String.join(" ", taken);
        LinkedHashSet<String> parts = new LinkedHashSet<>();
        for (M move : rules.moves(position)) {
            String part = rules.formatMove(position, move);
            if (rules.splitMoves((before + " " + part).strip()).size() == taken.size() + 1) {
                parts.add(part);
            }
        }
        return List.copyOf(parts);
    }

    private static <P> Optional<Placement> placement(Rules<P, ?> rules, P position, Side side) {
        return toMove(rules, position, side) ? rules.placement(position) : Optional.empty();
    }

    private static boolean sendable(Game<?, ?> game, Side side, List<String> parts) {
        if (parts.isEmpty()) {
            return false;
        }
        try {
            game.play(side, String.join(" ", parts));
            return true;
        } catch (Rejection e) {
            return false;
        }
    }

    private static <P> boolean toMove(Rules<P, ?> rules, P position, Side side) {
        return rules.status(position) instanceof Status.ToMove toMove && toMove.side() == side;
    }
}
