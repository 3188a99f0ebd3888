package games.blockade.rules.piecepack;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A second, deliberately plain move generator for checking perft: it reads the position text
 * itself, keeps the board as two strings of 48 cells from a1 (the coins' suits and the pawns'
 * suits, '.' for none), and finds blocker turns by trying every order of steps, one coin at a
 * time, keeping each distinct resulting board.
 */
final class SimpleGenerator {

    /** {@code stepped}: the suits the blocker has stepped so far in its turn. */
    record Board(String coins, String pawns, boolean runnerToMove, String stepped) {
    }

    private static final int[][] DIRECTIONS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

    private SimpleGenerator() {
    }

    static Board read(String text) {
        String[] fields = text.split(" ");
        String[] rows = fields[0].split("/");
        StringBuilder coins = new StringBuilder();
        StringBuilder pawns = new StringBuilder();
        for (int row = 0; row < 8; row++) {
            String line = rows[7 - row];
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                boolean pinning = i + 1 < line.length() && line.charAt(i + 1) == '*';
                if (pinning) {
                    i++;
                }
                pawns.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : '.');
                coins.append(Character.isLowerCase(c) ? c : pinning ? Character.toLowerCase(c) : '.');
            }
        }
        return new Board(coins.toString(), pawns.toString(), fields[1].equals("r"),
                fields.length == 3 && !fields[2].equals("setup") ? fields[2] : "");
    }

    static String write(Board board) {
        StringBuilder text = new StringBuilder();
        for (int row = 7; row >= 0; row--) {
            for (int column = 0; column < 6; column++) {
                char coin = board.coins().charAt(row * 6 + column);
                char pawn = board.pawns().charAt(row * 6 + column);
                text.append(pawn != '.' ? Character.toUpperCase(pawn) + (coin != '.' ? "*" : "") : String.valueOf(coin));
            }
            text.append(row > 0 ? "/" : "");
        }
        return text.append(board.runnerToMove() ? " r" : " b").toString();
    }

    static long perft(Board board, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Board> next = board.runnerToMove() ? runnerMoves(board) : blockerTurns(board);
        if (depth == 1) {
            return next.size();
        }
        long total = 0;
        for (Board b : next) {
            total += perft(b, depth - 1);
        }
        return total;
    }

    static boolean over(Board board) {
        return !board.pawns().substring(42).equals("......")
                || board.runnerToMove() && anyRunnerMoves(board).isEmpty();
    }

    static List<Board> runnerMoves(Board board) {
        return over(board) ? List.of() : anyRunnerMoves(board);
    }

    private static List<Board> anyRunnerMoves(Board board) {
        List<Board> out = new ArrayList<>();
        for (int from = 0; from < 48; from++) {
            char suit = board.pawns().charAt(from);
            if (suit == '.') {
                continue;
            }
            for (int[] d : DIRECTIONS) {
                int column = from % 6 + d[0];
                int row = from / 6 + d[1];
                while (column >= 0 && column < 6 && row >= 0 && row < 8) {
                    int to = row * 6 + column;
                    char coin = board.coins().charAt(to);
                    if (board.pawns().charAt(to) == '.') {
                        if (coin != '.' && coin != suit) {
                            break;
                        }
                        StringBuilder pawns = new StringBuilder(board.pawns());
                        pawns.setCharAt(from, '.');
                        pawns.setCharAt(to, suit);
                        out.add(new Board(board.coins(), pawns.toString(), false, ""));
                    }
                    column += d[0];
                    row += d[1];
                }
            }
        }
        return out;
    }

    static List<Board> blockerTurns(Board board) {
        if (over(board)) {
            return List.of();
        }
        Set<String> results = new LinkedHashSet<>();
        steps(board, board.coins(), board.stepped(), new HashSet<>(), results);
        List<Board> out = new ArrayList<>();
        for (String coins : results) {
            out.add(new Board(coins, board.pawns(), true, ""));
        }
        return out;
    }

    private static void steps(Board board, String coins, String used, Set<String> seen, Set<String> results) {
        if (!seen.add(used + coins)) {
            return;
        }
        results.add(coins);
        for (int from = 0; from < 48; from++) {
            char suit = coins.charAt(from);
            if (suit == '.' || board.pawns().charAt(from) != '.' || used.indexOf(suit) >= 0) {
                continue;
            }
            for (int[] d : DIRECTIONS) {
                int column = from % 6 + d[0];
                int row = from / 6 + d[1];
                if (column < 0 || column >= 6 || row < 0 || row >= 8) {
                    continue;
                }
                int to = row * 6 + column;
                if (coins.charAt(to) == '.' && board.pawns().charAt(to) == '.') {
                    StringBuilder next = new StringBuilder(coins);
                    next.setCharAt(from, '.');
                    next.setCharAt(to, suit);
                    steps(board, next.toString(), used + suit, seen, results);
                }
            }
        }
    }
}
