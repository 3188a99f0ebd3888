package games.blockade.rules.backgammon;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.Side;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves and positions as text.
 *
 * <p>Moves: {@code row 3} chooses a row; {@code 3-4} shifts a piece from row 3 to row 4; {@code x3}
 * leaps a piece off row 3; {@code end} stops; {@code roll} and {@code leap} are Bungie Battle's
 * choice; {@code shift 5} is Super Push's assignment. The dice's moves: {@code roll 4} (one die),
 * {@code roll 2 5} (Super Push), {@code roll 3 5 1 vs 6 2} (a Bungie leap race: the player's dice,
 * then the opponent's).
 *
 * <p>Positions: space-separated fields, the variant first, then {@code key=value} pairs:
 * <pre>
 * basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=red dice=0
 * basic red=2,3,2,4,3,2 black=2,3,3,3,3,2 turn=red first=red dice=1 row=3 step=spend rolled=4 points=3 began=0,0,2,1,0,0
 * </pre>
 * {@code red} and {@code black} are the pieces in rows 1 to 6; {@code turn} the player to move;
 * {@code first} the player who moved first in the game; {@code dice} how many dice the game has
 * rolled (the index of the next die). A turn in progress adds {@code row} (the chosen row),
 * {@code step} ({@code choice}, {@code roll}, {@code leap-roll}, {@code assign} or {@code spend}),
 * {@code rolled} (the turn's dice, once rolled), the points left when spending ({@code points} in
 * the basic game, {@code shift} in Bungie Battle, {@code shift} and {@code leap} in Super Push) and
 * {@code began}: per row, how many of the pieces that began the turn in the chosen row stand there now.
 */
public final class BackgammonNotation {

    /** Compiled once: a record's every roll is read through here. */
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern ROW = Pattern.compile("row\\s*(\\d{1,9})");
    private static final Pattern SHIFT = Pattern.compile("(\\d{1,9})-(\\d{1,9})");
    private static final Pattern LEAP = Pattern.compile("x\\s*(\\d{1,9})");
    private static final Pattern ASSIGN = Pattern.compile("shift\\s*(\\d{1,9})");
    private static final Pattern ROLL = Pattern.compile("roll((?:\\s+\\d{1,9})+)(?:\\s+vs((?:\\s+\\d{1,9})+))?");
    private static final Set<String> KEYS = Set.of("red", "black", "turn", "first", "dice", "row", "step", "rolled",
            "points", "shift", "leap", "began");

    private BackgammonNotation() {
    }

    /** Reads one move's notation; whether it is legal where it is played is for the rules to say. */
    public static BackgammonMove parseMove(String text) throws Rejection {
        // Read in any case and spacing; a refusal quotes the move as the player typed it.
        String typed = text.strip();
        String move = SPACES.matcher(typed.toLowerCase(Locale.ROOT)).replaceAll(" ");
        if (move.isEmpty()) {
            throw new Rejection(new Refusal.NoMoveGiven(new Refusal.Backgammon.Shapes()));
        }
        switch (move) {
            case "end":
                return new BackgammonMove.End();
            case "leap":
                return new BackgammonMove.DeclareLeap();
            case "roll":
                return new BackgammonMove.DeclareRoll();
            case "row":
                throw new Rejection(new Refusal.Backgammon.WhichRow(typed));
            case "shift":
                throw new Rejection(new Refusal.Backgammon.WhichDie(typed));
            default:
                break;
        }
        Matcher m = ROW.matcher(move);
        if (m.matches()) {
            return new BackgammonMove.ChooseRow(row(typed, m.group(1)));
        }
        m = SHIFT.matcher(move);
        if (m.matches()) {
            return new BackgammonMove.Shift(row(typed, m.group(1)), row(typed, m.group(2)));
        }
        m = LEAP.matcher(move);
        if (m.matches()) {
            return new BackgammonMove.Leap(row(typed, m.group(1)));
        }
        m = ASSIGN.matcher(move);
        if (m.matches()) {
            return new BackgammonMove.Assign(die(typed, m.group(1)));
        }
        m = ROLL.matcher(move);
        if (m.matches()) {
            return new BackgammonMove.Roll(dice(typed, m.group(1)), m.group(2) == null ? List.of() : dice(typed, m.group(2)));
        }
        throw new Rejection(new Refusal.Backgammon.NotAMove(shorten(typed)));
    }

    public static String formatMove(BackgammonMove move) {
        if (move instanceof BackgammonMove.ChooseRow choose) {
            return "row " + choose.row();
        }
        if (move instanceof BackgammonMove.Shift shift) {
            return shift.from() + "-" + shift.to();
        }
        if (move instanceof BackgammonMove.Leap leap) {
            return "x" + leap.row();
        }
        if (move instanceof BackgammonMove.End) {
            return "end";
        }
        if (move instanceof BackgammonMove.DeclareRoll) {
            return "roll";
        }
        if (move instanceof BackgammonMove.DeclareLeap) {
            return "leap";
        }
        if (move instanceof BackgammonMove.Assign assign) {
            return "shift " + assign.shiftDie();
        }
        BackgammonMove.Roll roll = (BackgammonMove.Roll) move;
        StringBuilder text = new StringBuilder("roll");
        roll.dice().forEach(d -> text.append(' ').append(d));
        if (!roll.against().isEmpty()) {
            text.append(" vs");
            roll.against().forEach(d -> text.append(' ').append(d));
        }
        return text.toString();
    }

    /** Splits a command into moves: {@code row 3}, {@code shift 5} and {@code roll 2 5} are one move each. */
    public static List<String> splitMoves(String command) {
        String[] words = command.strip().split("\\s+");
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            if (words[i].isEmpty()) {
                continue;
            }
            StringBuilder move = new StringBuilder(words[i]);
            String word = words[i].toLowerCase(Locale.ROOT);
            if (word.equals("row") || word.equals("shift")) {
                if (i + 1 < words.length && isNumber(words[i + 1])) {
                    move.append(' ').append(words[++i]);
                }
            } else if (word.equals("roll")) {
                while (i + 1 < words.length && (isNumber(words[i + 1]) || words[i + 1].equalsIgnoreCase("vs"))) {
                    move.append(' ').append(words[++i]);
                }
            }
            moves.add(move.toString());
        }
        return moves;
    }

    /** The position's text, as described in the class comment. */
    public static String formatPosition(BackgammonPosition position) {
        StringBuilder text = new StringBuilder(position.variant().id())
                .append(" red=").append(position.red().text())
                .append(" black=").append(position.black().text())
                .append(" turn=").append(sideId(position.toMove()))
                .append(" first=").append(sideId(position.first()))
                .append(" dice=").append(position.diceRolled());
        TurnState turn = position.turn();
        if (turn.step() == Step.ROW) {
            return text.toString();
        }
        text.append(" row=").append(turn.row()).append(" step=").append(turn.step().id());
        if (!turn.rolled().isEmpty()) {
            text.append(" rolled=").append(String.join(",", turn.rolled().stream().map(String::valueOf).toList()));
        }
        if (turn.step() == Step.SPEND) {
            switch (position.variant()) {
                case BASIC -> text.append(" points=").append(turn.points());
                case BUNGIE -> text.append(" shift=").append(turn.shiftPoints());
                case SUPERPUSH -> text.append(" shift=").append(turn.shiftPoints()).append(" leap=").append(turn.leapPoints());
            }
        }
        return text.append(" began=").append(turn.began().text()).toString();
    }

    /**
     * Reads a position's text. Besides the format, it checks what the rules rely on: at most 16
     * pieces a side, a chosen row that the turn's pieces could have come from, points no more than
     * the dice gave, and a turn that is not already over.
     */
    public static BackgammonPosition parsePosition(String text) throws Rejection {
        String[] fields = text.strip().split("\\s+");
        Variant variant = Variant.of(fields[0]);
        if (variant == null) {
            throw new Rejection("a position starts with its variant (basic, bungie or superpush), not '"
                    + shorten(fields[0]) + "'");
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 1; i < fields.length; i++) {
            int eq = fields[i].indexOf('=');
            String key = eq < 0 ? fields[i] : fields[i].substring(0, eq).toLowerCase(Locale.ROOT);
            if (eq < 0 || !KEYS.contains(key)) {
                throw new Rejection("'" + shorten(fields[i]) + "' is not a position field; fields: red=, black=, turn=, "
                        + "first=, dice=, and for a turn in progress row=, step=, rolled=, points=, shift=, leap=, began=");
            }
            if (values.put(key, fields[i].substring(eq + 1)) != null) {
                throw new Rejection("position field " + key + "= given twice");
            }
        }
        Rows red = rows("red", required(values, "red"));
        Rows black = rows("black", required(values, "black"));
        Side toMove = side("turn", required(values, "turn"));
        Side first = side("first", required(values, "first"));
        long dice = counter(required(values, "dice"));
        TurnState turn = values.containsKey("row") ? turn(variant, red, black, toMove, values) : noTurn(values);
        if (dice < turn.rolled().size()) {
            throw new Rejection("dice=" + dice + " is fewer than the " + turn.rolled().size() + " dice this turn rolled");
        }
        return new BackgammonPosition(variant, red, black, toMove, first, dice, turn);
    }

    private static TurnState noTurn(Map<String, String> values) throws Rejection {
        for (String key : List.of("step", "rolled", "points", "shift", "leap", "began")) {
            if (values.containsKey(key)) {
                throw new Rejection("position field " + key + "= belongs to a turn in progress, which needs row=");
            }
        }
        return TurnState.CHOOSE;
    }

    private static TurnState turn(Variant variant, Rows red, Rows black, Side toMove, Map<String, String> values)
            throws Rejection {
        int row = number("row", values.get("row"), 1, Rows.ROWS);
        Step step = step(variant, required(values, "step"));
        Rows own = toMove == Side.ONE ? red : black;
        Rows began = rows("began", required(values, "began"));
        List<Integer> rolled = values.containsKey("rolled") ? dieList(values.get("rolled")) : List.of();
        boolean rolls = step == Step.ASSIGN || step == Step.SPEND;
        int wanted = variant == Variant.SUPERPUSH ? 2 : 1;
        if (rolls != !rolled.isEmpty() || (rolls && rolled.size() != wanted)) {
            throw new Rejection(rolls
                    ? "step=" + step.id() + " needs rolled= with the turn's " + wanted + (wanted == 1 ? " die" : " dice")
                    : "step=" + step.id() + " comes before the dice are rolled, so it has no rolled=");
        }
        for (int r = 1; r <= Rows.ROWS; r++) {
            if (began.count(r) > own.count(r)) {
                throw new Rejection("began= has " + began.count(r) + " pieces in row " + r + " but the player to move has "
                        + own.count(r) + " there");
            }
        }
        if (step != Step.SPEND && !began.equals(Rows.EMPTY.plus(row, own.count(row)))) {
            throw new Rejection("before any points are spent, began= is every piece in the chosen row: "
                    + Rows.EMPTY.plus(row, own.count(row)).text());
        }
        if (step != Step.SPEND && own.count(row) == 0) {
            throw new Rejection("row=" + row + " holds none of the player to move's pieces");
        }
        List<String> pools = switch (variant) {
            case BASIC -> List.of("points");
            case BUNGIE -> List.of("shift");
            case SUPERPUSH -> List.of("shift", "leap");
        };
        for (String pool : List.of("points", "shift", "leap")) {
            if (values.containsKey(pool) && (step != Step.SPEND || !pools.contains(pool))) {
                throw new Rejection("position field " + pool + "= is not used at step=" + step.id() + " in " + variant.id());
            }
        }
        if (step != Step.SPEND) {
            return new TurnState(step, row, rolled, 0, 0, 0, began);
        }
        TurnState turn;
        switch (variant) {
            case BASIC -> turn = new TurnState(step, row, rolled,
                    number("points", required(values, "points"), 0, rolled.get(0)), 0, 0, began);
            case BUNGIE -> turn = new TurnState(step, row, rolled, 0,
                    number("shift", required(values, "shift"), 0, rolled.get(0)), 0, began);
            default -> {
                int shift = number("shift", required(values, "shift"), 0, 6);
                int leap = number("leap", required(values, "leap"), 0, 6);
                boolean fits = (shift <= rolled.get(0) && leap <= rolled.get(1))
                        || (shift <= rolled.get(1) && leap <= rolled.get(0));
                if (!fits) {
                    throw new Rejection("shift=" + shift + " leap=" + leap + " is more than the dice "
                            + rolled.get(0) + " and " + rolled.get(1) + " gave");
                }
                turn = new TurnState(step, row, rolled, 0, shift, leap, began);
            }
        }
        return turn;
    }

    private static String required(Map<String, String> values, String key) throws Rejection {
        String value = values.get(key);
        if (value == null) {
            throw new Rejection("the position has no " + key + "= field");
        }
        return value;
    }

    private static Rows rows(String key, String value) throws Rejection {
        String[] parts = value.split(",", -1);
        if (parts.length != Rows.ROWS) {
            throw new Rejection(key + "= needs six counts, rows 1 to 6, like 2,3,3,3,3,2; not '" + shorten(value) + "'");
        }
        int[] counts = new int[Rows.ROWS];
        for (int i = 0; i < Rows.ROWS; i++) {
            counts[i] = number(key, parts[i], 0, Rows.PIECES);
        }
        Rows rows = Rows.of(counts);
        if (rows.total() > Rows.PIECES) {
            throw new Rejection(key + "= has " + rows.total() + " pieces; a player has at most " + Rows.PIECES);
        }
        return rows;
    }

    private static Side side(String key, String value) throws Rejection {
        switch (value.toLowerCase(Locale.ROOT)) {
            case "red":
                return Side.ONE;
            case "black":
                return Side.TWO;
            default:
                throw new Rejection(key + "= is red or black, not '" + shorten(value) + "'");
        }
    }

    private static Step step(Variant variant, String value) throws Rejection {
        for (Step step : Step.values()) {
            if (step != Step.ROW && step.id().equalsIgnoreCase(value)) {
                boolean fits = switch (step) {
                    case CHOICE, LEAP_ROLL -> variant == Variant.BUNGIE;
                    case ASSIGN -> variant == Variant.SUPERPUSH;
                    default -> true;
                };
                if (!fits) {
                    throw new Rejection("step=" + step.id() + " does not occur in " + variant.id());
                }
                return step;
            }
        }
        throw new Rejection("step= is choice, roll, leap-roll, assign or spend, not '" + shorten(value) + "'");
    }

    private static long counter(String value) throws Rejection {
        if (!value.matches("\\d{1,18}")) {
            throw new Rejection("dice= is how many dice the game has rolled, a whole number, not '" + shorten(value) + "'");
        }
        return Long.parseLong(value);
    }

    private static List<Integer> dieList(String value) throws Rejection {
        List<Integer> dice = new ArrayList<>();
        for (String part : value.split(",", -1)) {
            dice.add(number("rolled", part, 1, 6));
        }
        return List.copyOf(dice);
    }

    private static int number(String key, String value, int min, int max) throws Rejection {
        if (!value.matches("\\d{1,9}") || Integer.parseInt(value) < min || Integer.parseInt(value) > max) {
            throw new Rejection(key + "= takes whole numbers from " + min + " to " + max + ", not '" + shorten(value) + "'");
        }
        return Integer.parseInt(value);
    }

    private static int row(String move, String digits) throws Rejection {
        int row = Integer.parseInt(digits);
        if (row < 1 || row > Rows.ROWS) {
            throw new Rejection(new Refusal.Backgammon.RowNumbers(move));
        }
        return row;
    }

    private static int die(String move, String digits) throws Rejection {
        int die = Integer.parseInt(digits);
        if (die < 1 || die > 6) {
            throw new Rejection(new Refusal.Backgammon.DieNumbers(move));
        }
        return die;
    }

    private static List<Integer> dice(String move, String numbers) throws Rejection {
        List<Integer> dice = new ArrayList<>();
        for (String number : numbers.strip().split(" ")) {
            dice.add(die(move, number));
        }
        return dice;
    }

    private static boolean isNumber(String word) {
        return !word.isEmpty() && word.chars().allMatch(Character::isDigit);
    }

    static String sideId(Side side) {
        return side == Side.ONE ? "red" : "black";
    }

    private static String shorten(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }
}
