package games.blockade.store.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteErrorCode;

/**
 * The connections of an SQLite store, a data source that hands out one of two pools. Writes go to
 * a pool of one connection whose transactions begin immediate: SQLite lets one writer in at a
 * time anyway, and taking the lock at the start means a transaction never reads a state that
 * another writer then changes under it, and writers of this process wait in line in the pool
 * instead of in SQLite's sleeping retries. Reads ({@link Store#read}) go to a pool of readers,
 * which see a consistent snapshot beside the writer (write-ahead log) and may not write.
 *
 * <p>Every connection uses the write-ahead log with {@code synchronous=FULL}: a commit is on disk
 * before the store answers, so neither a killed process nor a power cut loses it
 * (docs/decisions/store-engine.md). The writer commits without its own sync for the work
 * {@link Store#inTransactionSyncedLater} runs: such a commit is in the log, whole, when it returns.
 */
final class SqliteConnections implements DataSource, AutoCloseable {

    /** Written in the file's header by the first migration: "Blkd". */
    static final int APPLICATION_ID = 0x426C6B64;

    private static final int BUSY_TIMEOUT_MILLIS = 10_000;
    private static final ThreadLocal<Boolean> READING = ThreadLocal.withInitial(() -> false);
    private static final ThreadLocal<Boolean> SYNCED_LATER = ThreadLocal.withInitial(() -> false);
    private static final Map<Path, Object> MIGRATING = new ConcurrentHashMap<>();

    private final HikariDataSource writer;
    private final HikariDataSource readers;
    /**
     * Whether the writer's connection was last told to commit without syncing; read and set only by
     * the one thread holding it, on taking it. A connection the pool makes anew syncs, so this can
     * only err towards syncing.
     */
    private boolean writerSyncsLater;

    private SqliteConnections(HikariDataSource writer, HikariDataSource readers) {
        this.writer = writer;
        this.readers = readers;
    }

    /**
     * Checks that {@code file} is a Blockade store (or new), then runs {@code work} (carrying an
     * older store over, migrating) while no other process does the same.
     */
    static void prepare(Path file, Runnable work) {
        createFolder(file);
        // Checked under the lock, as the store is marked ({@link #mark}): a mark written while another
        // process migrates would end that migration's deferred transaction with a busy snapshot.
        exclusively(file, () -> {
            checkFile(file);
            work.run();
        });
    }

    /** Opens the pools of a prepared store. */
    static SqliteConnections open(Path file, int readers) {
        HikariDataSource writer = pool(file, "blockade-writer", SQLiteConfig.TransactionMode.IMMEDIATE, 1, false);
        try {
            return new SqliteConnections(writer,
                    pool(file, "blockade-readers", SQLiteConfig.TransactionMode.DEFERRED, readers, true));
        } catch (RuntimeException e) {
            writer.close();
            throw e;
        }
    }

    /** Runs {@code work} with the connections it takes from the readers' pool. */
    static <T> T reading(Supplier<T> work) {
        return flagged(READING, work);
    }

    /** Runs {@code work} with the writer committing without waiting for its sync ({@link Store#inTransactionSyncedLater}). */
    static <T> T syncedLater(Supplier<T> work) {
        return flagged(SYNCED_LATER, work);
    }

    /** Runs {@code work} with {@code flag} set on this thread, as it was afterwards. */
    private static <T> T flagged(ThreadLocal<Boolean> flag, Supplier<T> work) {
        boolean outer = flag.get();
        flag.set(true);
        try {
            return work.get();
        } finally {
            flag.set(outer);
        }
    }

    /**
     * A data source of single connections outside any pool, for Flyway, which opens and closes its
     * own; its transactions begin deferred, as Flyway expects.
     */
    static DataSource forMigration(Path file) {
        return plain(file, SQLiteConfig.TransactionMode.DEFERRED);
    }

    /**
     * Runs {@code work} holding an exclusive lock on a file beside the store, so that two
     * processes starting at once do not both migrate. The operating system drops the lock of a
     * killed process, so no stale lock is ever left behind.
     */
    private static void exclusively(Path file, Runnable work) {
        Path lock = file.toAbsolutePath().resolveSibling(file.getFileName() + ".migrate-lock");
        // A file lock holds processes apart; stores of one process are held apart here, since the
        // JVM refuses a second lock on a file it already locks.
        synchronized (MIGRATING.computeIfAbsent(lock, l -> new Object())) {
            try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock held = channel.lock()) {
                work.run();
            } catch (IOException e) {
                throw new StoreRefused("cannot lock " + lock + " to bring the store at " + file + " up to date: "
                        + e.getMessage(), e);
            }
        }
    }

    @Override
    public Connection getConnection() throws SQLException {
        if (READING.get()) {
            return readers.getConnection();
        }
        Connection connection = writer.getConnection();
        boolean later = SYNCED_LATER.get();
        if (later != writerSyncsLater) {
            // Taken from the pool outside any transaction, where SQLite lets the level change.
            try (Statement s = connection.createStatement()) {
                s.execute(later ? "pragma synchronous = normal" : "pragma synchronous = full");
            } catch (SQLException e) {
                connection.close();
                throw e;
            }
            writerSyncsLater = later;
        }
        return connection;
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return getConnection();
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        // Hikari logs through SLF4J.
    }

    @Override
    public void setLoginTimeout(int seconds) {
        // Opening a file has no login.
    }

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("the store logs through SLF4J");
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) {
            return type.cast(this);
        }
        throw new SQLException("not a wrapper of " + type.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return type.isInstance(this);
    }

    @Override
    public void close() {
        readers.close();
        writer.close();
    }

    private static HikariDataSource pool(Path file, String name, SQLiteConfig.TransactionMode mode, int size,
                                         boolean readOnly) {
        HikariConfig config = new HikariConfig();
        config.setDataSource(plain(file, mode));
        config.setPoolName(name);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(Math.min(size, 2));
        // Idle connections hold no transaction: the driver begins one when a transaction starts.
        config.setAutoCommit(true);
        // A writer waits behind the others of this process, each a few milliseconds long.
        config.setConnectionTimeout(BUSY_TIMEOUT_MILLIS);
        if (readOnly) {
            config.setConnectionInitSql("pragma query_only = true");
        }
        return new HikariDataSource(config);
    }

    private static SQLiteDataSource plain(Path file, SQLiteConfig.TransactionMode mode) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MILLIS);
        config.setTransactionMode(mode);
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + file);
        return source;
    }

    /**
     * Refuses, before anything is written, a file that is not an SQLite database or is another
     * program's. A file holding Flyway's history alone, unmarked, is a store an older version began
     * and was killed before its first migration ran: it is taken up again.
     */
    private static void checkFile(Path file) {
        if (!Files.exists(file)) {
            return;
        }
        if (Files.isDirectory(file)) {
            throw new StoreRefused("the store " + file + " is a folder, not a file; point " + StoreSettings.URL
                    + " at a file, or move the folder away");
        }
        SQLiteConfig readOnly = new SQLiteConfig();
        readOnly.setReadOnly(true);
        try (Connection c = readOnly.createConnection("jdbc:sqlite:" + file);
             Statement s = c.createStatement()) {
            int applicationId = number(s, "pragma application_id");
            int tables = number(s, "select count(*) from sqlite_schema where type = 'table'");
            int history = number(s, "select count(*) from sqlite_schema where type = 'table'"
                    + " and name = 'flyway_schema_history'");
            if (applicationId != APPLICATION_ID && !(applicationId == 0 && tables == history)) {
                throw new StoreRefused("the file " + file + " is an SQLite database of another program, not a"
                        + " Blockade store; it was left as it is. Point " + StoreSettings.URL
                        + " at another file, or move this one away");
            }
        } catch (SQLException e) {
            if (e.getErrorCode() == SQLiteErrorCode.SQLITE_NOTADB.code) {
                throw new StoreRefused("the file " + file + " is not a database, so it cannot be the Blockade store;"
                        + " it was left as it is. Move it away, or point " + StoreSettings.URL + " at another file", e);
            }
            throw new StoreRefused("cannot read the store " + file + ": " + e.getMessage(), e);
        }
    }

    private static void createFolder(Path file) {
        try {
            Path folder = file.toAbsolutePath().getParent();
            if (folder != null) {
                Files.createDirectories(folder);
            }
        } catch (IOException e) {
            throw new StoreRefused("cannot create the folder of the store " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes Blockade's application id in the header of a store being prepared, where it is not yet:
     * in a new store the first thing written, since Flyway commits its history table before V1 runs
     * and a store killed between the two must still be known as ours.
     */
    static void mark(Path file) {
        try (Connection c = plain(file, SQLiteConfig.TransactionMode.IMMEDIATE).getConnection();
             Statement s = c.createStatement()) {
            if (number(s, "pragma application_id") != APPLICATION_ID) {
                s.execute("pragma application_id = " + APPLICATION_ID);
            }
        } catch (SQLException e) {
            throw new StoreRefused("cannot create the store " + file + ": " + e.getMessage(), e);
        }
    }

    private static int number(Statement s, String query) throws SQLException {
        try (ResultSet r = s.executeQuery(query)) {
            r.next();
            return r.getInt(1);
        }
    }
}
