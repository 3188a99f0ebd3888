package games.blockade.rules.retreat;

/**
 * A retreat position packed into a {@code long}, and the move generator working on it: the one
 * implementation of the movement rules, shared by {@link RetreatRules} and the solver, which
 * visits millions of positions and so must not allocate per position.
 *
 * <p>Layout, squares as 0..9: bits 0-3 Black's lower bridge, 4-7 Black's upper bridge (lower &lt;=
 * upper), 8-11 Black's castle, 12-23 the same for White, bit 24 the side to move (1 = White),
 * bits 25-31 Black's last move and 32-38 White's (0 = none, else {@code move + 1}). Square
 * occupancy and stacks follow from where the pieces stand: a castle sharing a square with bridges
 * stands on top of them.
 *
 * <p>A move is an int {@code unit * 20 + from * 2 + direction}, direction 0 towards square 10
 * and 1 towards square 1; so there are {@link #MOVE_CODES} move codes.
 */
final class Packed {

    static final int MOVE_CODES = RetreatUnit.values().length * 20;
    /** The most moves one side can have: a few per piece. */
    static final int MAX_MOVES = 32;

    static final int BLACK = 0;
    static final int WHITE = 1;
    private static final int SIDE_SHIFT = 24;
    private static final int LAST_SHIFT = 25;
    /** How many low bits of a {@code long} a packed position uses. */
    static final int BITS = LAST_SHIFT + 14;

    private static final int B = RetreatUnit.B.ordinal();
    private static final int BB = RetreatUnit.BB.ordinal();
    private static final int C = RetreatUnit.C.ordinal();
    private static final int BC = RetreatUnit.BC.ordinal();
    private static final int BBC = RetreatUnit.BBC.ordinal();
    private static final int D = RetreatUnit.D.ordinal();
    private static final int[] DISTANCE = new int[RetreatUnit.values().length];

    static {
        for (RetreatUnit unit : RetreatUnit.values()) {
            DISTANCE[unit.ordinal()] = unit.distance();
        }
    }

    /** Black: bridges 1 and 3, castle 2; White: bridges 8 and 10, castle 9; Black to move. */
    static final long START = army(0, 2, 1) | (long) army(7, 9, 8) << 12;

    private Packed() {
    }

    static int army(int bridge, int otherBridge, int castle) {
        return Math.min(bridge, otherBridge) | Math.max(bridge, otherBridge) << 4 | castle << 8;
    }

    static long of(int blackArmy, int whiteArmy, int side, int blackLast, int whiteLast) {
        return blackArmy | (long) whiteArmy << 12 | (long) side << SIDE_SHIFT
                | (long) blackLast << LAST_SHIFT | (long) whiteLast << (LAST_SHIFT + 7);
    }

    static int army(long state, int side) {
        return (int) (state >>> (12 * side)) & 0xFFF;
    }

    static int lowBridge(int army) {
        return army & 0xF;
    }

    static int highBridge(int army) {
        return army >>> 4 & 0xF;
    }

    static int castle(int army) {
        return army >>> 8 & 0xF;
    }

    static int toMove(long state) {
        return (int) (state >>> SIDE_SHIFT) & 1;
    }

    /** A side's last move code plus one, 0 when it has not moved. */
    static int last(long state, int side) {
        return (int) (state >>> (LAST_SHIFT + 7 * side)) & 0x7F;
    }

    static int moat(int side) {
        return side == BLACK ? 0 : 9;
    }

    static int unit(int move) {
        return move / 20;
    }

    static int from(int move) {
        return move % 20 / 2;
    }

    static int to(int move) {
        int from = from(move);
        return move % 2 == 0 ? from + DISTANCE[unit(move)] : from - DISTANCE[unit(move)];
    }

    static int move(int unit, int from, int to) {
        return unit * 20 + from * 2 + (to > from ? 0 : 1);
    }

    /** The move that exactly reverses {@code move}; a draw has none, so -1. */
    static int reversal(int move) {
        int unit = unit(move);
        return unit == D ? -1 : unit * 20 + to(move) * 2 + (1 - move % 2);
    }

    /** The side whose castle stands in the other side's moat, or -1. */
    static int moatWinner(long state) {
        if (castle(army(state, BLACK)) == moat(WHITE)) {
            return BLACK;
        }
        if (castle(army(state, WHITE)) == moat(BLACK)) {
            return WHITE;
        }
        return -1;
    }

    /**
     * Writes the legal moves of the side to move into {@code out} (at least {@link #MAX_MOVES}
     * long), ordered by square, then unit, then destination, and returns how many there are. The
     * caller checks first that no castle has reached a moat.
     */
    static int moves(long state, int[] out) {
        int side = toMove(state);
        int own = army(state, side);
        int opponent = army(state, 1 - side);
        int low = lowBridge(own);
        int high = highBridge(own);
        int castle = castle(own);
        int occupied = 1 << low | 1 << high | 1 << castle
                | 1 << lowBridge(opponent) | 1 << highBridge(opponent) | 1 << castle(opponent);
        int moat = moat(side);
        int last = last(state, side);
        int forbidden = last == 0 ? -1 : reversal(last - 1);
        int count = 0;
        for (int from = 0; from < 10; from++) {
            int bridges = (low == from ? 1 : 0) + (high == from ? 1 : 0);
            boolean hasCastle = castle == from;
            if (bridges == 0 && !hasCastle) {
                continue;
            }
            for (int unit = B; unit <= D; unit++) {
                if (!carries(unit, bridges, hasCastle)) {
                    continue;
                }
                for (int direction = 1; direction >= 0; direction--) {
                    int step = direction == 0 ? 1 : -1;
                    int to = from + step * DISTANCE[unit];
                    if (to < 0 || to > 9) {
                        continue;
                    }
                    boolean empty = (occupied >>> to & 1) == 0;
                    int bridgesThere = (low == to ? 1 : 0) + (high == to ? 1 : 0);
                    boolean lands;
                    if (unit == B || unit == BC) {
                        lands = empty || bridgesThere == 1 && castle != to;
                    } else if (unit == C) {
                        lands = empty || bridgesThere > 0;
                    } else if (unit == D) {
                        int beyond = to + step;
                        lands = bridgesThere == 1 && beyond >= 0 && beyond <= 9 && (occupied >>> beyond & 1) == 0;
                    } else {
                        lands = empty;
                    }
                    boolean castleMoves = unit >= C;
                    int code = unit * 20 + from * 2 + direction;
                    if (lands && !(castleMoves && to == moat) && code != forbidden) {
                        out[count++] = code;
                    }
                }
            }
        }
        return count;
    }

    /** Whether the stack on a square (its bridges, and castle on top) can move as this unit. */
    static boolean carries(int unit, int bridges, boolean hasCastle) {
        if (unit == B) {
            return bridges > 0 && !hasCastle;
        }
        if (unit == BB) {
            return bridges == 2 && !hasCastle;
        }
        if (unit == C) {
            return hasCastle;
        }
        if (unit == BC) {
            return hasCastle && bridges > 0;
        }
        if (unit == BBC) {
            return hasCastle && bridges == 2;
        }
        return hasCastle && bridges == 0;
    }

    /** The position after a legal move of the side to move. */
    static long play(long state, int move) {
        int side = toMove(state);
        int own = army(state, side);
        int low = lowBridge(own);
        int high = highBridge(own);
        int castle = castle(own);
        int unit = unit(move);
        int from = from(move);
        int to = to(move);
        if (unit == D) {
            castle = to;
            if (low == to) {
                low = to + (to - from);
            } else {
                high = to + (to - from);
            }
        } else {
            int bridges = unit == B || unit == BC ? 1 : unit == BB || unit == BBC ? 2 : 0;
            // The top bridge of a high bridge is the upper field; either will do, they are alike.
            if (bridges > 0 && high == from) {
                high = to;
                bridges--;
            }
            if (bridges > 0 && low == from) {
                low = to;
            }
            if (unit >= C) {
                castle = to;
            }
        }
        long moved = army(low, high, castle);
        long cleared = state & ~(0xFFFL << (12 * side)) & ~(0x7FL << (LAST_SHIFT + 7 * side));
        return (cleared | moved << (12 * side) | (long) (move + 1) << (LAST_SHIFT + 7 * side))
                ^ 1L << SIDE_SHIFT;
    }

    /**
     * A side's round score: 1 per bridge and 2 per castle in the opponent's territory, 2 more for a
     * castle in the opponent's moat. Stacks score by their pieces.
     */
    static int roundScore(long state, int side) {
        int army = army(state, side);
        int score = inOpponentTerritory(lowBridge(army), side) + inOpponentTerritory(highBridge(army), side);
        int castle = castle(army);
        score += 2 * inOpponentTerritory(castle, side);
        return castle == moat(1 - side) ? score + 2 : score;
    }

    private static int inOpponentTerritory(int square, int side) {
        return (side == BLACK ? square >= 5 : square <= 4) ? 1 : 0;
    }
}
