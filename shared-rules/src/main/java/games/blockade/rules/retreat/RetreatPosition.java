package games.blockade.rules.retreat;

import games.blockade.rules.Side;
import games.blockade.rules.language.Term;

import java.util.Objects;
import java.util.Optional;

/**
 * A retreat position: where each side's two bridges and castle stand, the side to move, and each
 * side's last move (which that side may not exactly reverse). Black is {@link Side#ONE}, White
 * {@link Side#TWO}. Its text form is {@code b/c/b/././././B/C/B b - -} ({@link RetreatNotation}).
 */
public record RetreatPosition(Army black, Army white, Side toMove,
                              Optional<RetreatMove> blackLast, Optional<RetreatMove> whiteLast) {

    public static final int SQUARES = 10;

    /** One side's pieces: the squares (1 to 10) of its two bridges and its castle. */
    public record Army(int bridge, int otherBridge, int castle) {
        public Army {
            if (!onBoard(bridge) || !onBoard(otherBridge) || !onBoard(castle)) {
                throw new IllegalArgumentException("squares are 1 to " + SQUARES);
            }
            if (bridge > otherBridge) {
                int lower = otherBridge;
                otherBridge = bridge;
                bridge = lower;
            }
        }

        /** How many of this army's bridges stand on a square. */
        public int bridgesOn(int square) {
            return (bridge == square ? 1 : 0) + (otherBridge == square ? 1 : 0);
        }

        /** Whether any of this army's pieces stand on a square. */
        public boolean occupies(int square) {
            return bridge == square || otherBridge == square || castle == square;
        }
    }

    public RetreatPosition {
        Objects.requireNonNull(black);
        Objects.requireNonNull(white);
        Objects.requireNonNull(toMove);
        Objects.requireNonNull(blackLast);
        Objects.requireNonNull(whiteLast);
        Optional<Reading.Refused<RetreatPosition>> problem = problem(black, white, toMove, blackLast, whiteLast);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get().message());
        }
    }

    /** Black: bridge on 1, castle on 2, bridge on 3; White: bridge on 10, castle on 9, bridge on 8. Black to move. */
    public static RetreatPosition start() {
        return START;
    }

    public Army army(Side side) {
        return side == Side.ONE ? black : white;
    }

    public Optional<RetreatMove> lastMove(Side side) {
        return side == Side.ONE ? blackLast : whiteLast;
    }

    /** The side whose pieces stand on a square, if any. */
    public Optional<Side> owner(int square) {
        return black.occupies(square) ? Optional.of(Side.ONE)
                : white.occupies(square) ? Optional.of(Side.TWO) : Optional.empty();
    }

    @Override
    public String toString() {
        return RetreatNotation.formatPosition(this);
    }

    /** The name of a square's stack for people ("high castle"), or "empty". */
    /** The stack on an occupied square, as a word of the game. */
    Term stack(int square) {
        return new Term("retreat.stack." + stackName(square).replace(' ', '-'));
    }

    String stackName(int square) {
        Optional<Side> owner = owner(square);
        if (owner.isEmpty()) {
            return "empty";
        }
        Army army = army(owner.get());
        String[] names = army.castle() == square
                ? new String[] {"castle", "high castle", "tower"}
                : new String[] {"", "bridge", "high bridge"};
        return names[army.bridgesOn(square)];
    }

    long packed() {
        return Packed.of(pack(black), pack(white), toMove.ordinal(), packLast(blackLast), packLast(whiteLast));
    }

    static RetreatPosition unpack(long state) {
        return new RetreatPosition(unpackArmy(Packed.army(state, Packed.BLACK)), unpackArmy(Packed.army(state, Packed.WHITE)),
                Side.values()[Packed.toMove(state)],
                unpackLast(Packed.last(state, Packed.BLACK)), unpackLast(Packed.last(state, Packed.WHITE)));
    }

    private static final RetreatMove[] MOVES = new RetreatMove[Packed.MOVE_CODES];

    static {
        for (int code = 0; code < Packed.MOVE_CODES; code++) {
            int to = Packed.to(code);
            if (to >= 0 && to < SQUARES) {
                MOVES[code] = new RetreatMove(RetreatUnit.values()[Packed.unit(code)], Packed.from(code) + 1, to + 1);
            }
        }
    }

    private static final RetreatPosition START = unpack(Packed.START);

    /** The move with a packed code (every code from the generator is on the board). */
    static RetreatMove move(int code) {
        return MOVES[code];
    }

    static int code(RetreatMove move) {
        return Packed.move(move.unit().ordinal(), move.from() - 1, move.to() - 1);
    }

    private static int pack(Army army) {
        return Packed.army(army.bridge() - 1, army.otherBridge() - 1, army.castle() - 1);
    }

    private static Army unpackArmy(int army) {
        return new Army(Packed.lowBridge(army) + 1, Packed.highBridge(army) + 1, Packed.castle(army) + 1);
    }

    private static int packLast(Optional<RetreatMove> last) {
        return last.map(move -> code(move) + 1).orElse(0);
    }

    private static Optional<RetreatMove> unpackLast(int last) {
        return last == 0 ? Optional.empty() : Optional.of(MOVES[last - 1]);
    }

    private static boolean onBoard(int square) {
        return square >= 1 && square <= SQUARES;
    }

    private static String name(Side side) {
        return side == Side.ONE ? "Black" : "White";
    }

    /** What is wrong with these pieces and restrictions as a position, if anything. */
    static Optional<Reading.Refused<RetreatPosition>> problem(Army black, Army white, Side toMove,
                                                              Optional<RetreatMove> blackLast,
                                                              Optional<RetreatMove> whiteLast) {
        for (int square = 1; square <= SQUARES; square++) {
            if (black.occupies(square) && white.occupies(square)) {
                return refuse(RetreatRefusal.BAD_STACK, "square " + square + " holds pieces of both sides");
            }
        }
        if (black.castle() == 1) {
            return refuse(RetreatRefusal.OWN_MOAT, "Black's castle may not stand in Black's own moat (square 1)");
        }
        if (white.castle() == SQUARES) {
            return refuse(RetreatRefusal.OWN_MOAT, "White's castle may not stand in White's own moat (square 10)");
        }
        Army mover = toMove == Side.ONE ? black : white;
        if (mover.castle() == (toMove == Side.ONE ? SQUARES : 1)) {
            return refuse(RetreatRefusal.MOAT_OUT_OF_TURN, name(toMove) + " is to move, but " + name(toMove)
                    + "'s castle already stands in the opponent's moat: the game ended with that move");
        }
        for (Side side : Side.values()) {
            Optional<RetreatMove> last = side == Side.ONE ? blackLast : whiteLast;
            if (last.isPresent() && !standsAfter(side == Side.ONE ? black : white, last.get())) {
                return refuse(RetreatRefusal.INCONSISTENT_LAST_MOVE, name(side) + "'s last move " + last.get()
                        + " does not end where that " + last.get().unit().title() + " stands");
            }
        }
        return Optional.empty();
    }

    /** Whether the unit a move carried stands where it landed (only the opponent has moved since). */
    private static boolean standsAfter(Army army, RetreatMove move) {
        int to = move.to();
        int bridges = army.bridgesOn(to);
        boolean castle = army.castle() == to;
        switch (move.unit()) {
            case B:
                return bridges > 0 && !castle;
            case BB:
                return bridges == 2 && !castle;
            case C:
                return castle;
            case BC:
                return castle && bridges > 0;
            case BBC:
                return castle && bridges == 2;
            default:
                int beyond = to + (to - move.from());
                return castle && bridges == 0 && onBoard(beyond) && army.bridgesOn(beyond) == 1;
        }
    }

    private static Optional<Reading.Refused<RetreatPosition>> refuse(RetreatRefusal reason, String message) {
        return Optional.of(new Reading.Refused<>(reason, message));
    }
}
