package games.blockade.store.generate;

import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.GameResult;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.store.repository.ArchiveFilter;
import games.blockade.store.repository.ArchiveQueries;
import games.blockade.store.repository.LeaderboardEntry;
import games.blockade.store.repository.Sql;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Prints the plans of the web app's queries, run for real, on the database {@code BLOCKADE_DB_URL}
 * names: for the busiest player, a typical one, the first game kind and a cursor mid-archive.
 */
public final class ExplainQueries {

    private ExplainQueries() {
    }

    public static void main(String[] args) throws Exception {
        try (Store store = Store.open(StoreSettings.fromEnvironment());
             Connection c = store.dataSource().getConnection();
             Statement s = c.createStatement()) {
            String kind;
            Instant middle;
            long typical;
            try (ResultSet r = s.executeQuery("select min(game_kind), min(finished_at), max(finished_at),"
                    + " (select max(id) / 2 from player) from game")) {
                r.next();
                kind = r.getString(1);
                Instant from = r.getTimestamp(2).toInstant();
                Instant to = r.getTimestamp(3).toInstant();
                middle = from.plusSeconds((to.getEpochSecond() - from.getEpochSecond()) / 2);
                typical = r.getLong(4);
            }
            Optional<ArchiveEntry.Cursor> cursor = Optional.of(new ArchiveEntry.Cursor(middle, Long.MAX_VALUE));
            Map<String, Sql> queries = new LinkedHashMap<>();
            queries.put("archive, newest", ArchiveQueries.archiveSql(ArchiveFilter.all(), Optional.empty(), 21));
            queries.put("archive of a game, mid-archive", ArchiveQueries.archiveSql(ArchiveFilter.all().kind(kind),
                    cursor, 21));
            queries.put("archive of a game's draws, mid-archive", ArchiveQueries.archiveSql(
                    ArchiveFilter.all().kind(kind).result(GameResult.DRAW), cursor, 21));
            queries.put("archive of the busiest player", ArchiveQueries.archiveSql(ArchiveFilter.all().player(1),
                    Optional.empty(), 21));
            queries.put("archive of a typical player", ArchiveQueries.archiveSql(ArchiveFilter.all().player(typical),
                    Optional.empty(), 21));
            queries.put("record of the busiest player", ArchiveQueries.recordSql(1, kind));
            queries.put("head-to-head", ArchiveQueries.headToHeadSql(1, 2, kind));
            queries.put("leaderboard, top", ArchiveQueries.leaderboardSql(kind, 110, Optional.empty(), 51));
            queries.put("leaderboard, deep", ArchiveQueries.leaderboardSql(kind, 110,
                    Optional.of(new LeaderboardEntry.Cursor(1500, Long.MAX_VALUE)), 51));
            for (Map.Entry<String, Sql> query : queries.entrySet()) {
                System.out.println("-- " + query.getKey());
                System.out.println(query.getValue().text());
                query.getValue().explain(c).forEach(System.out::println);
                System.out.println();
            }
            c.rollback();
        }
    }
}
