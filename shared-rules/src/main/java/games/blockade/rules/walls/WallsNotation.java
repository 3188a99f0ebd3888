package games.blockade.rules.walls;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Words;
import games.blockade.rules.Side;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static games.blockade.rules.walls.WallsPosition.H_EAST;
import static games.blockade.rules.walls.WallsPosition.H_WEST;
import static games.blockade.rules.walls.WallsPosition.V_NORTH;
import static games.blockade.rules.walls.WallsPosition.V_SOUTH;

/**
 * The text forms. A turn is {@code [bomb] <from>-<to> [wall]} or {@code pass}; a wall
 * {@code <square><h|v>}, the square being the lower-left of the four around its centre; a bomb
 * {@code x<square><n|e|s|w>}, an edge of that square. A position is
 * {@code <width>x<height> <walls> <Red's pawns> <Blue's pawns> <Red's hand> <Blue's hand> <turn>},
 * e.g. the start {@code 11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red}: walls comma-separated in board
 * order ({@code -} for none), a half-wall with the letter of its standing half ({@code e5hw},
 * {@code e5vn}); a hand is its horizontal walls, vertical walls and bombs; the turn is the side to
 * move, with {@code :wall} once its pawn has moved and a wall is owed.
 */
public final class WallsNotation {

    private WallsNotation() {
    }

    public static String sideName(Side side) {
        return side == Side.ONE ? "Red" : "Blue";
    }

    public static String wall(WallsBoard board, int square, boolean vertical) {
        return board.name(square) + (vertical ? "v" : "h");
    }

    public static String formatMove(WallsPosition position, WallsMove move) {
        WallsBoard board = position.board();
        if (move instanceof WallsMove.PawnMove m) {
            return board.name(m.from()) + "-" + board.name(m.to());
        }
        if (move instanceof WallsMove.Wall w) {
            return wall(board, w.square(), w.vertical());
        }
        if (move instanceof WallsMove.Bomb b) {
            return bomb(position, b);
        }
        return "pass";
    }

    /** A bomb named from the bomber's own pawn's square (the lower or left one if both are). */
    private static String bomb(WallsPosition position, WallsMove.Bomb bomb) {
        WallsBoard board = position.board();
        int near = bomb.square();
        int far = bomb.north() ? near + board.width() : near + 1;
        boolean fromFar = position.occupant(near) != position.toMove() && position.occupant(far) == position.toMove();
        String edge = bomb.north() ? (fromFar ? "s" : "n") : (fromFar ? "w" : "e");
        return "x" + board.name(fromFar ? far : near) + edge;
    }

    /** A move's syntax, without asking whether it is legal. Read in either case; refusals quote it as typed. */
    static WallsMove parseMove(WallsBoard board, String text) throws Rejection {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("pass")) {
            return new WallsMove.Pass();
        }
        if (lower.startsWith("x")) {
            if (t.length() < 4) {
                throw new Rejection(new Refusal.Walls.BombForm(text));
            }
            char edge = lower.charAt(lower.length() - 1);
            int square = square(board, text, t.substring(1, t.length() - 1));
            int width = board.width();
            int c = board.column(square);
            int r = board.row(square);
            switch (edge) {
                case 'n':
                    requireInside(text, r < board.height() - 1);
                    return new WallsMove.Bomb(square, true);
                case 's':
                    requireInside(text, r > 0);
                    return new WallsMove.Bomb(square - width, true);
                case 'e':
                    requireInside(text, c < width - 1);
                    return new WallsMove.Bomb(square, false);
                case 'w':
                    requireInside(text, c > 0);
                    return new WallsMove.Bomb(square - 1, false);
                default:
                    throw new Rejection(new Refusal.Walls.BombEdge(text));
            }
        }
        int dash = t.indexOf('-');
        if (dash >= 0) {
            return new WallsMove.PawnMove(square(board, text, t.substring(0, dash)), square(board, text, t.substring(dash + 1)));
        }
        if (t.length() >= 3 && (lower.endsWith("h") || lower.endsWith("v")) && Character.isLetter(t.charAt(0))) {
            int square = square(board, text, t.substring(0, t.length() - 1));
            if (board.column(square) == board.width() - 1 || board.row(square) == board.height() - 1) {
                throw new Rejection(new Refusal.Walls.NoWallFits(text, "a1", "" + (char) ('a' + board.width() - 2) + (board.height() - 1)));
            }
            return new WallsMove.Wall(square, lower.endsWith("v"));
        }
        throw new Rejection(new Refusal.Walls.NotAMove(text));
    }

    private static void requireInside(String text, boolean inside) throws Rejection {
        if (!inside) {
            throw new Rejection(new Refusal.Walls.Rim(text));
        }
    }

    private static int square(WallsBoard board, String text, String name) throws Rejection {
        int square = board.square(name.toLowerCase(Locale.ROOT));
        if (square < 0) {
            throw new Rejection(new Refusal.Walls.NotASquare(text, name, "a1", "" + (char) ('a' + board.width() - 1) + board.height()));
        }
        return square;
    }

    public static String formatPosition(WallsPosition p) {
        WallsBoard board = p.board();
        List<String> walls = new ArrayList<>();
        for (int square = 0; square < board.squares(); square++) {
            int halves = p.centre(square);
            if (halves == 0) {
                continue;
            }
            boolean vertical = (halves & (V_SOUTH | V_NORTH)) != 0;
            String half = switch (halves) {
                case H_WEST -> "w";
                case H_EAST -> "e";
                case V_SOUTH -> "s";
                case V_NORTH -> "n";
                default -> "";
            };
            walls.add(wall(board, square, vertical) + half);
        }
        return board.size() + " " + (walls.isEmpty() ? "-" : String.join(",", walls)) + " "
                + pawns(p, Side.ONE) + " " + pawns(p, Side.TWO) + " " + hand(p, Side.ONE) + " " + hand(p, Side.TWO) + " "
                + sideName(p.toMove()).toLowerCase(Locale.ROOT) + (p.wallDue() ? ":wall" : "");
    }

    private static String pawns(WallsPosition p, Side side) {
        return p.board().name(p.pawn(side, 0)) + "," + p.board().name(p.pawn(side, 1));
    }

    private static String hand(WallsPosition p, Side side) {
        return p.walls(side, false) + "h" + p.walls(side, true) + "v" + (p.hasBomb(side) ? 1 : 0) + "b";
    }

    public static WallsPosition parsePosition(String text) throws Rejection {
        String[] fields = text.strip().toLowerCase(Locale.ROOT).split("\\s+");
        if (fields.length != 7) {
            throw new Rejection("a walls position has 7 fields: <width>x<height> <walls> <Red's pawns> <Blue's pawns> "
                    + "<Red's hand> <Blue's hand> <turn>, e.g. 11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red");
        }
        WallsBoard board = null;
        for (WallsBoard b : WallsBoard.ALL) {
            if (b.size().equals(fields[0])) {
                board = b;
            }
        }
        if (board == null) {
            throw new Rejection("unknown board size '" + fields[0] + "'; sizes: 11x14 (standard), 9x12 (compact)");
        }
        byte[] centres = walls(board, fields[1]);
        int[] red = pawnPair(board, fields[2], "Red");
        int[] blue = pawnPair(board, fields[3], "Blue");
        int[] all = {red[0], red[1], blue[0], blue[1]};
        for (int i = 0; i < 4; i++) {
            for (int j = i + 1; j < 4; j++) {
                if (all[i] == all[j]) {
                    throw new Rejection("two pawns on " + board.name(all[i]));
                }
            }
        }
        int[] redHand = hand(board, fields[4], "Red");
        int[] blueHand = hand(board, fields[5], "Blue");
        String turn = fields[6];
        boolean due = turn.endsWith(":wall");
        String side = due ? turn.substring(0, turn.length() - 5) : turn;
        if (!side.equals("red") && !side.equals("blue")) {
            throw new Rejection("the turn is red or blue, with :wall when the pawn has moved and a wall is owed; not '" + turn + "'");
        }
        int stock = redHand[0] | redHand[1] << 4 | blueHand[0] << 8 | blueHand[1] << 12;
        WallsPosition position = new WallsPosition(board, centres, WallsPosition.pack(red[0], red[1], blue[0], blue[1]),
                stock, redHand[2] | blueHand[2] << 1, side.equals("red") ? Side.ONE : Side.TWO, due);
        Refusal.Walls walledOff = WallsRules.walledOff(board, centres, position.pawns(), -1);
        if (walledOff != null) {
            throw new Rejection("the walls cut " + Words.ENGLISH.say(walledOff));
        }
        if (position.hasWon(Side.ONE) && position.hasWon(Side.TWO)) {
            throw new Rejection("both sides cannot stand on each other's bases at once");
        }
        if (due && !WallsRules.wallPossible(position)) {
            throw new Rejection("the turn says a wall is owed, but " + sideName(position.toMove()) + " has no wall to place");
        }
        return position;
    }

    private static byte[] walls(WallsBoard board, String field) throws Rejection {
        byte[] centres = new byte[board.squares()];
        if (field.equals("-")) {
            return centres;
        }
        for (String name : field.split(",", -1)) {
            WallsMove move = name.length() >= 3 ? parseWallName(board, name) : null;
            if (!(move instanceof WallsMove.Wall w)) {
                throw new Rejection("'" + name + "' is not a wall; walls are written like e5h, e5v, or e5hw for the west "
                        + "half standing alone (halves: w, e of h; s, n of v)");
            }
            int halves = Grid.full(w.vertical());
            if (name.length() > board.name(w.square()).length() + 1) {
                char half = name.charAt(name.length() - 1);
                halves = w.vertical() ? (half == 's' ? V_SOUTH : half == 'n' ? V_NORTH : -1)
                        : (half == 'w' ? H_WEST : half == 'e' ? H_EAST : -1);
                if (halves < 0) {
                    throw new Rejection("'" + name + "': the standing half of a " + (w.vertical() ? "vertical wall is s or n"
                            : "horizontal wall is w or e"));
                }
            }
            if (centres[w.square()] != 0) {
                throw new Rejection("two walls centred at " + name);
            }
            byte[] one = new byte[board.squares()];
            one[w.square()] = (byte) halves;
            for (int square = 0; square < board.squares(); square++) {
                boolean clash = (Grid.north(one, board.width(), square) && Grid.north(centres, board.width(), square))
                        || (Grid.east(one, board.width(), square) && Grid.east(centres, board.width(), square));
                if (clash) {
                    throw new Rejection("'" + name + "' shares an edge with another wall");
                }
            }
            centres[w.square()] = (byte) halves;
        }
        return centres;
    }

    /** A wall's name with an optional standing-half letter, as {@link WallsMove.Wall}. */
    private static WallsMove parseWallName(WallsBoard board, String name) {
        for (int cut = name.length(); cut >= name.length() - 1; cut--) {
            try {
                WallsMove move = parseMove(board, name.substring(0, cut));
                if (move instanceof WallsMove.Wall) {
                    return move;
                }
            } catch (Rejection e) {
                // try without a half letter
            }
        }
        return null;
    }

    private static int[] pawnPair(WallsBoard board, String field, String side) throws Rejection {
        String[] names = field.split(",", -1);
        if (names.length != 2) {
            throw new Rejection(side + "'s pawns are two squares, e.g. d4,h4; not '" + field + "'");
        }
        int[] squares = new int[2];
        for (int i = 0; i < 2; i++) {
            squares[i] = board.square(names[i]);
            if (squares[i] < 0) {
                throw new Rejection(side + "'s pawn: '" + names[i] + "' is not a square (" + board.range() + ")");
            }
        }
        return squares;
    }

    private static int[] hand(WallsBoard board, String field, String side) throws Rejection {
        if (!field.matches("\\d{1,2}h\\d{1,2}v[01]b")) {
            throw new Rejection(side + "'s hand is <horizontal walls>h<vertical walls>v<bombs>b, e.g. 9h9v1b; not '" + field + "'");
        }
        int h = Integer.parseInt(field.substring(0, field.indexOf('h')));
        int v = Integer.parseInt(field.substring(field.indexOf('h') + 1, field.indexOf('v')));
        if (h > board.wallsEach() || v > board.wallsEach()) {
            throw new Rejection(side + " holds at most " + board.wallsEach() + " walls of each kind on a " + board.size() + " board");
        }
        return new int[] {h, v, field.charAt(field.length() - 2) - '0'};
    }
}
