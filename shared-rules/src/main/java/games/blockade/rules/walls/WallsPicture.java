package games.blockade.rules.walls;

import games.blockade.rules.Side;
import games.blockade.rules.language.Words;
import games.blockade.rules.picture.Canvas;
import games.blockade.rules.picture.Colour;
import games.blockade.rules.picture.GamePicture;
import games.blockade.rules.picture.Look;
import games.blockade.rules.picture.Marks;
import games.blockade.rules.picture.Node;
import games.blockade.rules.picture.Style;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The board from above, Red's bases at the bottom unless Blue views it. Red's pawns are discs and
 * Blue's diamonds, each in its side's colour, on bases tinted the same way. Walls are dark bars
 * on the lines between squares; a segment destroyed by a bomb shows as a dashed gap with a cross.
 * What the last turn placed or bombed is drawn in the highlight colour. The panel on the right
 * counts each side's walls and bomb in hand.
 */
public final class WallsPicture implements GamePicture<WallsPosition> {

    static final double LEFT = 44;
    static final double TOP = 16;
    static final double BOARD_WIDTH = 594;
    static final double PANEL = LEFT + BOARD_WIDTH + 20;

    static final Colour RED = Look.VERMILION;
    static final Colour BLUE = Look.BLUE;
    static final Colour RED_BASE = Colour.of("#f5cfb8");
    static final Colour BLUE_BASE = Colour.of("#c4dcee");
    static final Colour WALL = Colour.of("#3b2f23");
    private static final Side[] PANEL_SIDES = {Side.TWO, Side.ONE};

    @Override
    public String gameId() {
        return "walls";
    }

    @Override
    public Side defaultBottom() {
        return Side.ONE;
    }

    static double cell(WallsBoard board) {
        return Math.min(64, Math.floor(BOARD_WIDTH / board.width()));
    }

    @Override
    public double height(WallsPosition position) {
        return TOP + position.board().height() * cell(position.board()) + 44;
    }

    /** A grid point (0 to width, 0 to height, from the lower left of a1) on the picture. */
    static double px(WallsBoard board, double gx, Side near) {
        return LEFT + (near == Side.ONE ? gx : board.width() - gx) * cell(board);
    }

    static double py(WallsBoard board, double gy, Side near) {
        return TOP + (near == Side.ONE ? board.height() - gy : gy) * cell(board);
    }

    static double left(WallsBoard board, int square, Side near) {
        return Math.min(px(board, board.column(square), near), px(board, board.column(square) + 1, near));
    }

    static double top(WallsBoard board, int square, Side near) {
        return Math.min(py(board, board.row(square), near), py(board, board.row(square) + 1, near));
    }

    static double centreX(WallsBoard board, int square, Side near) {
        return px(board, board.column(square) + 0.5, near);
    }

    static double centreY(WallsBoard board, int square, Side near) {
        return py(board, board.row(square) + 0.5, near);
    }

    @Override
    public void draw(Canvas canvas, WallsPosition position, Optional<WallsPosition> before, Side near,
                     Words words) {
        WallsBoard board = position.board();
        canvas.board(c -> {
            squares(c, board, near);
            panelKey(c, words);
        });
        before.ifPresent(b -> lastPawnMove(canvas, b, position, near));
        for (int square = 0; square < board.squares(); square++) {
            grooves(canvas, position, square, near);
        }
        for (int square = 0; square < board.squares(); square++) {
            walls(canvas, position, before, square, near, words);
        }
        for (Side side : Side.values()) {
            for (int index = 0; index < 2; index++) {
                pawn(canvas, board, side, index, position.pawn(side, index), near, words);
            }
        }
        panel(canvas, position, words);
    }

    private static void squares(Canvas canvas, WallsBoard board, Side near) {
        double cell = cell(board);
        for (int square = 0; square < board.squares(); square++) {
            Colour fill = board.isBase(Side.ONE, square) ? RED_BASE
                    : board.isBase(Side.TWO, square) ? BLUE_BASE : Look.BOARD;
            int named = square;
            canvas.group("square").data("square", board.name(square)).draw(c -> c.rect(left(board, named, near),
                    top(board, named, near), cell, cell, Style.of(fill, Look.BOARD_ALT, 1.5)));
        }
        for (int column = 0; column < board.width(); column++) {
            canvas.centredText(px(board, column + 0.5, near), TOP + board.height() * cell + 22,
                    String.valueOf((char) ('a' + column)), 22, true, Look.MUTED);
        }
        for (int row = 0; row < board.height(); row++) {
            canvas.centredText(LEFT - 22, py(board, row + 0.5, near), Integer.toString(row + 1), 22, true, Look.MUTED);
        }
        canvas.rect(LEFT, TOP, board.width() * cell, board.height() * cell, Style.stroke(Look.LINE, 2));
    }

    /** The pawn that moved last: its old square dashed, its new one solid, an arrow between. */
    private static void lastPawnMove(Canvas canvas, WallsPosition before, WallsPosition after, Side near) {
        WallsBoard board = after.board();
        for (Side side : Side.values()) {
            List<Integer> was = List.of(before.pawn(side, 0), before.pawn(side, 1));
            List<Integer> is = List.of(after.pawn(side, 0), after.pawn(side, 1));
            List<Integer> left = new ArrayList<>(was);
            left.removeAll(is);
            List<Integer> came = new ArrayList<>(is);
            came.removeAll(was);
            if (left.size() == 1 && came.size() == 1) {
                int from = left.get(0);
                int to = came.get(0);
                Marks.cell(canvas, left(board, from, near), top(board, from, near), cell(board), false);
                Marks.cell(canvas, left(board, to, near), top(board, to, near), cell(board), true);
                double x1 = centreX(board, from, near);
                double y1 = centreY(board, from, near);
                double x2 = centreX(board, to, near);
                double y2 = centreY(board, to, near);
                double cut = cell(board) * 0.3 / Math.hypot(x2 - x1, y2 - y1);
                Marks.arrow(canvas, x1, y1, x2 - (x2 - x1) * cut, y2 - (y2 - y1) * cut, Look.HIGHLIGHT, 5);
            }
        }
    }

    /**
     * The two grooves a wall could stand in at the corner north-east of {@code square}, where none
     * stands: unpainted, but named as the wall would be, so that a board on a page can be clicked
     * where a wall goes. Each is the middle of its wall, a cell long: the grooves of neighbouring
     * corners meet without covering each other, so a click on a line between squares picks the
     * wall centred nearest to it.
     */
    private static void grooves(Canvas canvas, WallsPosition position, int square, Side near) {
        WallsBoard board = position.board();
        int column = board.column(square);
        int row = board.row(square);
        if (column + 1 >= board.width() || row + 1 >= board.height() || position.centre(square) != 0) {
            return;
        }
        double cell = cell(board);
        double reach = cell / 4;
        double x = px(board, column + 1, near);
        double y = py(board, row + 1, near);
        String name = board.name(square);
        Style unpainted = new Style(Optional.empty(), Optional.empty(), 0, false);
        canvas.group("groove").data("wall", name + "h")
                .draw(c -> c.rect(x - cell / 2, y - reach / 2, cell, reach, unpainted));
        canvas.group("groove").data("wall", name + "v")
                .draw(c -> c.rect(x - reach / 2, y - cell / 2, reach, cell, unpainted));
    }

    /**
     * The wall centred at the corner north-east of {@code square}, if any: whole, or a half whose
     * other half was bombed.
     */
    private static void walls(Canvas canvas, WallsPosition position, Optional<WallsPosition> before, int square,
                              Side near, Words words) {
        int halves = position.centre(square);
        int old = before.map(b -> b.centre(square)).orElse(halves);
        if (halves == 0 && old == 0) {
            return;
        }
        WallsBoard board = position.board();
        double gx = board.column(square) + 1;
        double gy = board.row(square) + 1;
        boolean horizontal = ((halves | old) & (WallsPosition.H_WEST | WallsPosition.H_EAST)) != 0;
        int first = horizontal ? WallsPosition.H_WEST : WallsPosition.V_SOUTH;
        int second = horizontal ? WallsPosition.H_EAST : WallsPosition.V_NORTH;
        boolean placedNow = old == 0;
        String name = board.name(square) + (horizontal ? "h" : "v");
        double width = Math.max(8, cell(board) / 6);
        canvas.group("wall").id("wall-" + name).data("wall", name).data("standing", standing(horizontal, halves))
                .title(wallTitle(name, horizontal, halves, words))
                .draw(c -> {
                    for (int half : new int[]{first, second}) {
                        double sign = half == first ? -1 : 1;
                        double x1 = px(board, gx, near);
                        double y1 = py(board, gy, near);
                        double x2 = px(board, horizontal ? gx + sign : gx, near);
                        double y2 = py(board, horizontal ? gy : gy + sign, near);
                        if ((halves & half) != 0) {
                            // on the board's edge the round cap ends on the edge, not half a width beyond it
                            double endX = horizontal ? gx + sign : gx;
                            double endY = horizontal ? gy : gy + sign;
                            boolean edge = endX == 0 || endX == board.width() || endY == 0 || endY == board.height();
                            double inset = edge ? width / 2 / Math.hypot(x2 - x1, y2 - y1) : 0;
                            c.line(x1, y1, x2 - (x2 - x1) * inset, y2 - (y2 - y1) * inset,
                                    placedNow ? Look.HIGHLIGHT : WALL, width);
                        } else {
                            bombed(c, x1, y1, x2, y2, (old & half) != 0, width);
                        }
                    }
                });
    }

    /** A destroyed segment: a dashed trace and a cross at its middle, highlighted if just bombed. */
    private static void bombed(Canvas canvas, double x1, double y1, double x2, double y2, boolean now, double width) {
        Colour colour = now ? Look.HIGHLIGHT : Look.MUTED;
        canvas.polyline(Style.stroke(colour, width / 3).withDashes(), x1, y1, x2, y2);
        double mx = (x1 + x2) / 2;
        double my = (y1 + y2) / 2;
        double r = width * 0.9;
        canvas.line(mx - r, my - r, mx + r, my + r, colour, width / 2);
        canvas.line(mx - r, my + r, mx + r, my - r, colour, width / 2);
    }

    /** Which halves of a wall stand: "both", one half's compass name, or "none". */
    static String standing(boolean horizontal, int halves) {
        boolean first = (halves & (horizontal ? WallsPosition.H_WEST : WallsPosition.V_SOUTH)) != 0;
        boolean second = (halves & (horizontal ? WallsPosition.H_EAST : WallsPosition.V_NORTH)) != 0;
        if (first && second) {
            return "both";
        }
        if (first) {
            return horizontal ? "west" : "south";
        }
        return second ? (horizontal ? "east" : "north") : "none";
    }

    private static String wallTitle(String name, boolean horizontal, int halves, Words words) {
        String kind = words.text(horizontal ? "picture.walls.wall.horizontal" : "picture.walls.wall.vertical", name);
        String standing = standing(horizontal, halves);
        return switch (standing) {
            case "both" -> kind;
            case "none" -> words.text("picture.walls.wall-destroyed", kind);
            default -> words.text("picture.walls.wall-" + standing, kind);
        };
    }

    private static void pawn(Canvas canvas, WallsBoard board, Side side, int index, int square, Side near,
                             Words words) {
        double cx = centreX(board, square, near);
        double cy = centreY(board, square, near);
        double r = cell(board) * 0.36;
        String name = board.name(square);
        String who = lower(side);
        canvas.group("pawn").id("pawn-" + who + "-" + index).data("square", name).data("side", who)
                .title(words.text("picture.walls.pawn", words.side("walls", side), name))
                .draw(c -> pawnShape(c, side, cx, cy, r));
    }

    private static void pawnShape(Canvas canvas, Side side, double cx, double cy, double r) {
        if (side == Side.ONE) {
            canvas.circle(cx, cy, r, Style.of(RED, Look.WHITE, r / 8));
        } else {
            double d = r * 1.2;
            canvas.polygon(Style.of(BLUE, Look.WHITE, r / 8), cx, cy - d, cx + d, cy, cx, cy + d, cx - d, cy);
        }
    }

    /** The panel's fixed part: each side's pawn and name, and the wall shapes its counts stand beside. */
    private static void panelKey(Canvas canvas, Words words) {
        double y = TOP + 30;
        for (Side side : PANEL_SIDES) {
            pawnShape(canvas, side, PANEL + 16, y - 8, 14);
            canvas.text(PANEL + 38, y, words.side("walls", side), 24, Node.Anchor.START, true, Look.INK);
            y += 38;
            canvas.line(PANEL + 4, y - 8, PANEL + 34, y - 8, WALL, 8);
            y += 36;
            canvas.line(PANEL + 19, y - 22, PANEL + 19, y + 6, WALL, 8);
            y += 96;
        }
    }

    /** What each side has in hand, beside the panel's fixed part. */
    private static void panel(Canvas canvas, WallsPosition position, Words words) {
        double y = TOP + 30;
        for (Side side : PANEL_SIDES) {
            y += 38;
            canvas.text(PANEL + 44, y, words.text("picture.walls.left", position.walls(side, false)), 20, Node.Anchor.START, false, Look.INK);
            y += 36;
            canvas.text(PANEL + 44, y, words.text("picture.walls.left", position.walls(side, true)), 20, Node.Anchor.START, false, Look.INK);
            y += 36;
            canvas.text(PANEL + 4, y, words.text(position.hasBomb(side) ? "picture.walls.bomb-ready" : "picture.walls.bomb-used"), 20, Node.Anchor.START,
                    false, position.hasBomb(side) ? Look.INK : Look.MUTED);
            y += 60;
        }
    }

    static String sideName(Side side) {
        return WallsNotation.sideName(side);
    }

    static String lower(Side side) {
        return sideName(side).toLowerCase(Locale.ROOT);
    }

    @Override
    public String describe(WallsPosition position, Words words) {
        WallsBoard board = position.board();
        List<String> parts = new ArrayList<>();
        for (Side side : Side.values()) {
            parts.add(words.text("picture.walls.side", words.side("walls", side), board.name(position.pawn(side, 0)),
                    board.name(position.pawn(side, 1)), position.walls(side, false), position.walls(side, true),
                    words.text(position.hasBomb(side) ? "picture.walls.bomb-ready" : "picture.walls.bomb-used")));
        }
        List<String> walls = new ArrayList<>();
        for (int square = 0; square < board.squares(); square++) {
            int halves = position.centre(square);
            if (halves != 0) {
                boolean horizontal = (halves & (WallsPosition.H_WEST | WallsPosition.H_EAST)) != 0;
                walls.add(wallTitle(board.name(square) + (horizontal ? "h" : "v"), horizontal, halves, words));
            }
        }
        parts.add(walls.isEmpty() ? words.text("picture.walls.no-walls")
                : words.text("picture.walls.walls", String.join("; ", walls)));
        return String.join(". ", parts) + ". " + words.text("picture.walls.bases", words.side("walls", Side.ONE),
                board.name(board.base(Side.ONE, 0)), board.name(board.base(Side.ONE, 1)), words.side("walls", Side.TWO),
                board.name(board.base(Side.TWO, 0)), board.name(board.base(Side.TWO, 1)));
    }
}
