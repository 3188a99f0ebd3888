package games.blockade.rules.walls;

import games.blockade.rules.Side;

import java.util.Arrays;
import java.util.Objects;

/**
 * A position: the walls, the four pawns, each side's walls and bomb in hand, the side to move and
 * whether that side has moved its pawn and owes a wall. Immutable.
 *
 * <p>{@code centres} holds, per centre point (numbered by its lower-left square), which halves of
 * the wall centred there still stand: {@link #H_WEST}, {@link #H_EAST} for a horizontal wall,
 * {@link #V_SOUTH}, {@link #V_NORTH} for a vertical one, 0 when the centre is free. Keeping the
 * halves by wall rather than by segment is what tells a centre taken by a half-wall from a free
 * one. {@code pawns} packs four squares a byte each: Red's two (lower first), then Blue's.
 * {@code stock} packs the walls in hand four bits each: Red horizontal, Red vertical, Blue
 * horizontal, Blue vertical. {@code bombs} has bit 0 for Red's bomb, bit 1 for Blue's.
 */
public record WallsPosition(WallsBoard board, byte[] centres, int pawns, int stock, int bombs, Side toMove,
                            boolean wallDue) {

    public static final int H_WEST = 1;
    public static final int H_EAST = 2;
    public static final int V_SOUTH = 4;
    public static final int V_NORTH = 8;

    public WallsPosition {
        Objects.requireNonNull(board);
        Objects.requireNonNull(toMove);
        if (centres.length != board.squares()) {
            throw new IllegalArgumentException("one centre entry per square expected");
        }
        centres = centres.clone();
    }

    public static WallsPosition start(WallsBoard board, Side first) {
        int pawns = pack(board.base(Side.ONE, 0), board.base(Side.ONE, 1), board.base(Side.TWO, 0), board.base(Side.TWO, 1));
        int n = board.wallsEach();
        return new WallsPosition(board, new byte[board.squares()], pawns, n | n << 4 | n << 8 | n << 12, 3, first, false);
    }

    static int pack(int redA, int redB, int blueA, int blueB) {
        return Math.min(redA, redB) | Math.max(redA, redB) << 8 | Math.min(blueA, blueB) << 16 | Math.max(blueA, blueB) << 24;
    }

    @Override
    public byte[] centres() {
        return centres.clone();
    }

    /** The halves standing at a centre point. */
    public int centre(int square) {
        return centres[square];
    }

    byte[] centresView() {
        return centres;
    }

    /** A pawn's square: {@code index} 0 is the side's lower-numbered square. */
    public int pawn(Side side, int index) {
        return Grid.pawn(pawns, side, index);
    }

    /** The side whose pawn stands on a square, or null (inside the package only). */
    Side occupant(int square) {
        int side = Grid.occupant(pawns, square);
        return side == 0 ? null : side == 1 ? Side.ONE : Side.TWO;
    }

    public int walls(Side side, boolean vertical) {
        return stock >>> (side.ordinal() * 8 + (vertical ? 4 : 0)) & 0xF;
    }

    public boolean hasBomb(Side side) {
        return (bombs & (1 << side.ordinal())) != 0;
    }

    /** Whether the side stands with one pawn on each of the other side's home bases. */
    public boolean hasWon(Side side) {
        return Grid.won(board, pawns, side);
    }

    /** Whether the unit segment on the north edge of a square stands. */
    public boolean northWall(int square) {
        return Grid.north(centres, board.width(), square);
    }

    /** Whether the unit segment on the east edge of a square stands. */
    public boolean eastWall(int square) {
        return Grid.east(centres, board.width(), square);
    }

    WallsPosition with(byte[] newCentres, int newPawns, int newStock, int newBombs, Side side, boolean due) {
        return new WallsPosition(board, newCentres, newPawns, newStock, newBombs, side, due);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WallsPosition p && p.board.equals(board) && Arrays.equals(p.centres, centres)
                && p.pawns == pawns && p.stock == stock && p.bombs == bombs && p.toMove == toMove
                && p.wallDue == wallDue;
    }

    @Override
    public int hashCode() {
        return ((Arrays.hashCode(centres) * 31 + pawns) * 31 + stock * 7 + bombs) * 31
                + toMove.ordinal() * 2 + (wallDue ? 1 : 0);
    }

    @Override
    public String toString() {
        return WallsNotation.formatPosition(this);
    }
}
