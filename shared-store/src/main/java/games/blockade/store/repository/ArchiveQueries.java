package games.blockade.store.repository;

import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.model.GameResult;
import games.blockade.store.model.Rating;
import games.blockade.store.model.Score;
import java.util.EnumMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The reads the web app needs, each served by an index (see V1__store.sql): the archive of finished
 * games, a player's record and head-to-head, and the leaderboards. Lists are keyset-paginated: a
 * page ends with a cursor, and the next page starts strictly after it, so deep pages cost the same
 * as the first.
 */
public final class ArchiveQueries {

    public static final int MAX_PAGE = 100;
    /** The computer's seat of each game listed, by its key: a game listed names the computer, not its account. */
    private static final String WITH_COMPUTER = " left join computer_seat c on c.game_id = g.id";
    private static final String COMPUTER = "c.side, c.level, c.seed";

    private final Store store;

    public ArchiveQueries(Store store) {
        this.store = store;
    }

    /** Finished games, newest first. */
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archive(ArchiveFilter filter, Optional<ArchiveEntry.Cursor> after,
                                                          int limit) {
        int size = pageSize(limit);
        Sql sql = archiveSql(filter, after, size + 1);
        List<Object[]> rows = store.read(em -> sql.rows(em));
        List<ArchiveEntry> entries = rows.stream().map(r -> {
            Optional<Computer> computer = computer(r, 11);
            return new ArchiveEntry(number(r[0]), (String) r[1], (String) r[2], number(r[3]),
                    name(computer, Side.ONE, r[4]), number(r[5]), name(computer, Side.TWO, r[6]),
                    GameResult.valueOf((String) r[7]), (String) r[8], ((Number) r[9]).intValue(),
                    Sql.instant(r[10]), computer);
        }).toList();
        return page(entries, size, ArchiveEntry::cursor);
    }

    /**
     * The archive's SQL. From a player it walks their seats (index on player, game, finish time);
     * otherwise the games (indexes on finish time, alone or after the game and its result; a
     * result alone is filtered along the finish-time index, as every result is common).
     */
    public static Sql archiveSql(ArchiveFilter filter, Optional<ArchiveEntry.Cursor> after, int rows) {
        boolean byPlayer = filter.playerId().isPresent();
        String time = byPlayer ? "s.finished_at" : "g.finished_at";
        String id = byPlayer ? "s.game_id" : "g.id";
        StringBuilder sql = new StringBuilder("select g.id, g.game_kind, g.preset, g.player_one_id, p1.display_name,"
                + " g.player_two_id, p2.display_name, g.result, g.reason, g.ply_count, g.finished_at, " + COMPUTER
                + " from ");
        sql.append(byPlayer ? "seat s join game g on g.id = s.game_id" : "game g");
        sql.append(" join player p1 on p1.id = g.player_one_id join player p2 on p2.id = g.player_two_id")
                .append(WITH_COMPUTER).append(" where ").append(time).append(" is not null");
        List<Object> parameters = new ArrayList<>();
        if (byPlayer) {
            sql.append(" and s.player_id = ?");
            parameters.add(filter.playerId().get());
        }
        filter.kind().ifPresent(kind -> {
            sql.append(byPlayer ? " and s.game_kind = ?" : " and g.game_kind = ?");
            parameters.add(kind);
        });
        filter.result().ifPresent(result -> {
            sql.append(" and g.result = ?");
            parameters.add(result.name());
        });
        filter.score().ifPresent(score -> {
            sql.append(" and s.score = ?");
            parameters.add(score.name());
        });
        filter.from().ifPresent(from -> {
            sql.append(" and ").append(time).append(" >= ?");
            parameters.add(Sql.time(from));
        });
        filter.to().ifPresent(to -> {
            sql.append(" and ").append(time).append(" < ?");
            parameters.add(Sql.time(to));
        });
        after.ifPresent(cursor -> {
            sql.append(" and (").append(time).append(", ").append(id).append(") < (?, ?)");
            parameters.add(Sql.time(cursor.finishedAt()));
            parameters.add(cursor.gameId());
        });
        sql.append(" order by ").append(time).append(" desc, ").append(id).append(" desc")
                .append(" limit ").append(rows);
        return new Sql(sql.toString(), parameters);
    }

    /** Games being played, the one moved last first. */
    public List<GameInPlay> inPlay(int limit) {
        Sql sql = inPlaySql(pageSize(limit));
        return store.read(em -> sql.rows(em)).stream().map(r -> {
            Optional<Computer> computer = computer(r, 9);
            return new GameInPlay(number(r[0]), (String) r[1], (String) r[2], number(r[3]),
                    name(computer, Side.ONE, r[4]), number(r[5]), name(computer, Side.TWO, r[6]),
                    ((Number) r[7]).intValue(), Sql.instant(r[8]));
        }).toList();
    }

    /**
     * The games in play: found by the index on state (and deadline), then sorted. Games in play are
     * few beside the finished ones, whatever the archive's size.
     */
    public static Sql inPlaySql(int rows) {
        return new Sql("select g.id, g.game_kind, g.preset, g.player_one_id, p1.display_name, g.player_two_id,"
                + " p2.display_name, g.ply_count, g.updated_at, " + COMPUTER + " from game g"
                + " join player p1 on p1.id = g.player_one_id join player p2 on p2.id = g.player_two_id"
                + WITH_COMPUTER + " where g.state = 'ACTIVE' order by g.updated_at desc, g.id desc limit " + rows,
                List.of());
    }

    /** A player's wins, losses, draws and streaks in one game. */
    public PlayerRecord record(long playerId, String kind) {
        Sql sql = recordSql(playerId, kind);
        List<Object[]> rows = store.read(em -> sql.rows(em));
        return PlayerRecord.of(rows.stream().map(r -> Score.valueOf((String) r[0])).toList());
    }

    public static Sql recordSql(long playerId, String kind) {
        return new Sql("select s.score from seat s where s.player_id = ? and s.game_kind = ?"
                + " and s.finished_at is not null order by s.finished_at, s.game_id", List.of(playerId, kind));
    }

    /** A player's results against one opponent in one game, from the player's side. */
    public HeadToHead headToHead(long playerId, long opponentId, String kind) {
        Sql sql = headToHeadSql(playerId, opponentId, kind);
        List<Object[]> rows = store.read(em -> sql.rows(em));
        Map<Score, Integer> byScore = new EnumMap<>(Score.class);
        for (Object[] row : rows) {
            byScore.put(Score.valueOf((String) row[0]), ((Number) row[1]).intValue());
        }
        return new HeadToHead(byScore.getOrDefault(Score.WIN, 0), byScore.getOrDefault(Score.LOSS, 0),
                byScore.getOrDefault(Score.DRAW, 0));
    }

    public static Sql headToHeadSql(long playerId, long opponentId, String kind) {
        return new Sql("select s.score, count(*) from seat s where s.player_id = ? and s.opponent_id = ?"
                + " and s.game_kind = ? and s.score is not null group by s.score", List.of(playerId, opponentId, kind));
    }

    /**
     * A game's leaderboard, highest rating first, of players whose deviation is at most
     * {@code maxDeviation} (the rating is reliable enough to rank).
     */
    public Page<LeaderboardEntry, LeaderboardEntry.Cursor> leaderboard(String kind, double maxDeviation,
                                                                      Optional<LeaderboardEntry.Cursor> after,
                                                                      int limit) {
        int size = pageSize(limit);
        Sql sql = leaderboardSql(kind, maxDeviation, after, size + 1);
        List<Object[]> rows = store.read(em -> sql.rows(em));
        List<LeaderboardEntry> entries = rows.stream().map(r -> new LeaderboardEntry(number(r[0]), (String) r[1],
                ((Number) r[2]).doubleValue(), ((Number) r[3]).doubleValue(), ((Number) r[4]).intValue())).toList();
        return page(entries, size, LeaderboardEntry::cursor);
    }

    public static Sql leaderboardSql(String kind, double maxDeviation, Optional<LeaderboardEntry.Cursor> after,
                                     int rows) {
        List<Object> parameters = new ArrayList<>(List.of(kind, maxDeviation));
        after.ifPresent(cursor -> {
            parameters.add(cursor.rating());
            parameters.add(cursor.playerId());
        });
        return new Sql("select r.player_id, p.display_name, r.rating, r.deviation, r.games from rating r"
                + " join player p on p.id = r.player_id where r.game_kind = ? and r.deviation <= ? and r.games > 0"
                + (after.isPresent() ? " and (r.rating, r.player_id) < (?, ?)" : "")
                + " order by r.rating desc, r.player_id desc limit " + rows, parameters);
    }

    /**
     * How many games a player has joined and when their latest ended: every change to what the
     * player's page shows (a new game, an ending, a new rating) changes one of the two.
     */
    public PlayerActivity activity(long playerId) {
        Sql sql = activitySql(playerId);
        Object[] row = store.read(em -> sql.rows(em)).get(0);
        return new PlayerActivity(((Number) row[0]).longValue(), Optional.ofNullable(row[1]).map(Sql::instant));
    }

    public static Sql activitySql(long playerId) {
        return new Sql("select count(*), max(s.finished_at) from seat s where s.player_id = ?", List.of(playerId));
    }

    /** A player's ratings, one for each game they have been rated in. */
    public List<Rating> ratings(long playerId) {
        return store.read(em -> em.createQuery("select r from Rating r where r.key.playerId = :player"
                        + " order by r.key.kind", Rating.class)
                .setParameter("player", playerId)
                .getResultList());
    }

    /** A player's rating after each rated game of one kind, oldest first. */
    public List<RatingPoint> ratingHistory(long playerId, String kind) {
        Sql sql = ratingHistorySql(playerId, kind);
        return store.read(em -> sql.rows(em)).stream().map(r -> new RatingPoint(Sql.instant(r[0]),
                ((Number) r[1]).doubleValue(), ((Number) r[2]).doubleValue())).toList();
    }

    public static Sql ratingHistorySql(long playerId, String kind) {
        return new Sql("select c.changed_at, c.rating, c.deviation from rating_change c where c.player_id = ?"
                + " and c.game_kind = ? order by c.changed_at, c.id", List.of(playerId, kind));
    }

    /** The games a player is playing now, the longest untouched first. */
    public List<Long> activeGames(long playerId) {
        return store.read(em -> em.createQuery("select g.id from Seat s join StoredGame g"
                        + " on g.id = s.key.gameId where s.playerId = :player and s.finishedAt is null"
                        + " order by g.updatedAt", Long.class)
                .setParameter("player", playerId)
                .getResultList());
    }

    /** Whether a player is the account the computer plays as, which is named as the computer. */
    public boolean isComputer(long playerId) {
        Sql sql = computerSql(playerId);
        return !store.read(em -> sql.rows(em)).isEmpty();
    }

    public static Sql computerSql(long playerId) {
        return new Sql("select 1 from seat s join computer_seat c on c.game_id = s.game_id and c.side = s.side"
                + " where s.player_id = ? limit 1", List.of(playerId));
    }

    /** The computer of a listed game, from the columns {@link #COMPUTER} starting at {@code from}. */
    private static Optional<Computer> computer(Object[] row, int from) {
        return Optional.ofNullable(row[from]).map(side -> new Computer(Side.valueOf((String) side),
                (String) row[from + 1], number(row[from + 2])));
    }

    /** Who sits at {@code side} of a listed game: the computer where it plays there, else the player by name. */
    private static String name(Optional<Computer> computer, Side side, Object displayName) {
        return computer.filter(c -> c.side() == side).map(Computer::name).orElse((String) displayName);
    }

    private static long number(Object value) {
        return ((Number) value).longValue();
    }

    private static int pageSize(int limit) {
        if (limit < 1 || limit > MAX_PAGE) {
            throw new IllegalArgumentException("a page holds 1 to " + MAX_PAGE + " entries, not " + limit);
        }
        return limit;
    }

    private static <T, C> Page<T, C> page(List<T> rows, int size, Function<T, C> cursor) {
        if (rows.size() <= size) {
            return new Page<>(rows, Optional.empty());
        }
        List<T> items = rows.subList(0, size);
        return new Page<>(items, Optional.of(cursor.apply(items.get(size - 1))));
    }
}
