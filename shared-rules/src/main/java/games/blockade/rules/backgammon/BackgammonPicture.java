package games.blockade.rules.backgammon;

import games.blockade.rules.Side;
import games.blockade.rules.language.Words;
import games.blockade.rules.Status;
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
 * Half a backgammon board: the far player's six rows along the top, the near player's along the
 * bottom, row n facing row n, the row numbers between them. Red's pieces are round, Black's
 * square, and every row states its count. The panel on the right shows the turn: the chosen row,
 * the dice rolled and the points left, and how many pieces each player still has.
 */
public final class BackgammonPicture implements GamePicture<BackgammonPosition> {

    static final double LEFT = 24;
    static final double POINT = 100;
    static final double TOP = 16;
    static final double HALF = 270;
    static final double BAND = 56;
    static final double PIECE = 68;
    static final double STEP = 50;
    static final int SHOWN = 5;
    static final double PANEL = LEFT + Rows.ROWS * POINT + 24;
    private static final double HEIGHT = TOP + 2 * HALF + BAND + 16;
    private static final BackgammonRules RULES = new BackgammonRules();

    static final Colour RED = Look.VERMILION;
    static final Colour BLACK = Colour.of("#1d1a16");
    static final Colour POINT_LIGHT = Colour.of("#eadcb9");
    static final Colour POINT_DARK = Colour.of("#c8b283");

    @Override
    public String gameId() {
        return "backgammon";
    }

    @Override
    public Side defaultBottom() {
        return Side.ONE;
    }

    @Override
    public double height(BackgammonPosition position) {
        return HEIGHT;
    }

    static double centreX(int row) {
        return LEFT + (row - 1) * POINT + POINT / 2;
    }

    /** The centre of the {@code index}-th piece (0 at the board's edge) in a side's row. */
    static double pieceY(Side side, Side near, int index) {
        double offset = PIECE / 2 + 4 + index * STEP;
        return side == near ? TOP + 2 * HALF + BAND - offset : TOP + offset;
    }

    @Override
    public void draw(Canvas canvas, BackgammonPosition position, Optional<BackgammonPosition> before, Side near,
                     Words words) {
        canvas.board(c -> {
            board(c);
            panelKey(c, near, words);
        });
        TurnState turn = position.turn();
        if (turn.step() != Step.ROW) {
            chosen(canvas, position.toMove(), turn.row(), words);
        }
        before.ifPresent(b -> changes(canvas, b, position, near));
        for (Side side : Side.values()) {
            for (int row = 1; row <= Rows.ROWS; row++) {
                row(canvas, side, row, position.rows(side).count(row), near, words);
            }
        }
        panel(canvas, position, near, words);
    }

    private static void board(Canvas canvas) {
        double bottom = TOP + 2 * HALF + BAND;
        canvas.rect(LEFT, TOP, Rows.ROWS * POINT, bottom - TOP, Style.fill(Look.BOARD));
        for (int row = 1; row <= Rows.ROWS; row++) {
            double x = LEFT + (row - 1) * POINT;
            Colour fill = row % 2 == 1 ? POINT_DARK : POINT_LIGHT;
            canvas.polygon(Style.fill(fill), x + 4, TOP, x + POINT - 4, TOP, x + POINT / 2, TOP + HALF - 10);
            canvas.polygon(Style.fill(fill), x + 4, bottom, x + POINT - 4, bottom, x + POINT / 2, bottom - HALF + 10);
            canvas.centredText(centreX(row), TOP + HALF + BAND / 2, Integer.toString(row), 28, true, Look.MUTED);
        }
        canvas.rect(LEFT, TOP, Rows.ROWS * POINT, bottom - TOP, Style.stroke(Look.LINE, 2));
    }

    /** The row chosen for the turn in progress: its number in the middle band, on the highlight. */
    private static void chosen(Canvas canvas, Side side, int row, Words words) {
        canvas.group("chosen-row").data("row", row).data("side", lower(side))
                .title(words.text("picture.backgammon.chose-row", words.side("backgammon", side), row))
                .draw(c -> {
                    c.roundRect(centreX(row) - 30, TOP + HALF + 6, 60, BAND - 12, 10, Style.fill(Look.HIGHLIGHT));
                    c.centredText(centreX(row), TOP + HALF + BAND / 2, Integer.toString(row), 28, true, Look.INK);
                });
    }

    /** Rows the last ply emptied (dashed) and filled (solid). */
    private static void changes(Canvas canvas, BackgammonPosition before, BackgammonPosition after, Side near) {
        for (Side side : Side.values()) {
            double top = side == near ? TOP + HALF + BAND : TOP;
            for (int row = 1; row <= Rows.ROWS; row++) {
                int delta = after.rows(side).count(row) - before.rows(side).count(row);
                if (delta != 0) {
                    Marks.cell(canvas, LEFT + (row - 1) * POINT, top, POINT, HALF, delta > 0);
                }
            }
        }
    }

    private static void row(Canvas canvas, Side side, int row, int count, Side near, Words words) {
        canvas.group("row").id(lower(side) + "-row-" + row).data("side", lower(side)).data("row", row)
                .data("count", count).title(words.text("picture.backgammon.row-title", words.side("backgammon", side), row, count))
                .draw(c -> {
                    int shown = Math.min(count, SHOWN);
                    for (int i = 0; i < shown; i++) {
                        piece(c, side, centreX(row), pieceY(side, near, i), PIECE);
                    }
                    if (count > 0) {
                        c.centredText(centreX(row), pieceY(side, near, shown - 1), Integer.toString(count), 30, true,
                                Look.WHITE);
                    }
                });
    }

    private static void piece(Canvas canvas, Side side, double cx, double cy, double size) {
        double r = size / 2;
        if (side == Side.ONE) {
            canvas.circle(cx, cy, r, Style.of(RED, Look.WHITE, 3));
        } else {
            canvas.roundRect(cx - r * 0.9, cy - r * 0.9, r * 1.8, r * 1.8, r * 0.25, Style.of(BLACK, Look.WHITE, 3));
        }
    }

    /** The panel's fixed part: each side's piece and name, the far side first, and the turn's heading. */
    private static void panelKey(Canvas canvas, Side near, Words words) {
        double y = TOP + 28;
        for (Side side : new Side[]{near.other(), near}) {
            piece(canvas, side, PANEL + 16, y - 9, 28);
            canvas.text(PANEL + 40, y, words.side("backgammon", side), 24, Node.Anchor.START, true, Look.INK);
            y += side == near.other() ? 112 : 56;
        }
        canvas.text(PANEL, y + 56, words.text("picture.backgammon.turn"), 24, Node.Anchor.START, true, Look.INK);
    }

    private static void panel(Canvas canvas, BackgammonPosition position, Side near, Words words) {
        double y = TOP + 28;
        for (Side side : new Side[]{near.other(), near}) {
            y += 30;
            int left = position.rows(side).total();
            canvas.text(PANEL, y, words.text("picture.backgammon.on-board", left), 20, Node.Anchor.START, false, Look.INK);
            y += 26;
            canvas.text(PANEL, y, words.text("picture.backgammon.off", Rows.PIECES - left), 20, Node.Anchor.START, false, Look.INK);
            y += side == near.other() ? 56 : 0;
        }
        TurnState turn = position.turn();
        y += 86;
        canvas.text(PANEL, y, turnLabel(position, words), 20, Node.Anchor.START, false, Look.INK);
        if (!turn.rolled().isEmpty()) {
            y += 14;
            List<Integer> dice = turn.rolled();
            double size = dice.size() <= 2 ? 52 : 30;
            int perLine = dice.size() <= 2 ? 2 : 4;
            for (int i = 0; i < dice.size(); i++) {
                Marks.die(canvas, PANEL + (i % perLine) * (size + 8), y + (i / perLine) * (size + 8), size,
                        dice.get(i), Look.WHITE, Look.INK, words);
            }
            y += ((dice.size() + perLine - 1) / perLine) * (size + 8) + 24;
            canvas.text(PANEL, y, points(turn, words), 20, Node.Anchor.START, false, Look.INK);
        }
        canvas.text(PANEL, HEIGHT - 24, position.variant().id(), 20, Node.Anchor.START, false, Look.MUTED);
    }

    private static String turnLabel(BackgammonPosition position, Words words) {
        if (RULES.status(position) instanceof Status.Over) {
            return words.text("picture.backgammon.over");
        }
        return position.turn().step() == Step.ROW ? words.text("picture.backgammon.choose-row")
                : words.text("picture.backgammon.row", position.turn().row());
    }

    /** The points left this turn, in {@code words}' language. */
    private static String points(TurnState turn, Words words) {
        List<String> parts = new ArrayList<>();
        if (turn.points() > 0) {
            parts.add(words.text("picture.backgammon.points", turn.points()));
        }
        if (turn.shiftPoints() > 0) {
            parts.add(words.text("picture.backgammon.shift", turn.shiftPoints()));
        }
        if (turn.leapPoints() > 0) {
            parts.add(words.text("picture.backgammon.leap", turn.leapPoints()));
        }
        return parts.isEmpty() ? words.text("picture.backgammon.no-points") : String.join(", ", parts);
    }

    static String name(Side side) {
        return side == Side.ONE ? "Red" : "Black";
    }

    static String lower(Side side) {
        return name(side).toLowerCase(Locale.ROOT);
    }

    @Override
    public String describe(BackgammonPosition position, Words words) {
        List<String> parts = new ArrayList<>();
        for (Side side : Side.values()) {
            Rows rows = position.rows(side);
            List<String> counts = new ArrayList<>();
            for (int row = 1; row <= Rows.ROWS; row++) {
                counts.add(Integer.toString(rows.count(row)));
            }
            parts.add(words.text("picture.backgammon.rows", words.side("backgammon", side), String.join(", ", counts),
                    rows.total()));
        }
        TurnState turn = position.turn();
        if (turn.step() != Step.ROW) {
            String who = words.side("backgammon", position.toMove());
            parts.add(turn.rolled().isEmpty() ? words.text("picture.backgammon.chose-row", who, turn.row())
                    : words.text("picture.backgammon.rolled", who, turn.row(), turn.rolled().toString(), points(turn, words)));
        }
        return String.join(". ", parts) + ".";
    }
}
