package games.blockade.rules.backgammon;

import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.Status;

import java.util.ArrayList;
import java.util.List;

/** Why a move cannot be played where it is given, in the player's terms. */
final class Legality {

    private Legality() {
    }

    /** Refuses {@code move}, typed as {@code text}, where it cannot be played; the refusal quotes {@code text}. */
    static void check(BackgammonPosition position, BackgammonMove move, Status status, String text) throws Rejection {
        if (status instanceof Status.Over over) {
            throw new Rejection(over.outcome() instanceof Outcome.Draw ? new Refusal.Backgammon.OverDrawn(text) : new Refusal.Backgammon.Over(text));
        }
        if (move instanceof BackgammonMove.Roll roll) {
            checkRoll(position, roll, status, text);
            return;
        }
        if (status instanceof Status.AwaitingDice) {
            throw new Rejection(new Refusal.Backgammon.DiceFirst(text));
        }
        TurnState turn = position.turn();
        switch (turn.step()) {
            case ROW -> checkRow(position, move, text);
            case CHOICE -> {
                if (!(move instanceof BackgammonMove.DeclareRoll || move instanceof BackgammonMove.DeclareLeap)) {
                    throw new Rejection(new Refusal.Backgammon.RollOrLeap(text, turn.row()));
                }
            }
            case ASSIGN -> {
                List<Integer> dice = turn.rolled();
                if (move instanceof BackgammonMove.Assign assign) {
                    if (!dice.contains(assign.shiftDie())) {
                        throw new Rejection(new Refusal.Backgammon.NoDieShows(text, assign.shiftDie(), dice.get(0), dice.get(1)));
                    }
                } else if (!(move instanceof BackgammonMove.End)) {
                    throw new Rejection(dice.get(0).equals(dice.get(1)) ? new Refusal.Backgammon.SayShift(text, dice.get(0))
                            : new Refusal.Backgammon.SayShiftEither(text, dice.get(0), dice.get(1)));
                }
            }
            default -> checkSpend(position, move, text);
        }
    }

    private static void checkRow(BackgammonPosition position, BackgammonMove move, String text) throws Rejection {
        if (!(move instanceof BackgammonMove.ChooseRow choose)) {
            throw new Rejection(new Refusal.Backgammon.ChooseRowFirst(text, rows(position.own())));
        }
        if (position.own().count(choose.row()) == 0) {
            throw new Rejection(new Refusal.Backgammon.NoPiecesInRow(text, choose.row(), rows(position.own())));
        }
    }

    private static void checkSpend(BackgammonPosition position, BackgammonMove move, String text) throws Rejection {
        TurnState turn = position.turn();
        if (move instanceof BackgammonMove.End) {
            return;
        }
        if (move instanceof BackgammonMove.ChooseRow) {
            throw new Rejection(new Refusal.Backgammon.RowChosen(text, turn.row()));
        }
        if (move instanceof BackgammonMove.DeclareRoll || move instanceof BackgammonMove.DeclareLeap) {
            throw new Rejection(position.variant() == Variant.BUNGIE ? new Refusal.Backgammon.DeclareAfterRow(text)
                    : new Refusal.Backgammon.BungieChoice(text, position.variant().id()));
        }
        if (move instanceof BackgammonMove.Assign) {
            throw new Rejection(position.variant() == Variant.SUPERPUSH ? new Refusal.Backgammon.DiceAssigned(text)
                    : new Refusal.Backgammon.SuperPushOnly(text));
        }
        int from = move instanceof BackgammonMove.Shift shift ? shift.from() : ((BackgammonMove.Leap) move).row();
        if (turn.began().count(from) == 0) {
            throw new Rejection(position.own().count(from) == 0 ? new Refusal.Backgammon.NoPieceInRow(text, from, rows(turn.began()))
                    : new Refusal.Backgammon.NotBeganInRow(text, from, turn.row(), rows(turn.began())));
        }
        if (move instanceof BackgammonMove.Shift shift) {
            if (Math.abs(shift.to() - shift.from()) != 1) {
                throw new Rejection(from == 1 || from == Rows.ROWS
                        ? new Refusal.Backgammon.AdjacentRow(text, from + "-" + (from == 1 ? 2 : from - 1))
                        : new Refusal.Backgammon.AdjacentRows(text, from + "-" + (from - 1), from + "-" + (from + 1)));
            }
            if (turn.forShifts() == 0) {
                throw new Rejection(new Refusal.Backgammon.NoShiftPoints(text, turn.leapPoints()));
            }
            return;
        }
        int cost = position.leapCost(from);
        if (position.variant() == Variant.BUNGIE) {
            throw new Rejection(new Refusal.Backgammon.BungieShiftsOnly(text));
        }
        if (turn.forLeaps() < cost) {
            throw new Rejection(position.variant() == Variant.SUPERPUSH
                    ? new Refusal.Backgammon.LeapCostLeapPoints(text, from, cost, turn.forLeaps())
                    : new Refusal.Backgammon.LeapCost(text, from, cost, turn.forLeaps()));
        }
    }

    private static void checkRoll(BackgammonPosition position, BackgammonMove.Roll roll, Status status, String text)
            throws Rejection {
        if (!(status instanceof Status.AwaitingDice)) {
            throw new Rejection(new Refusal.Backgammon.DiceNotDue(text));
        }
        int[] due = BackgammonRules.diceDue(position);
        if (roll.dice().size() != due[0] || roll.against().size() != due[1]) {
            throw new Rejection(due[1] == 0 ? new Refusal.Backgammon.RollSize(text, due[0])
                    : new Refusal.Backgammon.RaceSize(text, due[0], due[1], "roll " + "6 ".repeat(due[0]) + "vs" + " 1".repeat(due[1])));
        }
    }

    /** The rows holding any of these pieces, in notation ("row 2"). */
    private static List<String> rows(Rows pieces) {
        List<String> rows = new ArrayList<>();
        for (int row = 1; row <= Rows.ROWS; row++) {
            if (pieces.count(row) > 0) {
                rows.add("row " + row);
            }
        }
        return rows;
    }
}
