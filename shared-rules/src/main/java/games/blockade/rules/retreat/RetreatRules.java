package games.blockade.rules.retreat;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Outcome;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;

import java.util.ArrayList;
import java.util.List;

/**
 * Blockade: Retreat to Advance. Ten squares in a line; each side has two bridges and a castle;
 * a castle that reaches the opponent's moat wins, and so does blocking the opponent. A player may
 * never exactly reverse their own last move (retreating). Black is {@link Side#ONE} and moves first.
 */
public final class RetreatRules implements Rules<RetreatPosition, RetreatMove> {

    /** Outcome reasons of the game itself. */
    public static final String MOAT = "moat";
    public static final String BLOCKED = "blocked";

    private static final Preset STANDARD = new Preset("standard", "ten squares, Black moves first");

    @Override
    public String id() {
        return "retreat";
    }

    @Override
    public String title() {
        return "Blockade: Retreat to Advance";
    }

    @Override
    public String sideName(Side side) {
        return name(side);
    }

    @Override
    public List<Preset> presets() {
        return List.of(STANDARD);
    }

    @Override
    public Side defaultFirst() {
        return Side.ONE;
    }

    @Override
    public RetreatPosition start(Preset preset, Side first) throws Rejection {
        if (first != Side.ONE) {
            throw new Rejection("in retreat Black always moves first");
        }
        return RetreatPosition.start();
    }

    @Override
    public RetreatPosition parsePosition(String text) throws Rejection {
        return RetreatNotation.parsePosition(text).orThrow();
    }

    @Override
    public String formatPosition(RetreatPosition position) {
        return RetreatNotation.formatPosition(position);
    }

    @Override
    public Status status(RetreatPosition position) {
        long state = position.packed();
        int moatWinner = Packed.moatWinner(state);
        if (moatWinner >= 0) {
            return new Status.Over(new Outcome.Win(Side.values()[moatWinner], MOAT));
        }
        Side toMove = position.toMove();
        if (Packed.moves(state, new int[Packed.MAX_MOVES]) == 0) {
            return new Status.Over(new Outcome.Win(toMove.other(), BLOCKED));
        }
        return new Status.ToMove(toMove);
    }

    @Override
    public List<RetreatMove> moves(RetreatPosition position) {
        long state = position.packed();
        if (Packed.moatWinner(state) >= 0) {
            return List.of();
        }
        int[] codes = new int[Packed.MAX_MOVES];
        int count = Packed.moves(state, codes);
        List<RetreatMove> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            moves.add(RetreatPosition.move(codes[i]));
        }
        return moves;
    }

    @Override
    public RetreatPosition play(RetreatPosition position, RetreatMove move) {
        return RetreatPosition.unpack(Packed.play(position.packed(), RetreatPosition.code(move)));
    }

    @Override
    public RetreatMove parseMove(RetreatPosition position, String text) throws Rejection {
        return RetreatNotation.parseMove(position, text).orThrow();
    }

    @Override
    public String formatMove(RetreatPosition position, RetreatMove move) {
        return RetreatNotation.formatMove(move);
    }

    /** A turn is always one move, and every move reaches a different position (its last move differs). */
    @Override
    public List<Turn<RetreatPosition, RetreatMove>> turns(RetreatPosition position) {
        List<RetreatMove> moves = moves(position);
        List<Turn<RetreatPosition, RetreatMove>> turns = new ArrayList<>(moves.size());
        for (RetreatMove move : moves) {
            turns.add(new Turn<>(List.of(move), play(position, move)));
        }
        return turns;
    }

    @Override
    public long countTurns(RetreatPosition position) {
        long state = position.packed();
        return Packed.moatWinner(state) >= 0 ? 0 : Packed.moves(state, new int[Packed.MAX_MOVES]);
    }

    @Override
    public List<String> levels() {
        return RetreatComputer.LEVELS;
    }

    @Override
    public ComputerPlayer<RetreatPosition, RetreatMove> computer(String level, long seed) throws Rejection {
        return RetreatComputer.of(level, seed);
    }

    @Override
    public String describeEnding(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            String winner = name(win.winner());
            String loser = name(win.winner().other());
            switch (win.reason()) {
                case MOAT:
                    return winner + "'s castle reached " + loser + "'s moat";
                case BLOCKED:
                    return loser + " is blocked: no legal move";
                default:
                    return winner + " won (" + win.reason() + ")";
            }
        }
        return "drawn (" + outcome.reason() + ")";
    }

    /** How a packed finished position ended, for people. */
    static String describeEnd(long state) {
        int moatWinner = Packed.moatWinner(state);
        if (moatWinner >= 0) {
            return name(Side.values()[moatWinner]) + "'s castle reached the opponent's moat";
        }
        return name(Side.values()[Packed.toMove(state)]) + " is blocked";
    }

    static String name(Side side) {
        return side == Side.ONE ? "Black" : "White";
    }
}
