package games.blockade.store;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Dice;
import games.blockade.rules.Outcome;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A small complete game for the store's tests, so they exercise the store through the same core
 * API as the real games: a pile of stones, each side takes 1 to 3 in turn, and whoever takes the
 * last stone wins. Preset {@code dice} rolls a die before every turn; the roll caps the take.
 */
public final class PileGame implements Rules<PileGame.Pile, PileGame.Move> {

    public static final PileGame RULES = new PileGame();
    public static final String ID = "pile";

    public record Pile(int stones, Side toMove, boolean dice, int cap, boolean rolled, long rolls) {
    }

    public sealed interface Move {
    }

    public record Take(int stones) implements Move {
    }

    public record Roll(int value) implements Move {
    }

    private PileGame() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Pile";
    }

    @Override
    public String sideName(Side side) {
        return side == Side.ONE ? "First" : "Second";
    }

    @Override
    public List<Preset> presets() {
        return List.of(new Preset("standard", "21 stones"), new Preset("dice", "21 stones, a die caps each take"));
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
    public Pile start(Preset preset, Side first) {
        boolean dice = preset.name().equals("dice");
        return new Pile(21, first, dice, 3, false, 0);
    }

    @Override
    public Pile parsePosition(String text) throws Rejection {
        String[] parts = text.split(" ");
        try {
            return new Pile(Integer.parseInt(parts[0]), Side.valueOf(parts[1]), parts[2].equals("dice"),
                    Integer.parseInt(parts[3]), parts[4].equals("rolled"), Long.parseLong(parts[5]));
        } catch (RuntimeException e) {
            throw new Rejection("not a pile: " + text);
        }
    }

    @Override
    public String formatPosition(Pile p) {
        return p.stones() + " " + p.toMove() + " " + (p.dice() ? "dice" : "plain") + " " + p.cap() + " "
                + (p.rolled() ? "rolled" : "-") + " " + p.rolls();
    }

    @Override
    public Status status(Pile p) {
        if (p.stones() == 0) {
            return new Status.Over(new Outcome.Win(p.toMove().other(), "last-stone"));
        }
        if (p.dice() && !p.rolled()) {
            return new Status.AwaitingDice();
        }
        return new Status.ToMove(p.toMove());
    }

    @Override
    public List<Move> moves(Pile p) {
        if (!(status(p) instanceof Status.ToMove)) {
            return List.of();
        }
        List<Move> moves = new ArrayList<>();
        for (int n = 1; n <= Math.min(p.cap(), p.stones()); n++) {
            moves.add(new Take(n));
        }
        return moves;
    }

    @Override
    public Pile play(Pile p, Move move) {
        if (move instanceof Roll roll) {
            return new Pile(p.stones(), p.toMove(), true, Math.min(3, roll.value()), true, p.rolls() + 1);
        }
        Take take = (Take) move;
        return new Pile(p.stones() - take.stones(), p.toMove().other(), p.dice(), 3, false, p.rolls());
    }

    @Override
    public Move parseMove(Pile p, String text) throws Rejection {
        if (status(p) instanceof Status.AwaitingDice) {
            if (text.matches("d[1-6]")) {
                return new Roll(text.charAt(1) - '0');
            }
            throw new Rejection("the die shows d1 to d6, not '" + text + "'");
        }
        for (Move move : moves(p)) {
            if (formatMove(p, move).equals(text.strip())) {
                return move;
            }
        }
        throw new Rejection("'" + text + "': take 1 to " + Math.min(p.cap(), p.stones()) + " stones");
    }

    @Override
    public String formatMove(Pile p, Move move) {
        return move instanceof Roll roll ? "d" + roll.value() : Integer.toString(((Take) move).stones());
    }

    @Override
    public Move rollDice(Pile p, Dice dice) {
        return new Roll(dice.roll(p.rolls()));
    }

    @Override
    public List<String> levels() {
        return List.of("random");
    }

    @Override
    public ComputerPlayer<Pile, Move> computer(String level, long seed) {
        Random random = new Random(seed);
        return p -> {
            List<Move> moves = moves(p);
            return List.of(moves.get(random.nextInt(moves.size())));
        };
    }

    @Override
    public String describeEnding(Outcome outcome) {
        return outcome.toString();
    }
}
