package games.blockade.store.model;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;

/** A finished game's result from the board's point of view: which side won, or a draw. */
public enum GameResult {
    ONE, TWO, DRAW;

    public static GameResult of(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            return win.winner() == Side.ONE ? ONE : TWO;
        }
        return DRAW;
    }

    /** The result for the player of a side. */
    public Score scoreOf(Side side) {
        if (this == DRAW) {
            return Score.DRAW;
        }
        return (this == ONE) == (side == Side.ONE) ? Score.WIN : Score.LOSS;
    }

    public Outcome outcome(String reason) {
        return switch (this) {
            case ONE -> new Outcome.Win(Side.ONE, reason);
            case TWO -> new Outcome.Win(Side.TWO, reason);
            case DRAW -> new Outcome.Draw(reason);
        };
    }
}
