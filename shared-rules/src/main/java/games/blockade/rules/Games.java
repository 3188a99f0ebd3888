package games.blockade.rules;

import games.blockade.rules.backgammon.BackgammonRules;
import games.blockade.rules.piecepack.PiecepackRules;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.rules.walls.WallsRules;

import java.util.List;
import java.util.Locale;

/** Every game, by id: the one place a new game is added. */
public final class Games {

    private static final List<Rules<?, ?>> ALL = List.of(
            new RetreatRules(),
            new PiecepackRules(),
            new WallsRules(),
            new BackgammonRules()
    );

    private Games() {
    }

    public static List<Rules<?, ?>> all() {
        return ALL;
    }

    public static Rules<?, ?> byId(String id) throws Rejection {
        String wanted = id.strip().toLowerCase(Locale.ROOT);
        for (Rules<?, ?> rules : ALL) {
            if (rules.id().equals(wanted)) {
                return rules;
            }
        }
        throw new Rejection("unknown game '" + id + "'; games: "
                + String.join(", ", ALL.stream().map(Rules::id).toList()));
    }
}
