package games.blockade.store.carry;

import games.blockade.store.config.StoreRefused;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Carries a store of the days when the embedded store was an H2 file ({@code blockade.mv.db}) over
 * to SQLite, the first time the SQLite store beside it is opened: every table, row for row, at the
 * last schema version the H2 store had. The copy is made in a file of its own and put in place
 * only when it is whole and every table counts the same rows, so a process killed while carrying
 * over leaves the H2 store as it was and the next start carries over again. The H2 file is kept,
 * renamed, so it is never carried twice and never lost.
 */
public final class H2CarryOver {

    /** The last schema version of the H2 days, in the SQL H2 and PostgreSQL shared. */
    static final String LAST_H2_VERSION = "5";

    /** The tables of that version, each after the ones its rows refer to. */
    static final List<String> TABLES = List.of("player", "retreat_match", "game", "ply", "seat", "retreat_round",
            "dice_commitment", "rating", "rating_change", "challenge", "draw_offer", "component", "computer_seat",
            "clock_notice");

    private static final Logger LOG = LoggerFactory.getLogger(H2CarryOver.class);

    private H2CarryOver() {
    }

    /** The H2 store an SQLite store at {@code sqlite} carries over: {@code NAME.mv.db} beside it. */
    public static Path legacyOf(Path sqlite) {
        String name = sqlite.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return sqlite.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".mv.db");
    }

    /**
     * Carries the H2 store beside {@code sqlite} over, if there is one and the SQLite store does
     * not exist yet. {@code migrateTo} brings a new SQLite file to a schema version, as the store
     * does. Returns how many games were carried over.
     */
    public static Optional<Long> ifDue(Path sqlite, MigrateTo migrateTo) {
        Path legacy = legacyOf(sqlite);
        if (Files.exists(sqlite) || !Files.isRegularFile(legacy)) {
            return Optional.empty();
        }
        Path partial = sqlite.resolveSibling(sqlite.getFileName() + ".carrying");
        try {
            deleteWithCompanions(partial);
            Map<String, Long> counts = copy(legacy, partial, migrateTo);
            Files.move(partial, sqlite, StandardCopyOption.ATOMIC_MOVE);
            Path kept = legacy.resolveSibling(legacy.getFileName() + ".carried-over");
            Files.move(legacy, kept, StandardCopyOption.REPLACE_EXISTING);
            LOG.info("carried the H2 store {} over to {}: {}; the H2 file is kept as {}", legacy, sqlite, counts, kept);
            return Optional.of(counts.get("game"));
        } catch (IOException e) {
            throw new StoreRefused("cannot carry the H2 store " + legacy + " over to " + sqlite + ": "
                    + e.getMessage() + "; the H2 store was left as it is", e);
        }
    }

    /** Brings the SQLite file at a path to a schema version. */
    @FunctionalInterface
    public interface MigrateTo {
        void migrate(Path file, String version);
    }

    private static Map<String, Long> copy(Path legacy, Path target, MigrateTo migrateTo) {
        String h2Url = "jdbc:h2:file:" + legacy.toAbsolutePath().toString().replaceFirst("\\.mv\\.db$", "");
        migrateLegacy(legacy, h2Url);
        migrateTo.migrate(target, LAST_H2_VERSION);
        Map<String, Long> counts = new LinkedHashMap<>();
        try (Connection from = DriverManager.getConnection(h2Url + ";ACCESS_MODE_DATA=r", "sa", "");
             Connection to = DriverManager.getConnection("jdbc:sqlite:" + target)) {
            to.setAutoCommit(false);
            try (Statement pragma = to.createStatement()) {
                pragma.execute("pragma foreign_keys = true");
            }
            for (String table : TABLES) {
                counts.put(table, copyTable(from, to, table));
            }
            to.commit();
            to.setAutoCommit(true);
            try (Statement checkpoint = to.createStatement()) {
                // Everything into the file itself, so that moving the one file moves the whole store.
                checkpoint.execute("pragma wal_checkpoint(truncate)");
            }
            for (String table : TABLES) {
                long copied = count(to, table);
                if (copied != counts.get(table)) {
                    throw new StoreRefused("carrying " + legacy + " over copied " + copied + " of the "
                            + counts.get(table) + " rows of " + table + "; the H2 store was left as it is");
                }
            }
        } catch (SQLException e) {
            throw new StoreRefused("cannot read the H2 store " + legacy + " to carry it over: " + e.getMessage()
                    + "; it was left as it is", e);
        }
        return counts;
    }

    /** An H2 store of an older version is first brought to the last one of the H2 days. */
    private static void migrateLegacy(Path legacy, String h2Url) {
        try {
            Flyway.configure()
                    .dataSource(h2Url, "sa", "")
                    .locations("classpath:db/migration/postgresql")
                    .target(LAST_H2_VERSION)
                    .load()
                    .migrate();
        } catch (RuntimeException e) {
            throw new StoreRefused("the H2 store " + legacy + " cannot be opened to carry it over ("
                    + e.getMessage() + "); it was left as it is", e);
        }
    }

    private static long copyTable(Connection from, Connection to, String table) throws SQLException {
        long rows = 0;
        try (Statement read = from.createStatement();
             ResultSet r = read.executeQuery("select * from " + table)) {
            ResultSetMetaData meta = r.getMetaData();
            List<String> columns = new ArrayList<>();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                columns.add(meta.getColumnName(i).toLowerCase(Locale.ROOT));
            }
            String marks = String.join(", ", columns.stream().map(c -> "?").toList());
            try (PreparedStatement write = to.prepareStatement("insert into " + table + " ("
                    + String.join(", ", columns) + ") values (" + marks + ")")) {
                while (r.next()) {
                    for (int i = 1; i <= columns.size(); i++) {
                        write.setObject(i, sqliteValue(r.getObject(i)));
                    }
                    write.addBatch();
                    if (++rows % 1000 == 0) {
                        write.executeBatch();
                    }
                }
                write.executeBatch();
            }
        }
        return rows;
    }

    /** A value as the SQLite store holds it: instants as the driver writes timestamps. */
    private static Object sqliteValue(Object value) {
        if (value instanceof OffsetDateTime time) {
            return Timestamp.from(time.toInstant());
        }
        return value;
    }

    private static long count(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("select count(*) from " + table)) {
            r.next();
            return r.getLong(1);
        }
    }

    private static void deleteWithCompanions(Path file) throws IOException {
        for (String suffix : List.of("", "-wal", "-shm", "-journal")) {
            Files.deleteIfExists(file.resolveSibling(file.getFileName() + suffix));
        }
    }
}
