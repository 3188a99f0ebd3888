package games.blockade.rules.backgammon;

import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Status;

import java.util.List;

/** Why a move cannot be played where it is given, in the player's terms. */
final class Legality {

    private Legality() {
    }

    /** Refuses {@code move}, typed as {@code text}, where it cannot be played; the refusal quotes {@code text}. */
    static void check(BackgammonPosition position, BackgammonMove move, Status status, String text) throws Rejection {
        if (status instanceof Status.Over over) {
            throw new Rejection(text + ": the game is over" + (over.outcome() instanceof Outcome.Draw ? " (a draw)" : ""));
        }
        if (move instanceof BackgammonMove.Roll roll) {
            checkRoll(position, roll, status, text);
            return;
        }
        if (status instanceof Status.AwaitingDice) {
            throw new Rejection(text + ": the dice are to be rolled first");
        }
        TurnState turn = position.turn();
        switch (turn.step()) {
            case ROW -> checkRow(position, move, text);
            case CHOICE -> {
                if (!(move instanceof BackgammonMove.DeclareRoll || move instanceof BackgammonMove.DeclareLeap)) {
                    throw new Rejection(text + ": first say roll (one die, its points only shift) or leap (race the "
                            + "dice of row " + turn.row() + " against the facing row)");
                }
            }
            case ASSIGN -> {
                List<Integer> dice = turn.rolled();
                if (move instanceof BackgammonMove.Assign assign) {
                    if (!dice.contains(assign.shiftDie())) {
                        throw new Rejection(text + ": no die shows " + assign.shiftDie() + "; the dice show "
                                + dice.get(0) + " and " + dice.get(1));
                    }
                } else if (!(move instanceof BackgammonMove.End)) {
                    throw new Rejection(text + ": first say which die shifts, shift " + dice.get(0)
                            + (dice.get(0).equals(dice.get(1)) ? "" : " or shift " + dice.get(1))
                            + " (the other die pays for leaps), or end");
                }
            }
            default -> checkSpend(position, move, text);
        }
    }

    private static void checkRow(BackgammonPosition position, BackgammonMove move, String text) throws Rejection {
        if (!(move instanceof BackgammonMove.ChooseRow choose)) {
            throw new Rejection(text + ": choose a row first (" + rowChoices(position) + ")");
        }
        if (position.own().count(choose.row()) == 0) {
            throw new Rejection(text + ": you have no pieces in row " + choose.row() + "; choose " + rowChoices(position));
        }
    }

    private static void checkSpend(BackgammonPosition position, BackgammonMove move, String text) throws Rejection {
        TurnState turn = position.turn();
        if (move instanceof BackgammonMove.End) {
            return;
        }
        if (move instanceof BackgammonMove.ChooseRow) {
            throw new Rejection(text + ": this turn's row is already chosen (row " + turn.row() + ")");
        }
        if (move instanceof BackgammonMove.DeclareRoll || move instanceof BackgammonMove.DeclareLeap) {
            throw new Rejection(text + ": " + (position.variant() == Variant.BUNGIE
                    ? "roll or leap is declared right after choosing the row, not while spending points"
                    : "that is Bungie Battle's choice; in " + position.variant().id()
                    + " the server rolls after you choose a row, and x3 leaps a piece off row 3"));
        }
        if (move instanceof BackgammonMove.Assign) {
            throw new Rejection(text + ": " + (position.variant() == Variant.SUPERPUSH
                    ? "the dice are already assigned"
                    : "assigning the dice is part of Super Push only"));
        }
        int from = move instanceof BackgammonMove.Shift shift ? shift.from() : ((BackgammonMove.Leap) move).row();
        if (turn.began().count(from) == 0) {
            throw new Rejection(text + ": " + (position.own().count(from) == 0
                    ? "you have no piece in row " + from
                    : "no piece in row " + from + " began the turn in row " + turn.row())
                    + "; points go only to pieces that began the turn there" + whereTheyAre(turn));
        }
        if (move instanceof BackgammonMove.Shift shift) {
            if (Math.abs(shift.to() - shift.from()) != 1) {
                throw new Rejection(text + ": a piece shifts only to an adjacent row ("
                        + (from > 1 ? from + "-" + (from - 1) : "")
                        + (from > 1 && from < Rows.ROWS ? " or " : "")
                        + (from < Rows.ROWS ? from + "-" + (from + 1) : "") + ")");
            }
            if (turn.forShifts() == 0) {
                throw new Rejection(text + ": you have no shift points left; your " + turn.leapPoints()
                        + " leap points pay only for leaps");
            }
            return;
        }
        int cost = position.leapCost(from);
        if (position.variant() == Variant.BUNGIE) {
            throw new Rejection(text + ": the points of a Bungie roll only shift pieces; to leap, declare leap "
                    + "instead of rolling");
        }
        if (turn.forLeaps() < cost) {
            throw new Rejection(text + ": leaping from row " + from + " costs " + cost + " points; you have "
                    + turn.forLeaps() + (position.variant() == Variant.SUPERPUSH ? " leap points" : "") + " left");
        }
    }

    private static void checkRoll(BackgammonPosition position, BackgammonMove.Roll roll, Status status, String text)
            throws Rejection {
        if (!(status instanceof Status.AwaitingDice)) {
            throw new Rejection(text + ": the server rolls the dice, and they are not due now");
        }
        int[] due = BackgammonRules.diceDue(position);
        if (roll.dice().size() != due[0] || roll.against().size() != due[1]) {
            throw new Rejection(text + ": " + (due[1] == 0
                    ? "this roll is " + due[0] + (due[0] == 1 ? " die" : " dice")
                    : "this leap race is " + due[0] + " dice against " + due[1] + ", e.g. roll "
                    + "6 ".repeat(due[0]) + "vs" + " 1".repeat(due[1])));
        }
    }

    private static String rowChoices(BackgammonPosition position) {
        StringBuilder rows = new StringBuilder();
        for (int row = 1; row <= Rows.ROWS; row++) {
            if (position.own().count(row) > 0) {
                rows.append(rows.length() > 0 ? ", " : "").append("row ").append(row);
            }
        }
        return rows.toString();
    }

    private static String whereTheyAre(TurnState turn) {
        StringBuilder rows = new StringBuilder();
        for (int row = 1; row <= Rows.ROWS; row++) {
            if (turn.began().count(row) > 0) {
                rows.append(rows.length() > 0 ? ", " : "").append("row ").append(row);
            }
        }
        return " (now in " + rows + ")";
    }
}
