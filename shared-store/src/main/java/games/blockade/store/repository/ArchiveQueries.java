package games.blockade.store.repository;

import games.blockade.store.config.Store;
import games.blockade.store.model.Score;
import jakarta.persistence.TypedQuery;
import java.util.EnumMap;
import java.util.HashMap;
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

    private final Store store;

    public ArchiveQueries(Store store) {
        this.store = store;
    }

    /** Finished games, newest first. */
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archive(ArchiveFilter filter, Optional<ArchiveEntry.Cursor> after,
                                                          int limit) {
        int size = pageSize(limit);
        boolean byPlayer = filter.playerId().isPresent();
        // From a player, walk their seats; otherwise the games themselves.
        String time = byPlayer ? "s.finishedAt" : "g.finishedAt";
        String id = byPlayer ? "s.key.gameId" : "g.id";
        StringBuilder hql = new StringBuilder("select new games.blockade.store.repository.ArchiveEntry(g.id, g.kind,"
                + " g.preset, g.playerOneId, p1.displayName, g.playerTwoId, p2.displayName, g.result, g.reason,"
                + " g.plyCount, g.finishedAt) from ");
        hql.append(byPlayer ? "Seat s join StoredGame g on g.id = s.key.gameId" : "StoredGame g");
        hql.append(" join Player p1 on p1.id = g.playerOneId join Player p2 on p2.id = g.playerTwoId where ")
                .append(time).append(" is not null");
        Map<String, Object> parameters = new HashMap<>();
        if (byPlayer) {
            hql.append(" and s.playerId = :player");
            parameters.put("player", filter.playerId().get());
        }
        filter.kind().ifPresent(kind -> {
            hql.append(byPlayer ? " and s.kind = :kind" : " and g.kind = :kind");
            parameters.put("kind", kind);
        });
        filter.result().ifPresent(result -> {
            hql.append(" and g.result = :result");
            parameters.put("result", result);
        });
        filter.score().ifPresent(score -> {
            hql.append(" and s.score = :score");
            parameters.put("score", score);
        });
        filter.from().ifPresent(from -> {
            hql.append(" and ").append(time).append(" >= :from");
            parameters.put("from", from);
        });
        filter.to().ifPresent(to -> {
            hql.append(" and ").append(time).append(" < :to");
            parameters.put("to", to);
        });
        after.ifPresent(cursor -> {
            hql.append(" and (").append(time).append(", ").append(id).append(") < (:afterTime, :afterId)");
            parameters.put("afterTime", cursor.finishedAt());
            parameters.put("afterId", cursor.gameId());
        });
        hql.append(" order by ").append(time).append(" desc, ").append(id).append(" desc");
        List<ArchiveEntry> rows = store.inTransaction(em -> {
            TypedQuery<ArchiveEntry> query = em.createQuery(hql.toString(), ArchiveEntry.class);
            parameters.forEach(query::setParameter);
            return query.setMaxResults(size + 1).getResultList();
        });
        return page(rows, size, ArchiveEntry::cursor);
    }

    /** A player's wins, losses, draws and streaks in one game. */
    public PlayerRecord record(long playerId, String kind) {
        List<Score> scores = store.inTransaction(em -> em.createQuery(
                        "select s.score from Seat s where s.playerId = :player and s.kind = :kind"
                                + " and s.finishedAt is not null order by s.finishedAt, s.key.gameId", Score.class)
                .setParameter("player", playerId)
                .setParameter("kind", kind)
                .getResultList());
        return PlayerRecord.of(scores);
    }

    /** A player's results against one opponent in one game, from the player's side. */
    public HeadToHead headToHead(long playerId, long opponentId, String kind) {
        List<Object[]> counts = store.inTransaction(em -> em.createQuery("select s.score, count(s) from Seat s"
                        + " where s.playerId = :player and s.opponentId = :opponent and s.kind = :kind"
                        + " and s.score is not null group by s.score", Object[].class)
                .setParameter("player", playerId)
                .setParameter("opponent", opponentId)
                .setParameter("kind", kind)
                .getResultList());
        Map<Score, Integer> byScore = new EnumMap<>(Score.class);
        for (Object[] row : counts) {
            byScore.put((Score) row[0], ((Long) row[1]).intValue());
        }
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
        String hql = "select new games.blockade.store.repository.LeaderboardEntry(r.key.playerId, p.displayName,"
                + " r.rating, r.deviation, r.games) from Rating r join Player p on p.id = r.key.playerId"
                + " where r.key.kind = :kind and r.deviation <= :maxDeviation and r.games > 0"
                + (after.isPresent() ? " and (r.rating, r.key.playerId) < (:afterRating, :afterId)" : "")
                + " order by r.rating desc, r.key.playerId desc";
        List<LeaderboardEntry> rows = store.inTransaction(em -> {
            TypedQuery<LeaderboardEntry> query = em.createQuery(hql, LeaderboardEntry.class)
                    .setParameter("kind", kind)
                    .setParameter("maxDeviation", maxDeviation);
            after.ifPresent(cursor -> query.setParameter("afterRating", cursor.rating())
                    .setParameter("afterId", cursor.playerId()));
            return query.setMaxResults(size + 1).getResultList();
        });
        return page(rows, size, LeaderboardEntry::cursor);
    }

    /** The games a player is playing now, the longest untouched first. */
    public List<Long> activeGames(long playerId) {
        return store.inTransaction(em -> em.createQuery("select g.id from Seat s join StoredGame g"
                        + " on g.id = s.key.gameId where s.playerId = :player and s.finishedAt is null"
                        + " order by g.updatedAt", Long.class)
                .setParameter("player", playerId)
                .getResultList());
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
