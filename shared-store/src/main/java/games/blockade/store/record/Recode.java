package games.blockade.store.record;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.repository.GameCatalog;
import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;

/**
 * Rewrites finished games' records from an older {@link MoveCodec} format into the current one,
 * so that reading a game no longer enumerates whole turns. Each distinct record is decoded once,
 * on all cores (generated games share theirs), and written to every game that holds it.
 *
 * <pre>java -cp ... games.blockade.store.record.Recode</pre>
 * The database comes from {@code BLOCKADE_DB_URL} and friends, as for the bot.
 */
public final class Recode {

    private static final int BATCH = 2_000;

    private final GameCatalog catalog;

    Recode(GameCatalog catalog) {
        this.catalog = catalog;
    }

    public static void main(String[] args) throws Exception {
        long started = System.nanoTime();
        try (Store store = Store.open(StoreSettings.fromEnvironment())) {
            long recoded = new Recode(GameCatalog.registered()).run(store.dataSource());
            System.out.printf("recoded %d records in %.1f s%n", recoded, (System.nanoTime() - started) / 1e9);
        }
    }

    /**
     * Returns how many games' records were rewritten. One connection does all, reading the ids to
     * rewrite before writing, so it works where a store has a single writer (SQLite).
     */
    long run(DataSource dataSource) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            boolean autoCommit = c.getAutoCommit();
            c.setAutoCommit(false);
            try {
                long count = run(c);
                c.commit();
                return count;
            } finally {
                c.setAutoCommit(autoCommit);
            }
        }
    }

    private long run(Connection c) throws SQLException {
        Map<List<Object>, List<Long>> gamesOf = new HashMap<>();
        try (Statement s = c.createStatement()) {
            s.setFetchSize(BATCH);
            try (ResultSet r = s.executeQuery("select id, game_kind, preset, first_side, record from game"
                    + " where record is not null")) {
                while (r.next()) {
                    byte[] record = r.getBytes(5);
                    if (record.length == 0 || record[0] != MoveCodec.FORMAT) {
                        gamesOf.computeIfAbsent(key(r.getString(2), r.getString(3), r.getString(4), record),
                                k -> new ArrayList<>()).add(r.getLong(1));
                    }
                }
            }
        }
        Map<List<Object>, byte[]> recoded = new ConcurrentHashMap<>();
        gamesOf.keySet().parallelStream().forEach(key -> recoded.put(key, recode(key)));
        long count = 0;
        try (PreparedStatement update = c.prepareStatement("update game set record = ? where id = ?")) {
            int inBatch = 0;
            for (Map.Entry<List<Object>, List<Long>> games : gamesOf.entrySet()) {
                for (long id : games.getValue()) {
                    update.setBytes(1, recoded.get(games.getKey()));
                    update.setLong(2, id);
                    update.addBatch();
                    count++;
                    if (++inBatch == BATCH) {
                        update.executeBatch();
                        c.commit();
                        inBatch = 0;
                    }
                }
            }
            update.executeBatch();
        }
        return count;
    }

    private static List<Object> key(String kind, String preset, String first, byte[] record) {
        return List.of(kind, preset, Side.valueOf(first), ByteBuffer.wrap(record));
    }

    private byte[] recode(List<Object> key) {
        String kind = (String) key.get(0);
        try {
            Rules<?, ?> rules = catalog.rules(kind);
            byte[] record = ((ByteBuffer) key.get(3)).array();
            return MoveCodec.encode(decode(rules, (String) key.get(1), (Side) key.get(2), record));
        } catch (Rejection e) {
            throw new IllegalStateException("a stored " + kind + " record does not replay: " + e.getMessage(), e);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Game<?, ?> decode(Rules<?, ?> rules, String preset, Side first, byte[] record) throws Rejection {
        return MoveCodec.decode((Rules) rules, rules.preset(preset), first, record);
    }
}
