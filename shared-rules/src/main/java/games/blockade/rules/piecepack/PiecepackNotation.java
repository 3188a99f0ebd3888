package games.blockade.rules.piecepack;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Term;
import games.blockade.rules.piecepack.PiecepackMove.CoinSetup;
import games.blockade.rules.piecepack.PiecepackMove.CoinStep;
import games.blockade.rules.piecepack.PiecepackMove.EndTurn;
import games.blockade.rules.piecepack.PiecepackMove.PawnMove;
import games.blockade.rules.piecepack.PiecepackMove.PawnSetup;
import games.blockade.rules.piecepack.PiecepackPosition.Phase;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Piecepack Blockade's text forms.
 *
 * <p>Moves: the runner's {@code b1-b5}; one blocker step {@code c4-d5} (a whole turn is its steps
 * space-separated, or {@code pass}); {@code end} closes a blocker's turn after some steps; the
 * setups {@code s:c3,d4,... m:... c:... a:...} and {@code s:a1 m:b1 c:c1 a:d1}.
 *
 * <p>Positions: rows 8 down to 1, {@code /}-separated, six cells each: {@code .}, a coin's
 * lowercase suit letter, a pawn's uppercase letter, or {@code S*} for a pawn pinning its own coin;
 * then {@code r} or {@code b} for the side to move. Two extensions: a third field {@code setup}
 * marks a setup phase ({@code b setup}: the blocker is to set up the coins on an empty board;
 * {@code r setup}: the runner is to set up the pawns), and a third field of suit letters after
 * {@code b}, e.g. {@code b sm}, lists the suits the blocker has already stepped in a turn it is
 * part way through.
 */
public final class PiecepackNotation {

    private static final Pattern FROM_TO = Pattern.compile("([a-z][0-9]+)-([a-z][0-9]+)",
            Pattern.CASE_INSENSITIVE);
    private static final String SETUP = "setup";

    private PiecepackNotation() {
    }

    public static String formatPosition(PiecepackPosition position) {
        StringBuilder text = new StringBuilder();
        for (int row = Squares.ROWS - 1; row >= 0; row--) {
            for (int column = 0; column < Squares.COLUMNS; column++) {
                int square = Squares.at(column, row);
                int pawn = position.pawns().placed() ? position.pawns().suitAt(square) : -1;
                int coin = position.coins().suitAt(square);
                if (pawn >= 0) {
                    text.append(Character.toUpperCase(Suit.ALL.get(pawn).letter())).append(coin >= 0 ? "*" : "");
                } else {
                    text.append(coin >= 0 ? Suit.ALL.get(coin).letter() : '.');
                }
            }
            text.append(row > 0 ? "/" : "");
        }
        text.append(position.toMove() == PiecepackRules.RUNNER ? " r" : " b");
        if (position.phase().isSetup()) {
            text.append(' ').append(SETUP);
        } else if (position.stepped() != 0) {
            text.append(' ').append(suitLetters(position.stepped()));
        }
        return text.toString();
    }

    public static PiecepackPosition parsePosition(String text) throws Rejection {
        String[] fields = text.strip().split("\\s+");
        if (fields.length < 2 || fields.length > 3) {
            throw new Rejection("a position is the board's rows 8 to 1 separated by /, then r or b for the side"
                    + " to move, e.g. .sa..c/smc.aa/..ac../mmscs./smca../ma.mcs/....../C..SMA r");
        }
        String[] rows = fields[0].split("/", -1);
        if (rows.length != Squares.ROWS) {
            throw new Rejection("the board has " + rows.length + " rows; write all 8, from row 8 down to row 1,"
                    + " separated by /");
        }
        long[] coins = new long[4];
        int[] pawns = {Pawns.UNPLACED, Pawns.UNPLACED, Pawns.UNPLACED, Pawns.UNPLACED};
        for (int i = 0; i < rows.length; i++) {
            readRow(rows[i], Squares.ROWS - 1 - i, coins, pawns);
        }
        Phase phase = phase(fields);
        int stepped = fields.length == 3 && !phase.isSetup() ? steppedSuits(fields[2]) : 0;
        checkPieces(phase, coins, pawns);
        return new PiecepackPosition(phase, new Coins(coins[0], coins[1], coins[2], coins[3]),
                phase.isSetup() ? Pawns.NONE : new Pawns(pawns[0], pawns[1], pawns[2], pawns[3]), stepped);
    }

    private static void readRow(String cells, int row, long[] coins, int[] pawns) throws Rejection {
        int column = 0;
        for (int i = 0; i < cells.length(); i++) {
            char c = cells.charAt(i);
            if (c == '*') {
                throw new Rejection("row " + (row + 1) + ": '*' follows the uppercase letter of a pawn that pins its coin");
            }
            if (c != '.' && !Suit.isLetter(c)) {
                throw new Rejection("row " + (row + 1) + ": '" + c + "' is not a cell: . (empty), s m c a (coins),"
                        + " S M C A (pawns), S* M* C* A* (a pawn pinning its coin)");
            }
            if (column == Squares.COLUMNS) {
                throw new Rejection("row " + (row + 1) + " '" + cells + "' has more than 6 squares");
            }
            int square = Squares.at(column++, row);
            if (c == '.') {
                continue;
            }
            int suit = Suit.of(c).ordinal();
            if (Character.isLowerCase(c)) {
                coins[suit] |= Squares.bit(square);
                continue;
            }
            if (pawns[suit] != Pawns.UNPLACED) {
                throw new Rejection("two " + Suit.ALL.get(suit).title() + " pawns, on " + Squares.name(pawns[suit])
                        + " and " + Squares.name(square) + "; there is one pawn per suit");
            }
            pawns[suit] = square;
            if (i + 1 < cells.length() && cells.charAt(i + 1) == '*') {
                coins[suit] |= Squares.bit(square);
                i++;
            }
        }
        if (column < Squares.COLUMNS) {
            throw new Rejection("row " + (row + 1) + " '" + cells + "' has " + column + " squares; each row has 6");
        }
    }

    private static Phase phase(String[] fields) throws Rejection {
        String side = fields[1].toLowerCase(Locale.ROOT);
        if (!side.equals("r") && !side.equals("b")) {
            throw new Rejection("'" + fields[1] + "' is not a side to move: r (runner) or b (blocker)");
        }
        boolean runner = side.equals("r");
        if (fields.length == 3 && fields[2].equalsIgnoreCase(SETUP)) {
            return runner ? Phase.PAWN_SETUP : Phase.COIN_SETUP;
        }
        if (fields.length == 3 && runner) {
            throw new Rejection("'" + fields[2] + "' after r: only 'setup' may follow the runner's side;"
                    + " suits already stepped belong to the blocker's turn");
        }
        return runner ? Phase.RUNNER : Phase.BLOCKER;
    }

    private static int steppedSuits(String letters) throws Rejection {
        int stepped = 0;
        for (char c : letters.toCharArray()) {
            if (!Suit.isLetter(c)) {
                throw new Rejection("'" + letters + "' after b: write 'setup', or the letters of the suits already"
                        + " stepped this turn, e.g. 'sm'");
            }
            Suit suit = Suit.of(c);
            if ((stepped & suit.bit()) != 0) {
                throw new Rejection("'" + letters + "' names " + suit.title() + " twice");
            }
            stepped |= suit.bit();
        }
        return stepped;
    }

    private static void checkPieces(Phase phase, long[] coins, int[] pawns) throws Rejection {
        long all = coins[0] | coins[1] | coins[2] | coins[3];
        boolean anyPawn = pawns[0] != Pawns.UNPLACED || pawns[1] != Pawns.UNPLACED
                || pawns[2] != Pawns.UNPLACED || pawns[3] != Pawns.UNPLACED;
        if (phase == Phase.COIN_SETUP) {
            if (all != 0 || anyPawn) {
                throw new Rejection("'b setup' is the blocker about to set up the coins: the board must be empty");
            }
            return;
        }
        for (Suit suit : Suit.ALL) {
            int count = Long.bitCount(coins[suit.ordinal()]);
            if (count != PiecepackSetups.COINS_PER_SUIT) {
                throw new Rejection("the board has " + count + " " + suit.title() + " coins; there are 6 of each suit");
            }
        }
        if (phase == Phase.PAWN_SETUP) {
            if (anyPawn) {
                throw new Rejection("'r setup' is the runner about to set up the pawns: no pawn may be on the board yet");
            }
            if ((all & Squares.SETUP_FORBIDDEN) != 0) {
                throw new Rejection(Squares.name(Long.numberOfTrailingZeros(all & Squares.SETUP_FORBIDDEN))
                        + ": coins may not be set up in rows 1–2");
            }
            return;
        }
        for (Suit suit : Suit.ALL) {
            if (pawns[suit.ordinal()] == Pawns.UNPLACED) {
                throw new Rejection("the " + suit.title() + " pawn is missing; during play all four pawns are on the board"
                        + " (write 'r setup' for the runner's setup)");
            }
        }
    }

    private static String suitLetters(int suits) {
        StringBuilder letters = new StringBuilder();
        for (Suit suit : Suit.ALL) {
            if ((suits & suit.bit()) != 0) {
                letters.append(suit.letter());
            }
        }
        return letters.toString();
    }

    public static String formatMove(PiecepackPosition position, PiecepackMove move) {
        if (move instanceof CoinSetup setup) {
            return PiecepackSetups.formatCoins(setup.coins());
        }
        if (move instanceof PawnSetup setup) {
            return PiecepackSetups.formatPawns(setup.pawns());
        }
        if (move instanceof PawnMove pawnMove) {
            return Squares.name(pawnMove.from()) + "-" + Squares.name(pawnMove.to());
        }
        if (move instanceof CoinStep step) {
            return Squares.name(step.from()) + "-" + Squares.name(step.to());
        }
        return position.stepped() == 0 ? "pass" : "end";
    }

    /** A move in notation, checked against the position, with the reason when it is illegal. */
    public static PiecepackMove parseMove(PiecepackPosition position, String text) throws Rejection {
        // Read in either case; a refusal quotes the move as the player typed it.
        String move = text.strip();
        switch (position.phase()) {
            case COIN_SETUP:
                return new CoinSetup(PiecepackSetups.parseCoins(move));
            case PAWN_SETUP:
                return new PawnSetup(PiecepackSetups.parsePawns(move));
            case RUNNER:
                return parsePawnMove(position, move);
            default:
                return parseBlockerMove(position, move);
        }
    }

    private static PiecepackMove parsePawnMove(PiecepackPosition position, String move) throws Rejection {
        int[] squares = fromTo(move, new Refusal.Piecepack.NotARunnerMove(move));
        int from = squares[0];
        int to = squares[1];
        Pawns pawns = position.pawns();
        int suitIndex = pawns.suitAt(from);
        if (suitIndex < 0) {
            throw new Rejection(new Refusal.Piecepack.NoPawnOn(move, Squares.name(from)));
        }
        Suit suit = Suit.ALL.get(suitIndex);
        Optional<int[]> between = Squares.between(from, to);
        if (between.isEmpty()) {
            throw new Rejection(new Refusal.Piecepack.PawnMovesLikeQueen(move));
        }
        long otherCoins = position.coins().all() & ~position.coins().of(suit);
        for (int square : between.get()) {
            if (pawns.suitAt(square) < 0 && (otherCoins & Squares.bit(square)) != 0) {
                throw new Rejection(new Refusal.Piecepack.PawnCannotPass(move, suit.term(), coinName(position, square),
                        Squares.name(square)));
            }
        }
        int standing = pawns.suitAt(to);
        if (standing >= 0) {
            throw new Rejection(new Refusal.Piecepack.PawnCannotStopOnPawn(move, suit.term(), Squares.name(to),
                    Suit.ALL.get(standing).term()));
        }
        if ((otherCoins & Squares.bit(to)) != 0) {
            throw new Rejection(new Refusal.Piecepack.PawnCannotStopOnCoin(move, suit.term(), coinName(position, to),
                    Squares.name(to)));
        }
        return new PawnMove(from, to);
    }

    private static PiecepackMove parseBlockerMove(PiecepackPosition position, String move) throws Rejection {
        if (move.equalsIgnoreCase("pass") || move.equalsIgnoreCase("end")) {
            return PiecepackMove.END;
        }
        int[] squares = fromTo(move, new Refusal.Piecepack.NotABlockerMove(move));
        int from = squares[0];
        int to = squares[1];
        int coin = position.coins().suitAt(from);
        int pawn = position.pawns().suitAt(from);
        if (coin < 0) {
            throw new Rejection(pawn >= 0 ? new Refusal.Piecepack.NoCoinPawnThere(move, Squares.name(from), Suit.ALL.get(pawn).term())
                    : new Refusal.Piecepack.NoCoinOn(move, Squares.name(from)));
        }
        Suit suit = Suit.ALL.get(coin);
        if (pawn >= 0) {
            throw new Rejection(new Refusal.Piecepack.CoinPinned(move, suit.term(), Squares.name(from)));
        }
        if (position.hasStepped(suit)) {
            throw new Rejection(new Refusal.Piecepack.SuitSteppedTwice(move, suit.term()));
        }
        if (!Squares.adjacent(from, to)) {
            throw new Rejection(new Refusal.Piecepack.CoinStepsLikeKing(move));
        }
        int standing = position.pawns().suitAt(to);
        if (standing >= 0) {
            throw new Rejection(new Refusal.Piecepack.PawnStandsOn(move, Suit.ALL.get(standing).term(), Squares.name(to)));
        }
        if (position.coins().suitAt(to) >= 0) {
            throw new Rejection(new Refusal.Piecepack.SquareHoldsCoin(move, Squares.name(to),
                    new Term("piecepack.a-coin." + Suit.ALL.get(position.coins().suitAt(to)).letter())));
        }
        return new CoinStep(from, to);
    }

    private static int[] fromTo(String move, Refusal notAMove) throws Rejection {
        Matcher matcher = FROM_TO.matcher(move);
        if (!matcher.matches()) {
            throw new Rejection(notAMove);
        }
        return new int[] {Squares.parse(matcher.group(1)), Squares.parse(matcher.group(2))};
    }

    private static Term coinName(PiecepackPosition position, int square) {
        return Suit.ALL.get(position.coins().suitAt(square)).coin();
    }
}
