package games.blockade.rules.retreat;

import games.blockade.rules.Side;
import games.blockade.rules.language.Listed;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Term;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Retreat's notation. A move is {@code <unit><from>-<to>} ({@code BB3-5}, {@code C2-3}, {@code D2-3}),
 * case-insensitive. A position is the ten squares from 1 to 10, {@code /}-separated, each {@code .}
 * or its stack bottom to top (Black lowercase, White uppercase), then the side to move and Black's
 * and White's last moves ({@code -} for none): {@code b/c/b/././././B/C/B b - -}.
 *
 * <p>Whether a move is legal is decided by the move generator alone; this class only explains a
 * refusal in the player's terms.
 */
public final class RetreatNotation {

    private static final Pattern MOVE = Pattern.compile("([A-Za-z]+)([0-9]+)-([0-9]+)");
    private static final List<String> STACKS = List.of("b", "bb", "c", "bc", "bbc");

    private RetreatNotation() {
    }

    public static String formatMove(RetreatMove move) {
        return move.toString();
    }

    /** Reads a move and checks it is legal in the position. */
    public static Reading<RetreatMove> parseMove(RetreatPosition position, String text) {
        Reading<RetreatMove> read = parseMoveText(text);
        if (!(read instanceof Reading.Accepted<RetreatMove> accepted)) {
            return read;
        }
        RetreatMove move = accepted.value();
        // A refusal quotes the move as the player typed it ("bb4-6"), not as the notation writes it.
        String typed = text.strip();
        long state = position.packed();
        int[] legal = new int[Packed.MAX_MOVES];
        int count = Packed.moatWinner(state) < 0 ? Packed.moves(state, legal) : 0;
        if (count == 0) {
            return refused(RetreatRefusal.GAME_OVER, new Refusal.Retreat.Over(typed));
        }
        int code = RetreatPosition.code(move);
        List<String> legalTexts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            if (legal[i] == code) {
                return new Reading.Accepted<>(move);
            }
            legalTexts.add(RetreatPosition.move(legal[i]).toString());
        }
        Reading.Refused<RetreatMove> why = explain(position, move, typed);
        return refused(why.reason(), new Refusal.WithLegal(why.said(), new Listed(legalTexts, legalTexts.size())));
    }

    /** Reads a move's text alone, without a position: its form, unit, squares and distance. */
    public static Reading<RetreatMove> parseMoveText(String text) {
        String trimmed = text.strip();
        Matcher matcher = MOVE.matcher(trimmed);
        if (!matcher.matches()) {
            return refused(RetreatRefusal.MALFORMED_MOVE, new Refusal.Retreat.NotAMove(trimmed));
        }
        Optional<RetreatUnit> unit = RetreatUnit.of(matcher.group(1));
        if (unit.isEmpty()) {
            return refused(RetreatRefusal.UNKNOWN_UNIT, new Refusal.Retreat.NotAUnit(trimmed, matcher.group(1)));
        }
        int from = square(matcher.group(2));
        int to = square(matcher.group(3));
        if (from == 0 || to == 0) {
            return refused(RetreatRefusal.OFF_BOARD, new Refusal.Retreat.OffBoard(trimmed));
        }
        if (Math.abs(to - from) != unit.get().distance()) {
            return refused(RetreatRefusal.WRONG_DISTANCE, new Refusal.Retreat.WrongDistance(trimmed, unit.get().term(),
                    unit.get().distance()));
        }
        return new Reading.Accepted<>(new RetreatMove(unit.get(), from, to));
    }

    public static String formatPosition(RetreatPosition position) {
        StringBuilder text = new StringBuilder();
        for (int square = 1; square <= RetreatPosition.SQUARES; square++) {
            if (square > 1) {
                text.append('/');
            }
            Optional<Side> owner = position.owner(square);
            if (owner.isEmpty()) {
                text.append('.');
            } else {
                RetreatPosition.Army army = position.army(owner.get());
                String stack = "b".repeat(army.bridgesOn(square)) + (army.castle() == square ? "c" : "");
                text.append(owner.get() == Side.ONE ? stack : stack.toUpperCase(Locale.ROOT));
            }
        }
        text.append(position.toMove() == Side.ONE ? " b " : " w ");
        text.append(position.blackLast().map(RetreatMove::toString).orElse("-")).append(' ');
        text.append(position.whiteLast().map(RetreatMove::toString).orElse("-"));
        return text.toString();
    }

    public static Reading<RetreatPosition> parsePosition(String text) {
        String[] fields = text.strip().split("\\s+");
        if (fields.length != 4) {
            return refused(RetreatRefusal.MALFORMED_POSITION, "a position is the ten squares, the side to move and "
                    + "Black's and White's last moves, e.g. b/c/b/././././B/C/B b - -");
        }
        String[] squares = fields[0].split("/", -1);
        if (squares.length != RetreatPosition.SQUARES) {
            return refused(RetreatRefusal.MALFORMED_POSITION, "a position has " + RetreatPosition.SQUARES
                    + " squares separated by '/', not " + squares.length);
        }
        List<List<Integer>> bridges = List.of(new ArrayList<>(), new ArrayList<>());
        List<List<Integer>> castles = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < squares.length; i++) {
            String stack = squares[i];
            int square = i + 1;
            if (stack.equals(".")) {
                continue;
            }
            String lower = stack.toLowerCase(Locale.ROOT);
            if (!STACKS.contains(lower)) {
                return refused(RetreatRefusal.BAD_STACK, "square " + square + ": '" + stack + "' is not a stack; "
                        + "write ., b, bb, c, bc or bbc bottom to top (Black lowercase, White uppercase)");
            }
            boolean black = stack.equals(lower);
            if (!black && !stack.equals(stack.toUpperCase(Locale.ROOT))) {
                return refused(RetreatRefusal.BAD_STACK, "square " + square + ": '" + stack
                        + "' mixes Black (lowercase) and White (uppercase) pieces");
            }
            int side = black ? 0 : 1;
            for (char piece : lower.toCharArray()) {
                (piece == 'b' ? bridges : castles).get(side).add(square);
            }
        }
        for (int side = 0; side < 2; side++) {
            if (bridges.get(side).size() != 2 || castles.get(side).size() != 1) {
                return refused(RetreatRefusal.WRONG_PIECES, (side == 0 ? "Black" : "White") + " has "
                        + bridges.get(side).size() + " bridges and " + castles.get(side).size()
                        + " castles; each side has 2 bridges and 1 castle");
            }
        }
        Side toMove;
        if (fields[1].equalsIgnoreCase("b")) {
            toMove = Side.ONE;
        } else if (fields[1].equalsIgnoreCase("w")) {
            toMove = Side.TWO;
        } else {
            return refused(RetreatRefusal.MALFORMED_POSITION, "the side to move is b or w, not '" + fields[1] + "'");
        }
        List<Optional<RetreatMove>> lasts = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            String last = fields[2 + side];
            if (last.equals("-")) {
                lasts.add(Optional.empty());
                continue;
            }
            Reading<RetreatMove> move = parseMoveText(last);
            if (move instanceof Reading.Refused<RetreatMove> refused) {
                return refused(refused.reason(), (side == 0 ? "Black" : "White") + "'s last move: " + refused.message());
            }
            lasts.add(Optional.of(((Reading.Accepted<RetreatMove>) move).value()));
        }
        RetreatPosition.Army black = new RetreatPosition.Army(bridges.get(0).get(0), bridges.get(0).get(1), castles.get(0).get(0));
        RetreatPosition.Army white = new RetreatPosition.Army(bridges.get(1).get(0), bridges.get(1).get(1), castles.get(1).get(0));
        Optional<Reading.Refused<RetreatPosition>> problem =
                RetreatPosition.problem(black, white, toMove, lasts.get(0), lasts.get(1));
        if (problem.isPresent()) {
            return problem.get();
        }
        return new Reading.Accepted<>(new RetreatPosition(black, white, toMove, lasts.get(0), lasts.get(1)));
    }

    /** Why a well-formed move that the generator does not list is illegal, in the rules' words. */
    private static Reading.Refused<RetreatMove> explain(RetreatPosition position, RetreatMove move, String typed) {
        Side side = position.toMove();
        RetreatPosition.Army own = position.army(side);
        RetreatPosition.Army opponent = position.army(side.other());
        int from = move.from();
        int to = move.to();
        RetreatUnit unit = move.unit();
        int bridges = own.bridgesOn(from);
        boolean castle = own.castle() == from;
        if (unit == RetreatUnit.D && castle && bridges > 0) {
            return refused(RetreatRefusal.NOT_A_LONE_CASTLE, new Refusal.Retreat.OnlyLoneCastleDraws(typed, from,
                    position.stack(from)));
        }
        if (!Packed.carries(unit.ordinal(), bridges, castle)) {
            Term title = (unit == RetreatUnit.D ? RetreatUnit.C : unit).term();
            return refused(RetreatRefusal.NO_SUCH_UNIT, new Refusal.Retreat.NoSuchUnit(typed, title, from,
                    holds(position, side, from)));
        }
        if (unit == RetreatUnit.D) {
            int beyond = to + (to - from);
            if (own.bridgesOn(to) == 2) {
                return refused(RetreatRefusal.HIGH_BRIDGE_NOT_DRAWN, new Refusal.Retreat.HighBridgeNotDrawn(typed));
            }
            if (own.bridgesOn(to) == 0) {
                return refused(RetreatRefusal.NO_BRIDGE_TO_DRAW, new Refusal.Retreat.NoBridgeToDraw(typed, to,
                        holds(position, side, to)));
            }
            if (beyond < 1 || beyond > RetreatPosition.SQUARES) {
                return refused(RetreatRefusal.OFF_BOARD, new Refusal.Retreat.DrawnOffBoard(typed));
            }
            if (position.owner(beyond).isPresent()) {
                return refused(RetreatRefusal.DRAW_BLOCKED, new Refusal.Retreat.DrawBlocked(typed, beyond,
                        holds(position, side, beyond)));
            }
        }
        if (unit.ordinal() >= RetreatUnit.C.ordinal() && to == (side == Side.ONE ? 1 : RetreatPosition.SQUARES)) {
            return refused(RetreatRefusal.OWN_MOAT, new Refusal.Retreat.OwnMoat(typed));
        }
        if (opponent.occupies(to)) {
            return refused(RetreatRefusal.OPPONENT_SQUARE, new Refusal.Retreat.OpponentSquare(typed, to, side.other(),
                    position.stack(to)));
        }
        if (own.castle() == to && (unit == RetreatUnit.B || unit == RetreatUnit.BB)) {
            return refused(RetreatRefusal.CANNOT_STACK, new Refusal.Retreat.BridgeOnCastle(typed));
        }
        if (own.occupies(to) && unit == RetreatUnit.BB) {
            return refused(RetreatRefusal.CANNOT_STACK, new Refusal.Retreat.HighBridgeOnEmpty(typed));
        }
        Optional<RetreatMove> last = position.lastMove(side);
        if (last.isPresent() && move.reverses(last.get())) {
            return refused(RetreatRefusal.RETREAT, new Refusal.Retreat.Retreating(typed, last.get().toString()));
        }
        throw new IllegalStateException("no rule forbids " + move + " in " + position + ", yet it is not legal");
    }

    private static Refusal.Retreat holds(RetreatPosition position, Side side, int square) {
        Optional<Side> owner = position.owner(square);
        if (owner.isEmpty()) {
            return new Refusal.Retreat.SquareEmpty(square);
        }
        return owner.get() == side ? new Refusal.Retreat.HoldsYour(square, position.stack(square))
                : new Refusal.Retreat.HoldsTheir(square, owner.get(), position.stack(square));
    }

    /** A square number 1 to 10, or 0 if the text is none. */
    private static int square(String digits) {
        if (digits.length() > 2) {
            return 0;
        }
        int square = Integer.parseInt(digits);
        return square >= 1 && square <= RetreatPosition.SQUARES ? square : 0;
    }

    private static <T> Reading.Refused<T> refused(RetreatRefusal reason, String message) {
        return new Reading.Refused<>(reason, message);
    }

    private static <T> Reading.Refused<T> refused(RetreatRefusal reason, Refusal said) {
        return new Reading.Refused<>(reason, said);
    }
}
