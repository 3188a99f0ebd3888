package games.blockade.rules.retreat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A second, deliberately plain implementation of the movement rules, written straight from the
 * rulings on position text, to check the real generator against: squares are strings of pieces
 * bottom to top, moves are their notation. Slow and obvious on purpose.
 */
final class SimpleRetreat {

    /** Unit, distance, the pieces it carries (bottom to top), and what it may land on (own stacks). */
    private static final List<String> UNITS = List.of("B", "BB", "C", "BC", "BBC", "D");
    private static final Map<String, Integer> DISTANCE = Map.of("B", 2, "BB", 2, "C", 1, "BC", 2, "BBC", 3, "D", 1);
    private static final Map<String, List<String>> LANDS_ON = Map.of(
            "B", List.of("", "b"),
            "BB", List.of(""),
            "C", List.of("", "b", "bb"),
            "BC", List.of("", "b"),
            "BBC", List.of(""));

    final String[] squares;
    final char toMove;
    final String blackLast;
    final String whiteLast;

    private SimpleRetreat(String[] squares, char toMove, String blackLast, String whiteLast) {
        this.squares = squares;
        this.toMove = toMove;
        this.blackLast = blackLast;
        this.whiteLast = whiteLast;
    }

    static SimpleRetreat of(String text) {
        String[] fields = text.split(" ");
        String[] squares = fields[0].split("/");
        for (int i = 0; i < squares.length; i++) {
            if (squares[i].equals(".")) {
                squares[i] = "";
            }
        }
        return new SimpleRetreat(squares, fields[1].charAt(0), fields[2], fields[3]);
    }

    String text() {
        List<String> parts = new ArrayList<>();
        for (String square : squares) {
            parts.add(square.isEmpty() ? "." : square);
        }
        return String.join("/", parts) + " " + toMove + " " + blackLast + " " + whiteLast;
    }

    private boolean mine(String stack) {
        return !stack.isEmpty() && (toMove == 'b') == Character.isLowerCase(stack.charAt(0));
    }

    private String lower(String stack) {
        return stack.toLowerCase(Locale.ROOT);
    }

    boolean castleInOpponentsMoat() {
        return squares[9].equals("c") || squares[9].equals("bc") || squares[9].equals("bbc")
                || squares[0].equals("C") || squares[0].equals("BC") || squares[0].equals("BBC");
    }

    List<String> moves() {
        List<String> moves = new ArrayList<>();
        if (castleInOpponentsMoat()) {
            return moves;
        }
        int ownMoat = toMove == 'b' ? 0 : 9;
        String last = toMove == 'b' ? blackLast : whiteLast;
        for (int from = 0; from < 10; from++) {
            if (!mine(squares[from])) {
                continue;
            }
            String stack = lower(squares[from]);
            for (String unit : UNITS) {
                for (int sign : new int[] {-1, 1}) {
                    int to = from + sign * DISTANCE.get(unit);
                    if (to < 0 || to > 9) {
                        continue;
                    }
                    String notation = unit + (from + 1) + "-" + (to + 1);
                    boolean legal;
                    if (unit.equals("D")) {
                        int beyond = to + sign;
                        legal = stack.equals("c") && mine(squares[to]) && lower(squares[to]).equals("b")
                                && beyond >= 0 && beyond <= 9 && squares[beyond].isEmpty();
                    } else {
                        String carried = lower(unit);
                        boolean onTop = stack.endsWith(carried);
                        boolean castleMoves = carried.endsWith("c");
                        String target = squares[to];
                        boolean landing = target.isEmpty() || mine(target) && LANDS_ON.get(unit).contains(lower(target));
                        boolean retreat = last.equals(unit + (to + 1) + "-" + (from + 1));
                        legal = onTop && landing && !(castleMoves && to == ownMoat) && !retreat;
                    }
                    if (legal) {
                        moves.add(notation);
                    }
                }
            }
        }
        return moves;
    }

    SimpleRetreat play(String move) {
        String unit = move.replaceAll("[0-9].*", "");
        String[] ends = move.substring(unit.length()).split("-");
        int from = Integer.parseInt(ends[0]) - 1;
        int to = Integer.parseInt(ends[1]) - 1;
        String[] next = Arrays.copyOf(squares, 10);
        if (unit.equals("D")) {
            int beyond = to + (to - from);
            next[beyond] = next[to];
            next[to] = next[from];
            next[from] = "";
        } else {
            int carried = unit.length();
            String stack = next[from];
            next[to] = next[to] + stack.substring(stack.length() - carried);
            next[from] = stack.substring(0, stack.length() - carried);
        }
        return new SimpleRetreat(next, toMove == 'b' ? 'w' : 'b',
                toMove == 'b' ? move : blackLast, toMove == 'w' ? move : whiteLast);
    }

    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (String move : moves()) {
            total += depth == 1 ? 1 : play(move).perft(depth - 1);
        }
        return total;
    }
}
