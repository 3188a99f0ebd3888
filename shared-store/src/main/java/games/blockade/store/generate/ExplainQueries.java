package games.blockade.store.generate;

import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.GameResult;
import games.blockade.store.model.Score;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.store.repository.ArchiveFilter;
import games.blockade.store.repository.ArchiveQueries;
import games.blockade.store.repository.LeaderboardEntry;
import games.blockade.store.repository.Sql;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Prints the plans of the web app's and the bot's reads, run for real ({@code EXPLAIN ANALYZE}),
 * on the database {@code BLOCKADE_DB_URL} names: for the busiest player, a typical one, the first
 * game kind and a cursor mid-archive. Reads written in JPQL are shown as the SQL they stand for;
 * the others are the very text the store runs. With {@code --summary}, one line per query.
 */
public final class ExplainQueries {

    private ExplainQueries() {
    }

    public static void main(String[] args) throws Exception {
        boolean summary = List.of(args).contains("--summary");
        try (Store store = Store.open(StoreSettings.fromEnvironment());
             Connection c = store.dataSource().getConnection();
             Statement s = c.createStatement()) {
            String kind;
            Instant middle;
            long typical;
            long lastGame;
            long activePlayer;
            long channel;
            try (ResultSet r = s.executeQuery("select min(game_kind), min(finished_at), max(finished_at),"
                    + " (select max(id) / 2 from player), max(id) from game")) {
                r.next();
                kind = r.getString(1);
                Instant from = r.getTimestamp(2).toInstant();
                Instant to = r.getTimestamp(3).toInstant();
                middle = from.plusSeconds((to.getEpochSecond() - from.getEpochSecond()) / 2);
                typical = r.getLong(4);
                lastGame = r.getLong(5);
            }
            try (ResultSet r = s.executeQuery("select g.player_one_id, g.channel_id from game g"
                    + " where g.state = 'ACTIVE' order by g.id limit 1")) {
                boolean any = r.next();
                activePlayer = any ? r.getLong(1) : 1;
                channel = any ? r.getLong(2) : 0;
            }
            Optional<ArchiveEntry.Cursor> cursor = Optional.of(new ArchiveEntry.Cursor(middle, Long.MAX_VALUE));
            ArchiveFilter all = ArchiveFilter.all();
            Instant monthLater = middle.plus(Duration.ofDays(30));
            Map<String, Sql> queries = new LinkedHashMap<>();
            queries.put("archive, newest", ArchiveQueries.archiveSql(all, Optional.empty(), 26));
            queries.put("archive, mid-archive", ArchiveQueries.archiveSql(all, cursor, 26));
            queries.put("archive of a game, mid-archive", ArchiveQueries.archiveSql(all.kind(kind), cursor, 26));
            queries.put("archive of draws, mid-archive", ArchiveQueries.archiveSql(all.result(GameResult.DRAW),
                    cursor, 26));
            queries.put("archive of a game's draws, mid-archive", ArchiveQueries.archiveSql(
                    all.kind(kind).result(GameResult.DRAW), cursor, 26));
            queries.put("archive of a month", ArchiveQueries.archiveSql(all.between(middle, monthLater),
                    Optional.empty(), 26));
            queries.put("archive of a game in a month", ArchiveQueries.archiveSql(
                    all.kind(kind).between(middle, monthLater), Optional.empty(), 26));
            queries.put("archive of the busiest player", ArchiveQueries.archiveSql(all.player(1), Optional.empty(), 26));
            queries.put("archive of the busiest player, mid-archive", ArchiveQueries.archiveSql(all.player(1),
                    cursor, 26));
            queries.put("archive of the busiest player's losses", ArchiveQueries.archiveSql(
                    all.player(1).score(Score.LOSS), cursor, 26));
            queries.put("archive of the busiest player's draws in a game", ArchiveQueries.archiveSql(
                    all.player(1).kind(kind).score(Score.DRAW), cursor, 26));
            queries.put("archive of the busiest player in a month", ArchiveQueries.archiveSql(
                    all.player(1).between(middle, monthLater), Optional.empty(), 26));
            queries.put("archive of a typical player", ArchiveQueries.archiveSql(all.player(typical),
                    Optional.empty(), 26));
            queries.put("game by id (JPQL find)", new Sql("select * from game g where g.id = ?", List.of(lastGame / 2)));
            queries.put("plies of a game in play (JPQL)", new Sql("select * from ply p where p.game_id = ?"
                    + " order by p.ply", List.of(lastGame)));
            queries.put("player by id (JPQL find)", new Sql("select * from player p where p.id = ?", List.of(typical)));
            queries.put("ratings of the busiest player (JPQL)", new Sql("select * from rating r where r.player_id = ?"
                    + " order by r.game_kind", List.of(1L)));
            queries.put("a player's name, activity and account (page)", ArchiveQueries.overviewSql(typical));
            queries.put("rating histories of the busiest player (page)", ArchiveQueries.ratingHistoriesSql(1));
            queries.put("record of the busiest player (bot)", ArchiveQueries.recordSql(1, kind));
            queries.put("records of the busiest player (page)", ArchiveQueries.recordsSql(1));
            queries.put("latest meetings of the busiest player (page)", ArchiveQueries.latestMeetingsSql(1,
                    List.of("backgammon", "piecepack", "retreat", "walls"), 50));
            queries.put("head-to-heads (page)", ArchiveQueries.rivalriesSql(1, List.of(2L, 3L, 4L, 5L, 6L)));
            queries.put("leaderboard, top", ArchiveQueries.leaderboardSql(kind, 150, Optional.empty(), 51));
            queries.put("leaderboard, deep", ArchiveQueries.leaderboardSql(kind, 150,
                    Optional.of(new LeaderboardEntry.Cursor(1500, Long.MAX_VALUE)), 51));
            queries.put("active games of a player (JPQL)", new Sql("select g.id from seat s join game g"
                    + " on g.id = s.game_id where s.player_id = ? and s.finished_at is null order by g.updated_at",
                    List.of(activePlayer)));
            queries.put("overdue games, the bot's clock (JPQL)", new Sql("select g.id from game g where g.state = 'ACTIVE'"
                    + " and g.deadline < ? order by g.deadline limit 100",
                    List.of(OffsetDateTime.now(ZoneOffset.UTC))));
            queries.put("a player's game in play in a channel, the bot (JPQL)", new Sql("select g.id from game g"
                    + " where g.state = 'ACTIVE' and g.channel_id = ? and (g.player_one_id = ? or g.player_two_id = ?)"
                    + " order by g.id", List.of(channel, activePlayer, activePlayer)));
            for (Map.Entry<String, Sql> query : queries.entrySet()) {
                List<String> plan = query.getValue().explain(c);
                if (summary) {
                    System.out.printf("| %s | %s | %s |%n", query.getKey(), access(plan), executionTime(plan));
                } else {
                    System.out.println("-- " + query.getKey());
                    System.out.println(query.getValue().text());
                    plan.forEach(System.out::println);
                    System.out.println();
                }
            }
            c.rollback();
        }
    }

    /** The plan's scans, in order: which index (or none) each table is read by. */
    private static String access(List<String> plan) {
        return String.join("; ", plan.stream().map(String::strip)
                .map(line -> line.startsWith("->") ? line.substring(2).strip() : line)
                .filter(line -> line.contains(" Scan "))
                .map(line -> line.replaceAll("\\s+\\(cost=.*", ""))
                .distinct().toList());
    }

    private static String executionTime(List<String> plan) {
        return plan.stream().map(String::strip).filter(line -> line.startsWith("Execution Time:"))
                .map(line -> line.substring("Execution Time:".length()).strip()).findFirst().orElse("?");
    }
}
