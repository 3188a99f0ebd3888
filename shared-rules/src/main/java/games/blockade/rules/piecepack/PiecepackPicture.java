package games.blockade.rules.piecepack;

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
import java.util.Optional;

/**
 * The 6 x 8 board from above, the runner's first row at the bottom unless the blocker views it.
 * Each suit has its colour and its symbol (a sun's rays, a crescent, a crown, a cross), so suits
 * differ in shape as well as colour. Coins are solid discs; pawns are light pawns outlined in
 * their suit; a pawn pinning its coin stands on the disc. A legend on the right names the suits.
 */
public final class PiecepackPicture implements GamePicture<PiecepackPosition> {

    static final double LEFT = 56;
    static final double TOP = 20;
    static final double CELL = 96;
    static final double PANEL = LEFT + Squares.COLUMNS * CELL + 28;
    private static final double HEIGHT = TOP + Squares.ROWS * CELL + 48;
    static final double COIN_RADIUS = 38;
    /** The baseline of the legend's last line. */
    private static final double LEGEND_END = TOP + 30 + 4 * 56 + 70 + 64 + 64 + 56;

    static final Colour GOAL = Colour.of("#f3e3a8");
    private static final Colour[] COLOURS = {Look.VERMILION, Colour.of("#1d1a16"), Look.GREEN, Look.BLUE};

    @Override
    public String gameId() {
        return "piecepack";
    }

    @Override
    public Side defaultBottom() {
        return Side.ONE;
    }

    @Override
    public double height(PiecepackPosition position) {
        return HEIGHT;
    }

    static Colour colour(Suit suit) {
        return COLOURS[suit.ordinal()];
    }

    /** The left edge of a column (0 is a), mirrored when the blocker is nearest. */
    static double x(int column, Side near) {
        return LEFT + (near == Side.ONE ? column : Squares.COLUMNS - 1 - column) * CELL;
    }

    /** The top edge of a row (0 is row 1). */
    static double y(int row, Side near) {
        return TOP + (near == Side.ONE ? Squares.ROWS - 1 - row : row) * CELL;
    }

    static double centreX(int square, Side near) {
        return x(square % Squares.COLUMNS, near) + CELL / 2;
    }

    static double centreY(int square, Side near) {
        return y(square / Squares.COLUMNS, near) + CELL / 2;
    }

    @Override
    public void draw(Canvas canvas, PiecepackPosition position, Optional<PiecepackPosition> before, Side near,
                     Words words) {
        canvas.board(c -> {
            board(c, near);
            legend(c, words);
        });
        before.ifPresent(b -> lastMove(canvas, b, position, near));
        for (int square = 0; square < Squares.COUNT; square++) {
            piecesOn(canvas, position, square, near, words);
        }
        stepped(canvas, position, words);
    }

    private static void board(Canvas canvas, Side near) {
        for (int row = 0; row < Squares.ROWS; row++) {
            for (int column = 0; column < Squares.COLUMNS; column++) {
                Colour fill = row == Squares.ROWS - 1 ? GOAL : (row + column) % 2 == 0 ? Look.BOARD_ALT : Look.BOARD;
                double left = x(column, near);
                double top = y(row, near);
                // Named, as the pieces on it are: an empty square is where a setup puts a pawn or a step lands.
                canvas.group("square").data("square", Squares.name(Squares.at(column, row)))
                        .draw(c -> c.rect(left, top, CELL, CELL, Style.fill(fill)));
            }
            canvas.centredText(LEFT - 24, y(row, near) + CELL / 2, Integer.toString(row + 1), 26, true, Look.MUTED);
        }
        for (int column = 0; column < Squares.COLUMNS; column++) {
            canvas.centredText(x(column, near) + CELL / 2, TOP + Squares.ROWS * CELL + 24,
                    String.valueOf((char) ('a' + column)), 26, true, Look.MUTED);
        }
        canvas.rect(LEFT, TOP, Squares.COLUMNS * CELL, Squares.ROWS * CELL, Style.stroke(Look.LINE, 2));
    }

    /** Outlines what the last turn changed: each piece's old square dashed, its new one solid. */
    private static void lastMove(Canvas canvas, PiecepackPosition before, PiecepackPosition after, Side near) {
        for (Suit suit : Suit.ALL) {
            long coinsLeft = before.coins().of(suit) & ~after.coins().of(suit);
            long coinsCame = after.coins().of(suit) & ~before.coins().of(suit);
            changed(canvas, coinsLeft, coinsCame, near);
            int pawnBefore = before.pawns().of(suit);
            int pawnAfter = after.pawns().of(suit);
            if (pawnBefore != pawnAfter && pawnAfter != Pawns.UNPLACED) {
                changed(canvas, pawnBefore == Pawns.UNPLACED ? 0 : 1L << pawnBefore, 1L << pawnAfter, near);
            }
        }
    }

    private static void changed(Canvas canvas, long left, long came, Side near) {
        for (long bits = left; bits != 0; bits &= bits - 1) {
            int square = Long.numberOfTrailingZeros(bits);
            Marks.cell(canvas, x(square % Squares.COLUMNS, near), y(square / Squares.COLUMNS, near), CELL, false);
        }
        for (long bits = came; bits != 0; bits &= bits - 1) {
            int square = Long.numberOfTrailingZeros(bits);
            Marks.cell(canvas, x(square % Squares.COLUMNS, near), y(square / Squares.COLUMNS, near), CELL, true);
        }
        if (Long.bitCount(left) == 1 && Long.bitCount(came) == 1) {
            int from = Long.numberOfTrailingZeros(left);
            int to = Long.numberOfTrailingZeros(came);
            double x1 = centreX(from, near);
            double y1 = centreY(from, near);
            double x2 = centreX(to, near);
            double y2 = centreY(to, near);
            double length = Math.hypot(x2 - x1, y2 - y1);
            double cut = COIN_RADIUS + 4;
            Marks.arrow(canvas, x1 + (x2 - x1) * cut / length, y1 + (y2 - y1) * cut / length,
                    x2 - (x2 - x1) * cut / length, y2 - (y2 - y1) * cut / length, Look.HIGHLIGHT, 6);
        }
    }

    private static void piecesOn(Canvas canvas, PiecepackPosition position, int square, Side near, Words words) {
        Optional<Suit> coin = suitOf(position.coins(), square);
        Optional<Suit> pawn = Optional.empty();
        for (Suit suit : Suit.ALL) {
            if (position.pawns().of(suit) == square) {
                pawn = Optional.of(suit);
            }
        }
        double cx = centreX(square, near);
        double cy = centreY(square, near);
        String name = Squares.name(square);
        if (coin.isPresent()) {
            Suit suit = coin.get();
            boolean pinned = pawn.isPresent();
            canvas.group("coin").id("coin-" + name).data("square", name).data("suit", suit.title())
                    .data("pinned", pinned)
                    .title(words.text(pinned ? "picture.piecepack.pinned-coin-on" : "picture.piecepack.coin-on",
                            words.term(suit.coin()), name))
                    .draw(c -> {
                        c.circle(cx, cy, COIN_RADIUS, Style.of(colour(suit), Look.WHITE, 2));
                        if (!pinned) {
                            symbol(c, suit, cx, cy, 44, Look.WHITE);
                        }
                    });
        }
        if (pawn.isPresent()) {
            Suit suit = pawn.get();
            boolean pinning = coin.isPresent();
            canvas.group("pawn").id("pawn-" + suit.title()).data("square", name).data("suit", suit.title())
                    .data("pinning", pinning)
                    .title(words.text(pinning ? "picture.piecepack.pawn-pinning" : "picture.piecepack.pawn-on",
                            words.term(suit.term()), name))
                    .draw(c -> pawn(c, suit, cx, cy, pinning ? 0.78 : 1));
        }
    }

    private static Optional<Suit> suitOf(Coins coins, int square) {
        for (Suit suit : Suit.ALL) {
            if ((coins.of(suit) & 1L << square) != 0) {
                return Optional.of(suit);
            }
        }
        return Optional.empty();
    }

    /** A pawn: a light body outlined in its suit's colour, with the suit's symbol on it. */
    private static void pawn(Canvas canvas, Suit suit, double cx, double cy, double scale) {
        double s = scale;
        Style style = Style.of(Look.WHITE, colour(suit), 5 * s);
        canvas.circle(cx, cy - 24 * s, 15 * s, style);
        canvas.polygon(style, cx - 36 * s, cy + 40 * s, cx - 36 * s, cy + 30 * s, cx - 16 * s, cy - 8 * s,
                cx + 16 * s, cy - 8 * s, cx + 36 * s, cy + 30 * s, cx + 36 * s, cy + 40 * s);
        symbol(canvas, suit, cx, cy + 19 * s, 30 * s, colour(suit));
    }

    /** A suit's symbol, {@code size} across, centred on a point. */
    static void symbol(Canvas canvas, Suit suit, double cx, double cy, double size, Colour colour) {
        double r = size / 2;
        Style style = Style.fill(colour);
        switch (suit) {
            case SUNS -> {
                double[] points = new double[32];
                for (int i = 0; i < 16; i++) {
                    double angle = Math.PI * i / 8;
                    double radius = i % 2 == 0 ? r : r * 0.55;
                    points[2 * i] = cx + radius * Math.cos(angle);
                    points[2 * i + 1] = cy + radius * Math.sin(angle);
                }
                canvas.polygon(style, points);
            }
            case MOONS -> canvas.polygon(style, crescent(cx, cy, r * 0.95));
            case CROWNS -> canvas.polygon(style, cx - r, cy + r * 0.6, cx - r, cy - r * 0.55, cx - r * 0.5,
                    cy + r * 0.05, cx, cy - r * 0.8, cx + r * 0.5, cy + r * 0.05, cx + r, cy - r * 0.55, cx + r,
                    cy + r * 0.6);
            default -> {
                double a = r * 0.32;
                canvas.polygon(style, cx - a, cy - r, cx + a, cy - r, cx + a, cy - a, cx + r, cy - a, cx + r,
                        cy + a, cx + a, cy + a, cx + a, cy + r, cx - a, cy + r, cx - a, cy + a, cx - r, cy + a,
                        cx - r, cy - a, cx - a, cy - a);
            }
        }
    }

    /** A crescent: a disc of radius {@code r} less a smaller disc set off to its upper right. */
    private static double[] crescent(double cx, double cy, double r) {
        double inner = 0.8 * r;
        double d = 0.55 * r;
        double x0 = (r * r - inner * inner + d * d) / (2 * d);
        double y0 = Math.sqrt(r * r - x0 * x0);
        double outerStart = Math.atan2(y0, x0);
        double innerStart = Math.atan2(y0, x0 - d);
        int steps = 14;
        double[] points = new double[4 * (steps + 1)];
        double tilt = -Math.PI / 5;
        int i = 0;
        for (int k = 0; k <= steps; k++) {
            double angle = outerStart + (2 * Math.PI - 2 * outerStart) * k / steps;
            i = put(points, i, cx, cy, r * Math.cos(angle), r * Math.sin(angle), tilt);
        }
        for (int k = 0; k <= steps; k++) {
            double angle = 2 * Math.PI - innerStart - (2 * Math.PI - 2 * innerStart) * k / steps;
            i = put(points, i, cx, cy, d + inner * Math.cos(angle), inner * Math.sin(angle), tilt);
        }
        return points;
    }

    private static int put(double[] points, int i, double cx, double cy, double x, double y, double tilt) {
        points[i] = cx + x * Math.cos(tilt) - y * Math.sin(tilt);
        points[i + 1] = cy + x * Math.sin(tilt) + y * Math.cos(tilt);
        return i + 2;
    }

    private static void legend(Canvas canvas, Words words) {
        double y = TOP + 30;
        canvas.text(PANEL, y, words.text("picture.piecepack.suits"), 22, Node.Anchor.START, true, Look.INK);
        for (Suit suit : Suit.ALL) {
            y += 56;
            double cy = y - 8;
            canvas.circle(PANEL + 20, cy, 20, Style.fill(colour(suit)));
            symbol(canvas, suit, PANEL + 20, cy, 24, Look.WHITE);
            canvas.text(PANEL + 48, y, words.term(suit.term()), 22, Node.Anchor.START, false, Look.INK);
        }
        y += 70;
        canvas.circle(PANEL + 20, y - 8, 20, Style.fill(Look.MUTED));
        canvas.text(PANEL + 48, y, words.text("picture.piecepack.coin"), 22, Node.Anchor.START, false, Look.INK);
        y += 64;
        pawn(canvas, Suit.MOONS, PANEL + 20, y - 4, 0.55);
        canvas.text(PANEL + 48, y, words.text("picture.piecepack.pawn"), 22, Node.Anchor.START, false, Look.INK);
        y += 64;
        canvas.circle(PANEL + 20, y - 8, 22, Style.fill(Look.MUTED));
        pawn(canvas, Suit.MOONS, PANEL + 20, y - 4, 0.45);
        canvas.text(PANEL + 48, y, words.text("picture.piecepack.pinned"), 22, Node.Anchor.START, false, Look.INK);
        y += 56;
        canvas.rect(PANEL, y - 22, 40, 28, Style.of(GOAL, Look.LINE, 1));
        canvas.text(PANEL + 48, y, words.text("picture.piecepack.goal"), 22, Node.Anchor.START, false, Look.INK);
    }

    /** The suits whose pawn has stepped, listed below the legend. */
    private static void stepped(Canvas canvas, PiecepackPosition position, Words words) {
        double y = LEGEND_END;
        List<String> stepped = new ArrayList<>();
        for (Suit suit : Suit.ALL) {
            if (position.hasStepped(suit)) {
                stepped.add(words.term(suit.term()));
            }
        }
        if (!stepped.isEmpty()) {
            y += 64;
            canvas.text(PANEL, y, words.text("picture.piecepack.stepped"), 22, Node.Anchor.START, true, Look.INK);
            for (String suit : stepped) {
                y += 30;
                canvas.text(PANEL, y, suit, 22, Node.Anchor.START, false, Look.INK);
            }
        }
    }

    @Override
    public String describe(PiecepackPosition position, Words words) {
        List<String> parts = new ArrayList<>();
        for (Suit suit : Suit.ALL) {
            List<String> coins = new ArrayList<>();
            for (long bits = position.coins().of(suit); bits != 0; bits &= bits - 1) {
                coins.add(Squares.name(Long.numberOfTrailingZeros(bits)));
            }
            int pawn = position.pawns().of(suit);
            String pawnText = pawn == Pawns.UNPLACED ? words.text("picture.piecepack.pawn-unplaced")
                    : words.text((position.coins().of(suit) & 1L << pawn) != 0 ? "picture.piecepack.pawn-at-pinning"
                    : "picture.piecepack.pawn-at", Squares.name(pawn));
            String suitName = words.term(suit.term());
            parts.add(words.text("picture.piecepack.suit-line",
                    suitName.substring(0, 1).toUpperCase(words.locale()) + suitName.substring(1),
                    words.text("picture.piecepack.colour." + suit.letter()),
                    coins.isEmpty() ? words.text("picture.piecepack.no-coins") : String.join(", ", coins), pawnText));
        }
        return String.join(". ", parts) + ". " + words.text("picture.piecepack.goal-row");
    }
}
