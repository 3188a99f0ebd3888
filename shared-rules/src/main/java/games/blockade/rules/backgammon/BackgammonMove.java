package games.blockade.rules.backgammon;

import java.util.List;

/** One step of a turn: a player's choice, or the dice's roll. */
public sealed interface BackgammonMove {

    /** {@code row 3}: the turn's points go to the pieces now in this row. */
    record ChooseRow(int row) implements BackgammonMove {
    }

    /** {@code roll} (Bungie Battle): roll one die whose points may only shift. */
    record DeclareRoll() implements BackgammonMove {
    }

    /** {@code leap} (Bungie Battle): race the chosen row's dice against the facing row's. */
    record DeclareLeap() implements BackgammonMove {
    }

    /** {@code shift 5} (Super Push): the die showing 5 pays for shifts, the other for leaps. */
    record Assign(int shiftDie) implements BackgammonMove {
    }

    /** {@code 3-4}: a piece moves to an adjacent row for one point. */
    record Shift(int from, int to) implements BackgammonMove {
    }

    /** {@code x3}: a piece leaps off the board from this row. */
    record Leap(int row) implements BackgammonMove {
    }

    /** {@code end}: the player stops; unspent points vanish. */
    record End() implements BackgammonMove {
    }

    /**
     * The dice's move: {@code roll 4}, {@code roll 2 5}, or a Bungie leap race
     * {@code roll 3 5 1 vs 6 2} (the player's dice, then the opponent's).
     */
    record Roll(List<Integer> dice, List<Integer> against) implements BackgammonMove {
        public Roll {
            dice = List.copyOf(dice);
            against = List.copyOf(against);
        }
    }
}
