package games.blockade.rules.backgammon;

import games.blockade.rules.ComputerPlayer;

/** The hard level with a chosen number of playouts, for measurements at a reduced budget. */
public final class BackgammonPlayers {

    private BackgammonPlayers() {
    }

    public static ComputerPlayer<BackgammonPosition, BackgammonMove> hard(long seed, int playouts) {
        return new ExpectimaxPlayer(new BackgammonRules(), seed, playouts, ExpectimaxPlayer.BUDGET_NANOS);
    }
}
