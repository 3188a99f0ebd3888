package games.blockade.rules.walls;

import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;

import java.util.List;

/**
 * The board of one preset: its size, the four home bases and each side's stock of walls. Squares
 * are numbered {@code row * width + column} from a1 = 0; a wall or a centre point is named by the
 * lower-left of the four squares around it, so it shares that number.
 */
public record WallsBoard(Preset preset, int width, int height, int inset, int wallsEach) {

    public static final WallsBoard STANDARD = new WallsBoard(
            new Preset("standard", "11 x 14 board, bases d4 h4 / d11 h11, 9 + 9 walls and a bomb each"), 11, 14, 3, 9);
    public static final WallsBoard COMPACT = new WallsBoard(
            new Preset("compact", "9 x 12 board, bases c3 g3 / c10 g10, 7 + 7 walls and a bomb each"), 9, 12, 2, 7);
    public static final List<WallsBoard> ALL = List.of(STANDARD, COMPACT);

    public static WallsBoard of(Preset preset) throws Rejection {
        for (WallsBoard board : ALL) {
            if (board.preset.name().equalsIgnoreCase(preset.name())) {
                return board;
            }
        }
        throw new Rejection("walls has no preset '" + preset.name() + "'");
    }

    /** The board written {@code <width>x<height>}, as it opens a position text. */
    public String size() {
        return width + "x" + height;
    }

    public int squares() {
        return width * height;
    }

    public int column(int square) {
        return square % width;
    }

    public int row(int square) {
        return square / width;
    }

    /** A home base of a side, {@code index} 0 (left) or 1 (right). Red's bases are near row 1. */
    public int base(Side side, int index) {
        int row = side == Side.ONE ? inset : height - 1 - inset;
        int column = index == 0 ? inset : width - 1 - inset;
        return row * width + column;
    }

    public boolean isBase(Side side, int square) {
        return square == base(side, 0) || square == base(side, 1);
    }

    public String name(int square) {
        return (char) ('a' + column(square)) + Integer.toString(row(square) + 1);
    }

    /** A square's number, or -1 when the text names no square of this board. */
    public int square(String text) {
        if (text.length() < 2 || text.length() > 3) {
            return -1;
        }
        int column = text.charAt(0) - 'a';
        int row = 0;
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9' || (i == 1 && c == '0')) {
                return -1;
            }
            row = row * 10 + (c - '0');
        }
        row -= 1;
        return column < 0 || column >= width || row < 0 || row >= height ? -1 : row * width + column;
    }

    /** The last column letter and row number, for error messages. */
    public String range() {
        return "a1 to " + (char) ('a' + width - 1) + height;
    }
}
