package games.blockade.store.repository;

import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.model.GameResult;
import games.blockade.store.model.Rating;
import games.blockade.store.model.Score;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The reads the web app needs, each served by an index (see V1__store.sql): the archive of finished
 * games, a player's record and head-to-head, and the leaderboards. Lists are keyset-paginated: a
 * page ends with a cursor, and the next page starts strictly after it, so deep pages cost the same
 * as the first.
 */
public final class ArchiveQueries {

    public static final int MAX_PAGE = 100;
    /**
     * The computer's seats of each game listed, by their keys, one join a side so a game the
     * computer plays by itself is still one row: a game listed names the computer, not its account.
     */
    private static final String WITH_COMPUTER = " left join computer_seat c1 on c1.game_id = g.id and c1.side = 'ONE'"
            + " left join computer_seat c2 on c2.game_id = g.id and c2.side = 'TWO'";
    private static final String COMPUTER = "c1.level, c1.seed, c2.level, c2.seed";
    /** The seats where the computer played, joined to the player id of their account. */
    private static final String COMPUTER_SEATED = "select 1 from seat s join computer_seat c on c.game_id = s.game_id"
            + " and c.side = s.side";

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
            List<Computer> computers = computers(r, 11);
            return new ArchiveEntry(number(r[0]), (String) r[1], (String) r[2], number(r[3]),
                    name(computers, Side.ONE, r[4]), number(r[5]), name(computers, Side.TWO, r[6]),
                    GameResult.valueOf((String) r[7]), (String) r[8], ((Number) r[9]).intValue(),
                    Sql.instant(r[10]), computers);
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
            List<Computer> computers = computers(r, 9);
            return new GameInPlay(number(r[0]), (String) r[1], (String) r[2], number(r[3]),
                    name(computers, Side.ONE, r[4]), number(r[5]), name(computers, Side.TWO, r[6]),
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

    /** A player's record in each game they have finished one in, by game id. */
    public Map<String, PlayerRecord> records(long playerId) {
        Sql sql = recordsSql(playerId);
        Map<String, List<Score>> scores = new TreeMap<>();
        for (Object[] row : store.read(em -> sql.rows(em))) {
            scores.computeIfAbsent((String) row[0], kind -> new ArrayList<>()).add(Score.valueOf((String) row[1]));
        }
        Map<String, PlayerRecord> records = new TreeMap<>();
        scores.forEach((kind, list) -> records.put(kind, PlayerRecord.of(list)));
        return records;
    }

    public static Sql recordsSql(long playerId) {
        return new Sql("select s.game_kind, s.score from seat s where s.player_id = ? and s.finished_at is not null"
                + " order by s.game_kind, s.finished_at, s.game_id", List.of(playerId));
    }

    /**
     * The player's latest finished games in each of these games, at most {@code games} of each,
     * latest first: whom they met there, and whether that opponent was the computer. One statement,
     * each game's part read along the index on player, game and finish time.
     */
    public List<Meeting> latestMeetings(long playerId, List<String> kinds, int games) {
        if (kinds.isEmpty()) {
            return List.of();
        }
        Sql sql = latestMeetingsSql(playerId, kinds, games);
        return store.read(em -> sql.rows(em)).stream()
                .map(r -> new Meeting((String) r[0], number(r[1]), r[2] != null)).toList();
    }

    public static Sql latestMeetingsSql(long playerId, List<String> kinds, int games) {
        List<Object> parameters = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (String kind : kinds) {
            parts.add("select * from (select s.game_kind, s.opponent_id, s.game_id, s.side, s.finished_at from seat s"
                    + " where s.player_id = ? and s.game_kind = ? and s.finished_at is not null"
                    + " order by s.finished_at desc, s.game_id desc limit " + pageSize(games) + ") x");
            parameters.add(playerId);
            parameters.add(kind);
        }
        return new Sql("select m.game_kind, m.opponent_id, c.side from (" + String.join(" union all ", parts) + ") m"
                + " left join computer_seat c on c.game_id = m.game_id and c.side <> m.side"
                + " order by m.game_kind, m.finished_at desc, m.game_id desc", parameters);
    }

    /**
     * A player's results against each of these opponents in every game they met in, from the
     * player's side, with the opponent's own name: one statement.
     */
    public List<Rivalry> rivalries(long playerId, Collection<Long> opponents) {
        if (opponents.isEmpty()) {
            return List.of();
        }
        Sql sql = rivalriesSql(playerId, opponents);
        Map<List<Object>, Map<Score, Integer>> byPair = new LinkedHashMap<>();
        Map<Long, String> names = new HashMap<>();
        for (Object[] row : store.read(em -> sql.rows(em))) {
            long opponent = number(row[1]);
            names.put(opponent, (String) row[2]);
            byPair.computeIfAbsent(List.of(row[0], opponent), pair -> new EnumMap<>(Score.class))
                    .put(Score.valueOf((String) row[3]), ((Number) row[4]).intValue());
        }
        List<Rivalry> rivalries = new ArrayList<>();
        byPair.forEach((pair, scores) -> {
            long opponent = (Long) pair.get(1);
            rivalries.add(new Rivalry((String) pair.get(0), opponent, names.get(opponent), headToHead(scores)));
        });
        return rivalries;
    }

    /**
     * The opponents' list is padded to a power of two by repeating the last: the statement's text then
     * takes a few forms only, which the driver and the database prepare and plan once each.
     */
    public static Sql rivalriesSql(long playerId, Collection<Long> opponents) {
        if (opponents.isEmpty()) {
            throw new IllegalArgumentException("rivalries are read against at least one opponent");
        }
        List<Object> parameters = new ArrayList<>();
        parameters.add(playerId);
        parameters.addAll(opponents);
        int listed = opponents.size() == 1 ? 1 : Integer.highestOneBit(opponents.size() - 1) << 1;
        while (parameters.size() - 1 < listed) {
            parameters.add(parameters.get(parameters.size() - 1));
        }
        return new Sql("select h.game_kind, h.opponent_id, p.display_name, h.score, h.games from (select s.game_kind,"
                + " s.opponent_id, s.score, count(*) as games from seat s where s.player_id = ? and s.opponent_id in ("
                + String.join(", ", Collections.nCopies(listed, "?")) + ") and s.score is not null"
                + " group by s.game_kind, s.opponent_id, s.score) h join player p on p.id = h.opponent_id"
                + " order by h.game_kind, h.opponent_id", parameters);
    }

    private static HeadToHead headToHead(Map<Score, Integer> byScore) {
        return new HeadToHead(byScore.getOrDefault(Score.WIN, 0), byScore.getOrDefault(Score.LOSS, 0),
                byScore.getOrDefault(Score.DRAW, 0));
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
     * A player's name, their activity and whether they are the computer's account, in one statement;
     * nothing when no player has this id. The activity (games joined, when the latest ended) changes
     * with everything the player's page shows but the name: a new game, an ending, a new rating.
     */
    public Optional<PlayerOverview> overview(long playerId) {
        Sql sql = overviewSql(playerId);
        return store.read(em -> sql.rows(em)).stream().findFirst().map(row -> new PlayerOverview((String) row[0],
                new PlayerActivity(((Number) row[1]).longValue(), Optional.ofNullable(row[2]).map(Sql::instant)),
                ((Number) row[3]).intValue() != 0, ((Number) row[4]).longValue(),
                Optional.ofNullable(row[5]).map(id -> ((Number) id).longValue()).orElse(0L)));
    }

    public static Sql overviewSql(long playerId) {
        return new Sql("select p.display_name, (select count(*) from seat s where s.player_id = p.id),"
                + " (select max(s.finished_at) from seat s where s.player_id = p.id),"
                + " case when exists (" + COMPUTER_SEATED + " where s.player_id = p.id) then 1 else 0 end,"
                + " (select count(*) from analysis_side a where a.player_id = p.id and a.accuracy is not null),"
                + " (select max(a.game_id) from analysis_side a where a.player_id = p.id and a.accuracy is not null)"
                + " from player p where p.id = ?", List.of(playerId));
    }

    /** A player's ratings, one for each game they have been rated in. */
    public List<Rating> ratings(long playerId) {
        return store.read(em -> em.createQuery("select r from Rating r where r.key.playerId = :player"
                        + " order by r.key.kind", Rating.class)
                .setParameter("player", playerId)
                .getResultList());
    }

    /** A player's rating after each of their rated games, by game id, oldest first. */
    public Map<String, List<RatingPoint>> ratingHistories(long playerId) {
        Sql sql = ratingHistoriesSql(playerId);
        Map<String, List<RatingPoint>> histories = new TreeMap<>();
        for (Object[] r : store.read(em -> sql.rows(em))) {
            histories.computeIfAbsent((String) r[0], kind -> new ArrayList<>()).add(new RatingPoint(Sql.instant(r[1]),
                    ((Number) r[2]).doubleValue(), ((Number) r[3]).doubleValue()));
        }
        return histories;
    }

    public static Sql ratingHistoriesSql(long playerId) {
        return new Sql("select c.game_kind, c.changed_at, c.rating, c.deviation from rating_change c"
                + " where c.player_id = ? order by c.game_kind, c.changed_at, c.id", List.of(playerId));
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
        return new Sql(COMPUTER_SEATED + " where s.player_id = ? limit 1", List.of(playerId));
    }

    /** The computer on each side of a listed game it plays, from the columns {@link #COMPUTER} starting at {@code from}. */
    private static List<Computer> computers(Object[] row, int from) {
        List<Computer> computers = new ArrayList<>(2);
        for (Side side : Side.values()) {
            int at = from + 2 * side.ordinal();
            if (row[at] != null) {
                computers.add(new Computer(side, (String) row[at], number(row[at + 1])));
            }
        }
        return computers;
    }

    /** Who sits at {@code side} of a listed game: the computer where it plays there, else the player by name. */
    private static String name(List<Computer> computers, Side side, Object displayName) {
        return computers.stream().filter(c -> c.side() == side).map(Computer::name).findFirst()
                .orElse((String) displayName);
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
