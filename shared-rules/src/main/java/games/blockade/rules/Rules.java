package games.blockade.rules;

import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Term;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rules of one game, the one shape every game has. Positions ({@code P}) are immutable values
 * with {@code equals}; a move ({@code M}) is one step a player takes. A <em>turn</em> is the moves
 * one side makes before the other side (or the dice) acts: one move in most games, several where a
 * turn has parts (a bomb, a pawn move and a wall; up to four coin steps; a row, then the points
 * of a roll spent). Modelling turns once here lets validation, autocomplete, perft and the
 * computer players work alike for every game.
 *
 * <p>All methods are pure functions of their arguments.
 */
public interface Rules<P, M> {

    /** The game's id, used everywhere: {@code retreat}, {@code piecepack}, {@code walls}, {@code backgammon}. */
    String id();

    /** The game's name for people. */
    String title();

    /** The side's name in the game's own words, capitalised ("Black", "runner"). */
    String sideName(Side side);

    /** The ways to set the game up; the first is the default. */
    List<Preset> presets();

    default Preset preset(String name) throws Rejection {
        for (Preset preset : presets()) {
            if (preset.name().equalsIgnoreCase(name)) {
                return preset;
            }
        }
        throw new Rejection("unknown preset '" + name + "' for " + id() + "; presets: "
                + String.join(", ", presets().stream().map(Preset::name).toList()));
    }

    /** The side that moves first unless the players choose otherwise. */
    Side defaultFirst();

    /** Whether the players may choose who moves first (otherwise the game fixes it). */
    default boolean firstIsChosen() {
        return false;
    }

    /** The starting position of a preset, with the given side to move first. */
    P start(Preset preset, Side first) throws Rejection;

    default P start(Preset preset) {
        try {
            return start(preset, defaultFirst());
        } catch (Rejection e) {
            throw new IllegalStateException("the default first side must be allowed", e);
        }
    }

    P parsePosition(String text) throws Rejection;

    String formatPosition(P position);

    Status status(P position);

    /** Every legal next move of the side to move; empty when the game is over or awaits the dice. */
    List<M> moves(P position);

    /**
     * Why {@link #moves} is empty here although a side is to move, when that is so: a move with
     * far too many choices to list (setting up a whole board) is typed in, never picked from a list.
     */
    default Optional<Refusal> unlistedMoves(P position) {
        return Optional.empty();
    }

    /** The position after a legal move (one from {@link #moves} or {@link #parseMove}). */
    P play(P position, M move);

    /**
     * One move in notation, case-insensitively. A move that is malformed or illegal here is
     * rejected with the reason, in the player's terms.
     */
    M parseMove(P position, String text) throws Rejection;

    /** A move's canonical notation, in the position it is played from. */
    String formatMove(P position, M move);

    /** Splits a command into the notation of its moves. */
    default List<String> splitMoves(String command) {
        String trimmed = command.strip();
        return trimmed.isEmpty() ? List.of() : List.of(trimmed.split("\\s+"));
    }

    /**
     * The move implied when a player's command ends while their turn is still open, if the game
     * has one (the blocker's turn ends with its last coin step).
     */
    default Optional<M> endOfCommand(P position) {
        return Optional.empty();
    }

    /** Whether a player may leave their turn open here and finish it with a later command. */
    default boolean mayPause(P position) {
        return false;
    }

    /**
     * What a turn still needs where it may not stop yet, in the game's own words ("a wall"): it
     * names an autocomplete choice that is only part of a turn, and says why such a part sent alone
     * is refused.
     */
    default Term stillToPlay(P position) {
        return new Term("rest.turn");
    }

    /** A turn's canonical notation: its moves' notation, space-separated. */
    default String formatTurn(P position, List<M> moves) {
        List<String> parts = new ArrayList<>(moves.size());
        P current = position;
        for (M move : moves) {
            parts.add(formatMove(current, move));
            current = play(current, move);
        }
        return String.join(" ", parts);
    }

    /**
     * The dice's move where the status is {@link Status.AwaitingDice}: the position knows how many
     * dice the game has rolled so far, so it asks {@code dice} for the next indices.
     */
    default M rollDice(P position, Dice dice) {
        throw new IllegalStateException(id() + " has no dice");
    }

    /** Whether play ever waits for {@link #rollDice}; a host must then hold the game's dice. */
    default boolean usesDice() {
        return false;
    }

    /**
     * What must match for two positions to count as the same for threefold repetition: the board,
     * the side to move and every restriction in force, as the one position that stands for all that
     * count as the same. By default the position itself.
     */
    default P repetitionKey(P position) {
        return position;
    }

    /**
     * Every distinct turn from a position, each once by the position it reaches, as its moves in
     * one valid order. A turn ends when the side to move changes, the game ends or the dice are
     * due. Games may replace this with a faster generator.
     */
    default List<Turn<P, M>> turns(P position) {
        if (!(status(position) instanceof Status.ToMove toMove)) {
            return List.of();
        }
        Map<P, Turn<P, M>> byResult = new LinkedHashMap<>();
        collectTurns(this, position, toMove.side(), new ArrayList<>(), byResult);
        return List.copyOf(byResult.values());
    }

    /** How many turns {@link #turns} returns; games may count without building them. */
    default long countTurns(P position) {
        return turns(position).size();
    }

    /** The computer players' strengths, weakest first. */
    List<String> levels();

    /** A computer player of a level for either side; {@code seed} makes its choices repeatable. */
    ComputerPlayer<P, M> computer(String level, long seed) throws Rejection;

    /**
     * A sentence for people about how the game ended ("Black's castle reached White's moat"). The
     * platform's endings read the same in every game; the game's own come from {@link #describeEnding}.
     */
    default String describe(Outcome outcome) {
        String loser = outcome instanceof Outcome.Win win ? capitalised(sideName(win.winner().other())) : "";
        switch (outcome.reason()) {
            case Outcome.RESIGNATION:
                return loser + " resigned";
            case Outcome.TIME:
                return loser + " ran out of time";
            case Outcome.AGREEMENT:
                return "drawn by agreement";
            case Outcome.REPETITION:
                return "drawn by threefold repetition: the same position arose for the third time";
            default:
                return describeEnding(outcome);
        }
    }

    /** A sentence for people about one of the game's own endings (not resignation, time, agreement or repetition). */
    String describeEnding(Outcome outcome);

    /**
     * Where the move to play here sets pieces out (its choices too many to list, see
     * {@link #unlistedMoves}), what is set out and where: a board to build it on, piece by piece.
     */
    default Optional<Placement> placement(P position) {
        return Optional.empty();
    }

    private static String capitalised(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private static <P, M> void collectTurns(Rules<P, M> rules, P position, Side side, List<M> sofar,
                                            Map<P, Turn<P, M>> byResult) {
        for (M move : rules.moves(position)) {
            P next = rules.play(position, move);
            sofar.add(move);
            if (rules.status(next) instanceof Status.ToMove toMove && toMove.side() == side) {
                collectTurns(rules, next, side, sofar, byResult);
            } else {
                byResult.putIfAbsent(next, new Turn<>(Collections.unmodifiableList(new ArrayList<>(sofar)), next));
            }
            sofar.remove(sofar.size() - 1);
        }
    }
}
