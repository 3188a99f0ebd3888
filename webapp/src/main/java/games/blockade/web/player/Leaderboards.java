package games.blockade.web.player;

import games.blockade.store.repository.LeaderboardEntry;
import games.blockade.store.repository.Page;
import games.blockade.web.archive.StoreAccess;
import games.blockade.web.infrastructure.Problem;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.rules.GameKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;

/** Each game's players ranked by rating, among those whose rating is settled enough to rank. */
@ApplicationScoped
public class Leaderboards {

    /**
     * A new player's deviation is 350; after a handful of games it falls below this. Ranking only
     * such players keeps one lucky first game off the top.
     */
    public static final double MAX_DEVIATION = 150;
    public static final int DEFAULT_LIMIT = 50;

    @Inject
    StoreAccess store;
    @Inject
    GameCatalog catalog;

    public record Board(GameKind game, List<LeaderboardEntry> entries, int firstRank,
                        Optional<LeaderboardEntry.Cursor> next) {
    }

    /**
     * @param rankBefore how many players rank above this page (0 on the first), carried in links
     */
    public Board board(String game, Optional<String> after, Optional<String> rankBefore) {
        return board(game, after, rankBefore, DEFAULT_LIMIT);
    }

    public Board board(String game, Optional<String> after, Optional<String> rankBefore, int limit) {
        GameKind kind = catalog.get(game);
        Optional<LeaderboardEntry.Cursor> cursor = after.filter(s -> !s.isBlank()).map(Leaderboards::cursor);
        int before = rankBefore.filter(s -> !s.isBlank()).map(Leaderboards::rank).orElse(0);
        Page<LeaderboardEntry, LeaderboardEntry.Cursor> page = store.queries()
                .leaderboard(kind.id(), MAX_DEVIATION, cursor, limit);
        return new Board(kind, page.items(), before + 1, page.next());
    }

    public static String cursorText(LeaderboardEntry.Cursor cursor) {
        return cursor.rating() + "~" + cursor.playerId();
    }

    private static LeaderboardEntry.Cursor cursor(String value) {
        int split = value.lastIndexOf('~');
        try {
            if (split > 0) {
                return new LeaderboardEntry.Cursor(Double.parseDouble(value.substring(0, split)),
                        Long.parseLong(value.substring(split + 1)));
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw Problem.badRequest("leaderboard-after", value);
    }

    private static int rank(String value) {
        try {
            int rank = Integer.parseInt(value);
            if (rank >= 0) {
                return rank;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw Problem.badRequest("rank", value);
    }
}
