package games.blockade.rules.piecepack;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Rejection;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The computer players, weakest first. {@code random} plays any legal turn (for the blocker, any
 * of the distinct turns, uniformly). {@code easy} plays what looks best at once by the runner's
 * lanes to row 8 (the fewest pawn moves each pawn needs if the coins stood still): the runner
 * takes a win or its best-looking move, the blocker chooses its steps greedily one at a time.
 * {@code hard} reads a turn further: the runner looks for a move whose threats no blocker turn
 * can all cut, and checks its six best-looking moves against the blocker's greedy reply; the
 * blocker searches part-turns step by step (a beam of 12) and refuses cuts that leave the runner
 * such a forcing move, within its time budget.
 */
public final class PiecepackPlayers {

    public static final List<String> LEVELS = List.of("random", "easy", "hard");

    /**
     * How long a {@code hard} player may think, safely inside the platform's 2 seconds; the other
     * levels need a few milliseconds but stop there too, whatever the position.
     */
    public static final Duration HARD_BUDGET = Duration.ofMillis(1500);

    private PiecepackPlayers() {
    }

    static ComputerPlayer<PiecepackPosition, PiecepackMove> of(PiecepackRules rules, String level, long seed)
            throws Rejection {
        switch (level.strip().toLowerCase(Locale.ROOT)) {
            case "random": return new PiecepackPlayer(rules, PiecepackPlayer.Level.RANDOM, seed, HARD_BUDGET);
            case "easy": return new PiecepackPlayer(rules, PiecepackPlayer.Level.EASY, seed, HARD_BUDGET);
            case "hard": return hard(rules, seed, HARD_BUDGET);
            default:
                throw new Rejection("unknown level '" + level + "' for piecepack; levels: " + String.join(", ", LEVELS));
        }
    }

    /** A {@code hard} player with its own thinking budget (shorter budgets for long test series). */
    public static ComputerPlayer<PiecepackPosition, PiecepackMove> hard(PiecepackRules rules, long seed, Duration budget) {
        return new PiecepackPlayer(rules, PiecepackPlayer.Level.HARD, seed, budget);
    }
}
