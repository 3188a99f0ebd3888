package games.blockade.rules.retreat;

import games.blockade.rules.Side;
import games.blockade.rules.language.Words;
import games.blockade.rules.picture.Canvas;
import games.blockade.rules.picture.Colour;
import games.blockade.rules.picture.GamePicture;
import games.blockade.rules.picture.Look;
import games.blockade.rules.picture.Marks;
import games.blockade.rules.picture.Style;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The line of ten squares seen from the side: each stack drawn piece on piece (arched bridges,
 * crenellated castles) with its notation beneath, the moats in blue, each side's territory
 * marked below. Black's pieces are dark, White's light, so the sides differ in brightness, which
 * every eye can tell; the kinds differ in shape.
 */
public final class RetreatPicture implements GamePicture<RetreatPosition> {

    static final double MARGIN = 20;
    static final double CELL = 76;
    static final double CELL_TOP = 52;
    static final double CELL_HEIGHT = 176;
    static final double GROUND = CELL_TOP + CELL_HEIGHT - 8;
    static final double BRIDGE_WIDTH = 66;
    static final double BRIDGE_HEIGHT = 30;
    static final double CASTLE_WIDTH = 52;
    static final double CASTLE_HEIGHT = 66;
    static final double GAP = 3;
    private static final double HEIGHT = 312;

    static final Colour MOAT = Colour.of("#cfe3f0");
    static final Colour WATER = Colour.of("#2f6f99");
    static final Colour DARK = Colour.of("#2a2622");
    static final Colour LIGHT = Colour.of("#ffffff");

    @Override
    public String gameId() {
        return "retreat";
    }

    @Override
    public Side defaultBottom() {
        return Side.ONE;
    }

    @Override
    public double height(RetreatPosition position) {
        return HEIGHT;
    }

    /** The left edge of a square's cell, with {@code near}'s moat on the left. */
    static double left(int square, Side near) {
        int column = near == Side.ONE ? square - 1 : RetreatPosition.SQUARES - square;
        return MARGIN + column * CELL;
    }

    static double centre(int square, Side near) {
        return left(square, near) + CELL / 2;
    }

    /** The vertical centre of the {@code level}-th bridge from the ground (0 is the lowest). */
    static double bridgeCentre(int level) {
        return GROUND - BRIDGE_HEIGHT / 2 - level * (BRIDGE_HEIGHT + GAP);
    }

    /** The vertical centre of a castle standing on {@code bridges} bridges. */
    static double castleCentre(int bridges) {
        return GROUND - bridges * (BRIDGE_HEIGHT + GAP) - CASTLE_HEIGHT / 2;
    }

    @Override
    public void draw(Canvas canvas, RetreatPosition position, Optional<RetreatPosition> before, Side near,
                     Words words) {
        canvas.board(c -> {
            for (int square = 1; square <= RetreatPosition.SQUARES; square++) {
                cell(c, square, near, words);
            }
            territories(c, near, words);
        });
        before.filter(b -> !b.equals(position))
                .flatMap(b -> position.lastMove(position.toMove().other()))
                .ifPresent(move -> lastMove(canvas, move, near));
        for (int square = 1; square <= RetreatPosition.SQUARES; square++) {
            Optional<Side> owner = position.owner(square);
            if (owner.isPresent()) {
                stack(canvas, position, square, owner.get(), near, words);
            }
        }
    }

    private static void cell(Canvas canvas, int square, Side near, Words words) {
        double x = left(square, near);
        boolean moat = square == 1 || square == RetreatPosition.SQUARES;
        canvas.group("square").data("square", square).draw(c -> {
            c.rect(x, CELL_TOP, CELL, CELL_HEIGHT, Style.of(moat ? MOAT : Look.BOARD, Look.LINE, 1.5));
            c.centredText(x + CELL / 2, CELL_TOP - 20, Integer.toString(square), 24, true, Look.MUTED);
            if (moat) {
                c.centredText(x + CELL / 2, CELL_TOP + 18, words.text("picture.retreat.moat"), 18, true, WATER);
            }
        });
    }

    private static void territories(Canvas canvas, Side near, Words words) {
        for (Side side : Side.values()) {
            int first = side == Side.ONE ? 1 : 6;
            double x = Math.min(left(first, near), left(first + 4, near));
            double y = CELL_TOP + CELL_HEIGHT + 46;
            boolean dark = side == Side.ONE;
            canvas.group("territory").data("side", lower(side)).draw(c -> {
                c.roundRect(x + 4, y, 5 * CELL - 8, 28, 6, Style.of(dark ? DARK : LIGHT, DARK, 2));
                c.centredText(x + 5 * CELL / 2, y + 14, words.text("picture.retreat.territory", words.side("retreat", side)), 18, true, dark ? LIGHT : DARK);
            });
        }
    }

    private static void lastMove(Canvas canvas, RetreatMove move, Side near) {
        Marks.cell(canvas, left(move.from(), near), CELL_TOP, CELL, CELL_HEIGHT, false);
        Marks.cell(canvas, left(move.to(), near), CELL_TOP, CELL, CELL_HEIGHT, true);
        if (move.unit() == RetreatUnit.D) {
            int beyond = move.to() + (move.to() - move.from());
            Marks.cell(canvas, left(beyond, near), CELL_TOP, CELL, CELL_HEIGHT, true);
        }
        double y = CELL_TOP + 44;
        double from = centre(move.from(), near);
        double to = centre(move.to(), near);
        double shorten = Math.signum(to - from) * 10;
        Marks.arrow(canvas, from + shorten, y, to - shorten, y, Look.HIGHLIGHT, 5);
    }

    private static void stack(Canvas canvas, RetreatPosition position, int square, Side owner, Side near,
                              Words words) {
        RetreatPosition.Army army = position.army(owner);
        int bridges = army.bridgesOn(square);
        boolean castle = army.castle() == square;
        String code = "B".repeat(bridges) + (castle ? "C" : "");
        double cx = centre(square, near);
        boolean dark = owner == Side.ONE;
        canvas.group("stack").id("stack-" + square).data("square", square).data("side", lower(owner))
                .data("stack", code).title(words.text("picture.retreat.stack", words.side("retreat", owner), words.term(position.stack(square)), square))
                .draw(c -> {
                    for (int level = 0; level < bridges; level++) {
                        bridge(c, cx, bridgeCentre(level) - BRIDGE_HEIGHT / 2, dark);
                    }
                    if (castle) {
                        castle(c, cx, castleCentre(bridges) - CASTLE_HEIGHT / 2, dark);
                    }
                    c.centredText(cx, CELL_TOP + CELL_HEIGHT + 22, code, 22, true, Look.INK);
                });
    }

    /** An arched bridge whose deck's top is at {@code top}. */
    private static void bridge(Canvas canvas, double cx, double top, boolean dark) {
        double half = BRIDGE_WIDTH / 2;
        double bottom = top + BRIDGE_HEIGHT;
        List<Double> points = new ArrayList<>(List.of(cx - half, top, cx + half, top, cx + half, bottom,
                cx + 19, bottom));
        for (int i = 1; i < 8; i++) {
            double angle = Math.PI * i / 8;
            points.add(cx + 19 * Math.cos(angle));
            points.add(bottom - 16 * Math.sin(angle));
        }
        points.addAll(List.of(cx - 19, bottom, cx - half, bottom));
        double[] xy = new double[points.size()];
        for (int i = 0; i < xy.length; i++) {
            xy[i] = points.get(i);
        }
        canvas.group("piece").data("piece", "bridge").draw(c -> c.polygon(pieceStyle(dark), xy));
    }

    /** A castle whose battlements' top is at {@code top}, with a door in the other side's colour. */
    private static void castle(Canvas canvas, double cx, double top, boolean dark) {
        double h = CASTLE_WIDTH / 2;
        double b = top + CASTLE_HEIGHT;
        double notch = top + 12;
        double m = h / 2;
        double n = h / 5;
        canvas.group("piece").data("piece", "castle").draw(c -> {
            c.polygon(pieceStyle(dark), cx - h, b, cx - h, top, cx - m, top, cx - m, notch, cx - n, notch,
                    cx - n, top, cx + n, top, cx + n, notch, cx + m, notch, cx + m, top, cx + h, top, cx + h, b);
            c.polygon(Style.fill(dark ? LIGHT : DARK), cx - 8, b, cx - 8, b - 16, cx - 5, b - 22, cx, b - 24,
                    cx + 5, b - 22, cx + 8, b - 16, cx + 8, b);
        });
    }

    private static Style pieceStyle(boolean dark) {
        return dark ? Style.of(DARK, Look.INK, 2) : Style.of(LIGHT, DARK, 3);
    }

    @Override
    public String describe(RetreatPosition position, Words words) {
        List<String> sentences = new ArrayList<>();
        for (Side side : Side.values()) {
            List<String> stacks = new ArrayList<>();
            for (int square = 1; square <= RetreatPosition.SQUARES; square++) {
                if (position.owner(square).equals(Optional.of(side))) {
                    stacks.add(words.text("picture.retreat.piece", words.term(position.stack(square)), square));
                }
            }
            String who = words.side("retreat", side);
            String all = String.join(", ", stacks);
            sentences.add(position.lastMove(side).map(m -> words.text("picture.retreat.army-last", who, all, m.toString()))
                    .orElseGet(() -> words.text("picture.retreat.army", who, all)));
        }
        return String.join(". ", sentences) + ". "
                + words.text("picture.retreat.moats", words.side("retreat", Side.ONE), words.side("retreat", Side.TWO));
    }

    static String name(Side side) {
        return side == Side.ONE ? "Black" : "White";
    }

    static String lower(Side side) {
        return name(side).toLowerCase(Locale.ROOT);
    }
}
