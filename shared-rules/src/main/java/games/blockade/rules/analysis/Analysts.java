package games.blockade.rules.analysis;

import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.backgammon.BackgammonAnalyst;
import games.blockade.rules.backgammon.BackgammonRules;
import games.blockade.rules.piecepack.PiecepackAnalyst;
import games.blockade.rules.piecepack.PiecepackRules;
import games.blockade.rules.retreat.RetreatAnalyst;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.rules.walls.WallsAnalyst;
import games.blockade.rules.walls.WallsRules;

/** Every game's analyst, by its rules: the one place an analyst is added. */
public final class Analysts {

    private Analysts() {
    }

    /** A fresh analyst for one analysis of a game these rules play. */
    @SuppressWarnings("unchecked")
    public static <P, M> Analyst<P, M> of(Rules<P, M> rules) throws Rejection {
        if (rules instanceof RetreatRules retreat) {
            return (Analyst<P, M>) new RetreatAnalyst(retreat);
        }
        if (rules instanceof WallsRules walls) {
            return (Analyst<P, M>) new WallsAnalyst(walls);
        }
        if (rules instanceof PiecepackRules piecepack) {
            return (Analyst<P, M>) new PiecepackAnalyst(piecepack);
        }
        if (rules instanceof BackgammonRules backgammon) {
            return (Analyst<P, M>) new BackgammonAnalyst(backgammon);
        }
        throw new Rejection("there is no analysis for the game '" + rules.id() + "'");
    }
}
