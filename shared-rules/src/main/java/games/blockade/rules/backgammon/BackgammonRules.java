package games.blockade.rules.backgammon;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Dice;
import games.blockade.rules.Outcome;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Blockade on half a backgammon board. A turn: choose a row holding an own piece; the server rolls;
 * spend the points on the pieces that began the turn in that row, shifting one to an adjacent row
 * for a point or leaping one off the board for its leap cost; stop whenever you like. The turn
 * ends by itself when nothing more can be done. The first player to take every piece off wins,
 * except that a player who moved first and empties first gives the opponent one more turn, which
 * can end in a draw.
 */
public final class BackgammonRules implements Rules<BackgammonPosition, BackgammonMove> {

    public static final String ID = "backgammon";
    /** Every piece taken off the board. */
    public static final String CLEARED = "cleared";

    private static final List<String> LEVELS = List.of("easy", "medium", "hard");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Blockade on half a backgammon board";
    }

    @Override
    public String sideName(Side side) {
        return side == Side.ONE ? "Red" : "Black";
    }

    @Override
    public List<Preset> presets() {
        return Arrays.stream(Variant.values()).map(Variant::preset).toList();
    }

    @Override
    public Side defaultFirst() {
        return Side.ONE;
    }

    @Override
    public boolean firstIsChosen() {
        return true;
    }

    @Override
    public BackgammonPosition start(Preset preset, Side first) throws Rejection {
        return BackgammonPosition.start(variant(preset), first);
    }

    static Variant variant(Preset preset) throws Rejection {
        Variant variant = Variant.of(preset.name());
        if (variant == null) {
            throw new Rejection("unknown variant '" + preset.name() + "'; variants: basic, bungie, superpush");
        }
        return variant;
    }

    @Override
    public BackgammonPosition parsePosition(String text) throws Rejection {
        BackgammonPosition position = BackgammonNotation.parsePosition(text);
        Step step = position.turn().step();
        if (step != Step.ROW && status(position) instanceof Status.Over) {
            throw new Rejection("the game is over in this position, so no turn can be in progress");
        }
        if (step == Step.SPEND && !canSpend(position)) {
            throw new Rejection("nothing more can be done in this turn, so it is already over: write the position "
                    + "with the other player to choose a row");
        }
        return position;
    }

    @Override
    public String formatPosition(BackgammonPosition position) {
        return BackgammonNotation.formatPosition(position);
    }

    /**
     * The game is over when the second player has no pieces (at once, a draw if the first has none
     * either), or when the first player has none and the opponent's extra turn is done.
     */
    @Override
    public Status status(BackgammonPosition position) {
        Side first = position.first();
        Side second = first.other();
        boolean firstEmpty = position.rows(first).isEmpty();
        if (position.rows(second).isEmpty()) {
            return new Status.Over(firstEmpty ? new Outcome.Draw(CLEARED) : new Outcome.Win(second, CLEARED));
        }
        if (firstEmpty && position.toMove() == first) {
            return new Status.Over(new Outcome.Win(first, CLEARED));
        }
        Step step = position.turn().step();
        return step == Step.ROLL || step == Step.LEAP_ROLL ? new Status.AwaitingDice() : new Status.ToMove(position.toMove());
    }

    @Override
    public List<BackgammonMove> moves(BackgammonPosition position) {
        if (!(status(position) instanceof Status.ToMove)) {
            return List.of();
        }
        TurnState turn = position.turn();
        List<BackgammonMove> moves = new ArrayList<>();
        switch (turn.step()) {
            case ROW -> {
                for (int row = 1; row <= Rows.ROWS; row++) {
                    if (position.own().count(row) > 0) {
                        moves.add(new BackgammonMove.ChooseRow(row));
                    }
                }
            }
            case CHOICE -> {
                moves.add(new BackgammonMove.DeclareRoll());
                moves.add(new BackgammonMove.DeclareLeap());
            }
            case ASSIGN -> {
                moves.add(new BackgammonMove.Assign(turn.rolled().get(0)));
                if (!turn.rolled().get(1).equals(turn.rolled().get(0))) {
                    moves.add(new BackgammonMove.Assign(turn.rolled().get(1)));
                }
                moves.add(new BackgammonMove.End());
            }
            case SPEND -> {
                for (int row = 1; row <= Rows.ROWS; row++) {
                    if (turn.began().count(row) == 0) {
                        continue;
                    }
                    if (turn.forShifts() > 0) {
                        if (row > 1) {
                            moves.add(new BackgammonMove.Shift(row, row - 1));
                        }
                        if (row < Rows.ROWS) {
                            moves.add(new BackgammonMove.Shift(row, row + 1));
                        }
                    }
                    if (turn.forLeaps() >= position.leapCost(row)) {
                        moves.add(new BackgammonMove.Leap(row));
                    }
                }
                moves.add(new BackgammonMove.End());
            }
            default -> {
            }
        }
        return moves;
    }

    /** Whether any point can still be spent: otherwise the turn ends by itself. */
    static boolean canSpend(BackgammonPosition position) {
        TurnState turn = position.turn();
        for (int row = 1; row <= Rows.ROWS; row++) {
            if (turn.began().count(row) > 0
                    && (turn.forShifts() > 0 || turn.forLeaps() >= position.leapCost(row))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public BackgammonPosition play(BackgammonPosition position, BackgammonMove move) {
        TurnState turn = position.turn();
        Side mover = position.toMove();
        if (move instanceof BackgammonMove.ChooseRow choose) {
            Step next = position.variant() == Variant.BUNGIE ? Step.CHOICE : Step.ROLL;
            return position.with(TurnState.chosen(next, choose.row(), position.own().count(choose.row())));
        }
        if (move instanceof BackgammonMove.DeclareRoll) {
            return position.with(turn.withStep(Step.ROLL));
        }
        if (move instanceof BackgammonMove.DeclareLeap) {
            return position.with(turn.withStep(Step.LEAP_ROLL));
        }
        if (move instanceof BackgammonMove.Roll roll) {
            return rolled(position, roll);
        }
        if (move instanceof BackgammonMove.Assign assign) {
            List<Integer> dice = turn.rolled();
            int leapDie = dice.get(0) == assign.shiftDie() ? dice.get(1) : dice.get(0);
            return settled(position.with(turn.spending(dice, 0, assign.shiftDie(), leapDie)));
        }
        if (move instanceof BackgammonMove.Shift shift) {
            Rows own = position.own().plus(shift.from(), -1).plus(shift.to(), 1);
            return settled(position.withRows(mover, own, turn.afterShift(shift.from(), shift.to())));
        }
        if (move instanceof BackgammonMove.Leap leap) {
            int cost = position.leapCost(leap.row());
            return settled(position.withRows(mover, position.own().plus(leap.row(), -1), turn.afterLeap(leap.row(), cost)));
        }
        return position.passed();
    }

    private BackgammonPosition rolled(BackgammonPosition position, BackgammonMove.Roll roll) {
        TurnState turn = position.turn();
        int count = roll.dice().size() + roll.against().size();
        if (turn.step() == Step.LEAP_ROLL) {
            int kept = roll.against().stream().mapToInt(Integer::intValue).max().orElseThrow();
            int leaving = (int) roll.dice().stream().filter(d -> d > kept).count();
            Rows own = position.own().plus(turn.row(), -leaving);
            return position.rolled(count, turn).withRows(position.toMove(), own, turn).passed();
        }
        int die = roll.dice().get(0);
        TurnState next = switch (position.variant()) {
            case BASIC -> turn.spending(roll.dice(), die, 0, 0);
            case BUNGIE -> turn.spending(roll.dice(), 0, die, 0);
            case SUPERPUSH -> new TurnState(Step.ASSIGN, turn.row(), roll.dice(), 0, 0, 0, turn.began());
        };
        return settled(position.rolled(count, next));
    }

    private static BackgammonPosition settled(BackgammonPosition position) {
        return position.turn().step() == Step.SPEND && !canSpend(position) ? position.passed() : position;
    }

    /** How many dice the roll due here throws: the player's, then the opponent's. */
    static int[] diceDue(BackgammonPosition position) {
        TurnState turn = position.turn();
        if (turn.step() == Step.LEAP_ROLL) {
            return new int[] {position.own().count(turn.row()), position.opponent().count(turn.row()) + 1};
        }
        return new int[] {position.variant() == Variant.SUPERPUSH ? 2 : 1, 0};
    }

    @Override
    public boolean usesDice() {
        return true;
    }

    @Override
    public BackgammonMove rollDice(BackgammonPosition position, Dice dice) {
        if (!(status(position) instanceof Status.AwaitingDice)) {
            throw new IllegalStateException("the dice are not due");
        }
        int[] due = diceDue(position);
        long index = position.diceRolled();
        List<Integer> mine = new ArrayList<>();
        List<Integer> theirs = new ArrayList<>();
        for (int i = 0; i < due[0]; i++) {
            mine.add(dice.roll(index++));
        }
        for (int i = 0; i < due[1]; i++) {
            theirs.add(dice.roll(index++));
        }
        return new BackgammonMove.Roll(mine, theirs);
    }

    @Override
    public BackgammonMove parseMove(BackgammonPosition position, String text) throws Rejection {
        BackgammonMove move = BackgammonNotation.parseMove(text);
        Legality.check(position, move, status(position), text.strip());
        return move;
    }

    @Override
    public String formatMove(BackgammonPosition position, BackgammonMove move) {
        return BackgammonNotation.formatMove(move);
    }

    @Override
    public List<String> splitMoves(String command) {
        return BackgammonNotation.splitMoves(command);
    }

    /** A turn may be left open once a row is chosen, and finished by a later command. */
    @Override
    public boolean mayPause(BackgammonPosition position) {
        return position.turn().step() != Step.ROW;
    }

    /** Everything but the dice counter: the counter only grows, and would make every position new. */
    @Override
    public BackgammonPosition repetitionKey(BackgammonPosition position) {
        return new BackgammonPosition(position.variant(), position.red(), position.black(), position.toMove(),
                position.first(), 0, position.turn());
    }

    /**
     * Every distinct turn, found depth first like the general enumeration but visiting each
     * position within the turn once: the same pieces can be reached by many orders of shifts and
     * leaps, and what follows depends only on the position.
     */
    @Override
    public List<Turn<BackgammonPosition, BackgammonMove>> turns(BackgammonPosition position) {
        if (!(status(position) instanceof Status.ToMove toMove)) {
            return List.of();
        }
        Map<BackgammonPosition, Turn<BackgammonPosition, BackgammonMove>> ends = new LinkedHashMap<>();
        collect(position, toMove.side(), new ArrayList<>(), new HashSet<>(), ends);
        return List.copyOf(ends.values());
    }

    private void collect(BackgammonPosition position, Side side, List<BackgammonMove> sofar,
                         Set<BackgammonPosition> visited,
                         Map<BackgammonPosition, Turn<BackgammonPosition, BackgammonMove>> ends) {
        for (BackgammonMove move : moves(position)) {
            BackgammonPosition next = play(position, move);
            sofar.add(move);
            if (status(next) instanceof Status.ToMove toMove && toMove.side() == side) {
                if (visited.add(next)) {
                    collect(next, side, sofar, visited, ends);
                }
            } else if (!ends.containsKey(next)) {
                ends.put(next, new Turn<>(sofar, next));
            }
            sofar.remove(sofar.size() - 1);
        }
    }

    /**
     * The fewest moves that reach each end of the turn from a position, for writing a turn as a
     * player would ({@code x3} rather than {@code 3-2 2-1 x1}): breadth first over the positions
     * within the turn. {@link #turns} finds each end by the first way met instead, which is enough
     * for choosing between them.
     */
    Map<BackgammonPosition, List<BackgammonMove>> plainestWays(BackgammonPosition position) {
        Map<BackgammonPosition, List<BackgammonMove>> ways = new LinkedHashMap<>();
        if (!(status(position) instanceof Status.ToMove toMove)) {
            return ways;
        }
        Map<BackgammonPosition, List<BackgammonMove>> within = new LinkedHashMap<>();
        within.put(position, List.of());
        List<BackgammonPosition> layer = List.of(position);
        while (!layer.isEmpty()) {
            List<BackgammonPosition> next = new ArrayList<>();
            for (BackgammonPosition from : layer) {
                for (BackgammonMove move : moves(from)) {
                    BackgammonPosition to = play(from, move);
                    List<BackgammonMove> way = new ArrayList<>(within.get(from));
                    way.add(move);
                    boolean inTurn = status(to) instanceof Status.ToMove still && still.side() == toMove.side();
                    if (inTurn && !within.containsKey(to)) {
                        within.put(to, List.copyOf(way));
                        next.add(to);
                    } else if (!inTurn) {
                        ways.putIfAbsent(to, List.copyOf(way));
                    }
                }
            }
            layer = next;
        }
        return ways;
    }

    @Override
    public List<String> levels() {
        return LEVELS;
    }

    @Override
    public ComputerPlayer<BackgammonPosition, BackgammonMove> computer(String level, long seed) throws Rejection {
        return switch (level.toLowerCase(java.util.Locale.ROOT)) {
            case "easy" -> new RandomPlayer(this, seed);
            case "medium" -> new GreedyPlayer(this);
            case "hard" -> new ExpectimaxPlayer(this, seed, ExpectimaxPlayer.PLAYOUTS, ExpectimaxPlayer.BUDGET_NANOS);
            default -> throw new Rejection("unknown level '" + level + "'; levels: " + String.join(", ", LEVELS));
        };
    }

    @Override
    public String describeEnding(Outcome outcome) {
        if (outcome instanceof Outcome.Win win && outcome.reason().equals(CLEARED)) {
            return sideName(win.winner()) + " took every piece off the board";
        }
        if (outcome instanceof Outcome.Draw && outcome.reason().equals(CLEARED)) {
            return "both players took every piece off the board (the second with the extra turn)";
        }
        return (outcome instanceof Outcome.Win win ? sideName(win.winner()) + " wins: " : "draw: ") + outcome.reason();
    }
}
