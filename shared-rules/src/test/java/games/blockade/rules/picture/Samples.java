package games.blockade.rules.picture;

/** Small scenes that use every kind of node. */
final class Samples {

    static final Colour RED = Colour.of("#d55e00");
    static final Colour BLUE = Colour.of("#0072b2");

    private Samples() {
    }

    /** A red square on the left half, a blue disc on the right, a caption below; 200 x 120 units. */
    static Scene squareAndDisc(String caption) {
        Canvas canvas = new Canvas();
        canvas.group("piece").id("left").data("square", "a1").title("red square").draw(c -> c
                .rect(10, 10, 80, 80, Style.fill(RED)));
        canvas.group("piece").id("right").data("square", "b1").title("blue disc").draw(c -> c
                .circle(150, 50, 40, Style.of(BLUE, Look.INK, 2)));
        canvas.polygon(Style.stroke(Look.INK, 1).withDashes(), 0, 0, 200, 0, 200, 100, 0, 100);
        canvas.text(100, 114, caption, 14, Node.Anchor.MIDDLE, true, Look.INK);
        return canvas.scene(200, 120, "Sample <" + caption + ">", "A red square & a blue disc", Look.PAPER);
    }
}
