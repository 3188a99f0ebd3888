package games.blockade.rules.piecepack;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The two setups: reading and checking a hand-made one (naming every problem at once), writing
 * one, and drawing a random legal one from a seed.
 */
public final class PiecepackSetups {

    public static final int COINS_PER_SUIT = 6;

    private PiecepackSetups() {
    }

    /** {@code s:c3,d4,e5,f6,a7,b8 m:... c:... a:...}: suits in order, each suit's squares a1 onward. */
    public static String formatCoins(Coins coins) {
        List<String> parts = new ArrayList<>();
        for (Suit suit : Suit.ALL) {
            List<String> squares = new ArrayList<>();
            long bits = coins.of(suit);
            while (bits != 0) {
                squares.add(Squares.name(Long.numberOfTrailingZeros(bits)));
                bits &= bits - 1;
            }
            parts.add(suit.letter() + ":" + String.join(",", squares));
        }
        return String.join(" ", parts);
    }

    /** {@code s:a1 m:b1 c:c1 a:d1}. */
    public static String formatPawns(Pawns pawns) {
        List<String> parts = new ArrayList<>();
        for (Suit suit : Suit.ALL) {
            parts.add(suit.letter() + ":" + Squares.name(pawns.of(suit)));
        }
        return String.join(" ", parts);
    }

    /**
     * The blocker's coin setup: six coins of each suit, at most one per square, none in rows 1–2.
     * A setup with problems is rejected with all of them.
     */
    public static Coins parseCoins(String text) throws Rejection {
        List<Refusal.Piecepack> problems = new ArrayList<>();
        long[] coins = new long[4];
        boolean[] given = new boolean[4];
        for (String part : text.strip().split("\\s+")) {
            if (part.isEmpty()) {
                continue;
            }
            int colon = part.indexOf(':');
            if (colon != 1) {
                problems.add(new Refusal.Piecepack.NotSuitCoins(part));
                continue;
            }
            Suit suit;
            try {
                suit = Suit.of(part.charAt(0));
            } catch (Rejection e) {
                problems.add((Refusal.Piecepack) e.refusal());
                continue;
            }
            if (given[suit.ordinal()]) {
                problems.add(new Refusal.Piecepack.SuitTwice(suit.term()));
                continue;
            }
            given[suit.ordinal()] = true;
            int count = 0;
            for (String name : part.substring(2).split(",", -1)) {
                int square;
                try {
                    square = Squares.parse(name);
                } catch (Rejection e) {
                    problems.add(new Refusal.Piecepack.SuitSquare(suit.term(), (Refusal.Piecepack) e.refusal()));
                    continue;
                }
                count++;
                String at = Squares.name(square);
                if ((Squares.bit(square) & Squares.SETUP_FORBIDDEN) != 0) {
                    problems.add(new Refusal.Piecepack.SetupRows(at));
                    continue;
                }
                int holder = suitAt(coins, square);
                if (holder >= 0) {
                    problems.add(holder == suit.ordinal() ? new Refusal.Piecepack.TwoCoinsTwice(at, suit.term())
                            : new Refusal.Piecepack.TwoCoins(at, Suit.ALL.get(holder).term(), suit.term()));
                    continue;
                }
                coins[suit.ordinal()] |= Squares.bit(square);
            }
            if (count != COINS_PER_SUIT) {
                problems.add(new Refusal.Piecepack.CoinCount(suit.term(), count));
            }
        }
        for (Suit suit : Suit.ALL) {
            if (!given[suit.ordinal()]) {
                problems.add(new Refusal.Piecepack.NoCoins(suit.term(), String.valueOf(suit.letter())));
            }
        }
        if (!problems.isEmpty()) {
            throw new Rejection(new Refusal.Piecepack.CoinSetup(problems));
        }
        return new Coins(coins[0], coins[1], coins[2], coins[3]);
    }

    /** The runner's pawn setup: each suit's pawn on its own square of row 1. */
    public static Pawns parsePawns(String text) throws Rejection {
        List<Refusal.Piecepack> problems = new ArrayList<>();
        int[] pawns = {Pawns.UNPLACED, Pawns.UNPLACED, Pawns.UNPLACED, Pawns.UNPLACED};
        boolean[] given = new boolean[4];
        for (String part : text.strip().split("\\s+")) {
            if (part.isEmpty()) {
                continue;
            }
            if (part.indexOf(':') != 1) {
                problems.add(new Refusal.Piecepack.NotAPawnSquare(part));
                continue;
            }
            Suit suit;
            int square;
            try {
                suit = Suit.of(part.charAt(0));
                square = Squares.parse(part.substring(2));
            } catch (Rejection e) {
                problems.add((Refusal.Piecepack) e.refusal());
                continue;
            }
            String at = Squares.name(square);
            if (given[suit.ordinal()]) {
                problems.add(new Refusal.Piecepack.PawnTwice(suit.term()));
            } else if (Squares.row(square) != 0) {
                problems.add(new Refusal.Piecepack.PawnsOnRowOne(at));
            } else if (indexOf(pawns, square) >= 0) {
                problems.add(new Refusal.Piecepack.TwoPawns(at, Suit.ALL.get(indexOf(pawns, square)).term(), suit.term()));
            } else {
                pawns[suit.ordinal()] = square;
            }
            given[suit.ordinal()] = true;
        }
        for (Suit suit : Suit.ALL) {
            if (!given[suit.ordinal()]) {
                problems.add(new Refusal.Piecepack.PawnNotPlaced(suit.term(), String.valueOf(suit.letter())));
            }
        }
        if (!problems.isEmpty()) {
            throw new Rejection(new Refusal.Piecepack.PawnSetup(problems));
        }
        return new Pawns(pawns[0], pawns[1], pawns[2], pawns[3]);
    }

    /** A uniformly random legal coin setup. */
    public static Coins randomCoins(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] squares = new int[Squares.COUNT - 2 * Squares.COLUMNS];
        for (int i = 0; i < squares.length; i++) {
            squares[i] = 2 * Squares.COLUMNS + i;
        }
        long[] coins = new long[4];
        for (int i = 0; i < 4 * COINS_PER_SUIT; i++) {
            int pick = i + random.nextInt(squares.length - i);
            int square = squares[pick];
            squares[pick] = squares[i];
            squares[i] = square;
            coins[i / COINS_PER_SUIT] |= Squares.bit(square);
        }
        return new Coins(coins[0], coins[1], coins[2], coins[3]);
    }

    /** A uniformly random legal pawn setup. */
    public static Pawns randomPawns(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] columns = {0, 1, 2, 3, 4, 5};
        for (int i = 0; i < 4; i++) {
            int pick = i + random.nextInt(columns.length - i);
            int column = columns[pick];
            columns[pick] = columns[i];
            columns[i] = column;
        }
        return new Pawns(columns[0], columns[1], columns[2], columns[3]);
    }

    /** Every legal pawn setup: 6 x 5 x 4 x 3 = 360. */
    static List<Pawns> allPawnSetups() {
        List<Pawns> all = new ArrayList<>(360);
        for (int s = 0; s < Squares.COLUMNS; s++) {
            for (int m = 0; m < Squares.COLUMNS; m++) {
                for (int c = 0; c < Squares.COLUMNS; c++) {
                    for (int a = 0; a < Squares.COLUMNS; a++) {
                        if (s != m && s != c && s != a && m != c && m != a && c != a) {
                            all.add(new Pawns(s, m, c, a));
                        }
                    }
                }
            }
        }
        return all;
    }

    private static int suitAt(long[] coins, int square) {
        for (int i = 0; i < coins.length; i++) {
            if ((coins[i] & Squares.bit(square)) != 0) {
                return i;
            }
        }
        return -1;
    }

    private static int indexOf(int[] pawns, int square) {
        for (int i = 0; i < pawns.length; i++) {
            if (pawns[i] == square) {
                return i;
            }
        }
        return -1;
    }
}
