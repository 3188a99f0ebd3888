package games.blockade.rules;

import java.util.List;
import java.util.Locale;

/** Every game, by id: the one place a new game is added. */
public final class Games {

    private static final List<Rules<?, ?>> ALL = List.of(
            new games.blockade.rules.retreat.RetreatRules(),
            new games.blockade.rules.piecepack.PiecepackRules(),
            new games.blockade.rules.backgammon.BackgammonRules()
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
