package games.blockade.rules.picture;

/**
 * The colours every game's pictures share: a calm light board and dark ink. Colours that must be
 * told apart come from the Okabe-Ito palette, which stays distinct for colour-blind eyes; pieces
 * differ in shape as well.
 */
public final class Look {

    public static final Colour PAPER = Colour.of("#f7f4ec");
    public static final Colour BOARD = Colour.of("#e8dfc8");
    public static final Colour BOARD_ALT = Colour.of("#d9ccab");
    public static final Colour LINE = Colour.of("#6b5d45");
    public static final Colour INK = Colour.of("#1d1a16");
    public static final Colour MUTED = Colour.of("#5c554b");
    public static final Colour WHITE = Colour.of("#ffffff");
    /** The last move's squares. */
    public static final Colour HIGHLIGHT = Colour.of("#e69f00");
    public static final Colour ORANGE = Colour.of("#e69f00");
    public static final Colour SKY = Colour.of("#56b4e9");
    public static final Colour GREEN = Colour.of("#009e73");
    public static final Colour YELLOW = Colour.of("#f0e442");
    public static final Colour BLUE = Colour.of("#0072b2");
    public static final Colour VERMILION = Colour.of("#d55e00");
    public static final Colour PURPLE = Colour.of("#cc79a7");

    private Look() {
    }
}
