package games.blockade.store.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import games.blockade.store.carry.H2CarryOver;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.EntityTransaction;
import jakarta.persistence.PersistenceException;
import java.nio.file.Path;
import java.sql.Statement;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.exception.FlywayValidateException;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.hibernate.Session;
import org.hibernate.jpa.HibernatePersistenceProvider;

/**
 * An open store: a migrated database and the entity manager factory over it. The bot and the web
 * app each open one from {@link StoreSettings}, with connections of their own: an SQLite file
 * (the embedded default, see {@link SqliteConnections}) or a PostgreSQL pool. Work runs in
 * resource-local transactions through {@link #inTransaction} (writes) and {@link #read}.
 */
public final class Store implements AutoCloseable {

    /**
     * A PostgreSQL that does not answer is said to be unreachable within this time, not the pool's
     * 30 s: a person hears of it before Discord's answer would have to be deferred.
     */
    private static final long CONNECTION_TIMEOUT_MILLIS = 1_000;
    /** How long the others wait for the transaction trying the database: one that is back answers in less. */
    private static final long VERDICT_MILLIS = 50;

    private final Engine engine;
    private final int poolSize;
    private final DataSource dataSource;
    private final Optional<AutoCloseable> ownConnections;
    private final EntityManagerFactory factory;
    /** The transaction of this store that this thread is in, which work started inside it joins. */
    private final ThreadLocal<EntityManager> current = new ThreadLocal<>();
    private final ThreadLocal<List<Consumer<Ending>>> endings = new ThreadLocal<>();
    /** Work this thread does while its transaction's commit waits for the disk ({@link #whileCommitting}). */
    private final ThreadLocal<List<Runnable>> besideCommit = new ThreadLocal<>();
    /** Threads that run a commit while the thread whose transaction it is works beside it. */
    private final ExecutorService committers = Executors.newCachedThreadPool(new ThreadFactory() {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable r) {
            Thread thread = new Thread(r, "blockade-commit-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    });
    /** Where this thread's write transactions run, when not on itself ({@link #handWritesTo}). */
    private final ThreadLocal<ExecutorService> writesElsewhere = new ThreadLocal<>();
    /**
     * Set when the database was last found unreachable, until a transaction gets through again.
     * Meanwhile one transaction at a time tries the database; the others wait a moment for its
     * verdict rather than each waiting out the connection timeout in turn behind the others: they go
     * on if it got through, and fail if it did not, or has not said by then.
     */
    private volatile boolean unreachable;
    private final LongAdder transactions = new LongAdder();
    private final LongAdder statements = new LongAdder();
    private final Object trying = new Object();
    private boolean probing;

    /**
     * How a transaction ended. A commit the connection failed during may have been made or not:
     * the server may have applied it before the answer was lost.
     */
    public enum Ending { COMMITTED, ROLLED_BACK, IN_DOUBT }

    private Store(Engine engine, int poolSize, DataSource dataSource, Optional<AutoCloseable> ownConnections) {
        this.engine = engine;
        this.poolSize = poolSize;
        this.dataSource = dataSource;
        this.ownConnections = ownConnections;
        this.factory = new HibernatePersistenceProvider()
                .createContainerEntityManagerFactory(new StoreUnit(dataSource, engine, sql -> {
                    statements.increment();
                    return sql;
                }), Map.of());
    }

    /** What the store has sent the database since it opened, counted by transaction and by SQL statement. */
    public record Traffic(long transactions, long statements) {
        /** What was sent between {@code earlier} and this. */
        public Traffic since(Traffic earlier) {
            return new Traffic(transactions - earlier.transactions, statements - earlier.statements);
        }
    }

    /**
     * The transactions and statements so far: what a piece of work costs the database is the
     * difference across it, so a path that grows back to many round trips is seen.
     */
    public Traffic traffic() {
        return new Traffic(transactions.sum(), statements.sum());
    }

    /** Prepares the database the settings name (see {@link #prepare}) and opens it with connections of its own. */
    public static Store open(StoreSettings settings) {
        prepare(settings);
        AutoCloseable connections = settings.engine() == Engine.SQLITE
                ? SqliteConnections.open(settings.file(), settings.poolSize())
                : new HikariDataSource(postgres(settings, settings.poolSize()));
        try {
            return new Store(settings.engine(), settings.poolSize(), (DataSource) connections,
                    Optional.of(connections));
        } catch (RuntimeException e) {
            closeQuietly(connections, e);
            throw e;
        }
    }

    /**
     * A data source someone else owns, which gives work up to {@code poolSize} connections at once;
     * closing the store leaves it open.
     */
    public static Store over(DataSource dataSource, Engine engine, int poolSize) {
        migrate(dataSource, engine, "the data source handed in", Optional.empty());
        return new Store(engine, poolSize, dataSource, Optional.empty());
    }

    /**
     * Makes the store ready to open, without opening it: checks an SQLite file, carries an H2
     * store of old beside it over ({@link H2CarryOver}), and brings the schema up to date. Safe to
     * run at every start and from several processes at once; the launcher runs it before it starts
     * the bot and the web app over the store.
     */
    public static void prepare(StoreSettings settings) {
        if (settings.engine() == Engine.SQLITE) {
            Path file = settings.file();
            SqliteConnections.prepare(file, () -> {
                H2CarryOver.ifDue(file, (carried, version) -> migrate(SqliteConnections.forMigration(carried),
                        Engine.SQLITE, carried.toString(), Optional.of(version)));
                SqliteConnections.mark(file);
                migrate(SqliteConnections.forMigration(file), Engine.SQLITE, file.toString(), Optional.empty());
            });
            return;
        }
        try (HikariDataSource once = new HikariDataSource(postgres(settings, 2))) {
            migrate(once, Engine.POSTGRESQL, settings.url(), Optional.empty());
        }
    }

    /**
     * Brings the schema up to {@code target}, or the newest version. An SQLite store whose schema is
     * newer than the newest migration this version has is refused untouched: it is one machine's
     * store, and a newer version has been run on it, which this one would write rows for in a
     * layout it does not know. On PostgreSQL an older process may start on a newer schema, so that
     * old and new run side by side in a rolling upgrade (migrations are additive, docs/deploy.md).
     */
    private static void migrate(DataSource dataSource, Engine engine, String where, Optional<String> target) {
        FluentConfiguration configuration = Flyway.configure()
                .dataSource(dataSource)
                .locations(engine.migrations().toArray(String[]::new));
        target.ifPresent(configuration::target);
        if (engine == Engine.SQLITE && target.isEmpty()) {
            // A version applied here that this one does not have fails the validation before migrating.
            configuration.ignoreMigrationPatterns("");
        }
        Flyway flyway = configuration.load();
        try {
            flyway.migrate();
        } catch (FlywayValidateException e) {
            if (engine != Engine.SQLITE) {
                throw e;
            }
            throw new StoreRefused(refusal(flyway, where, e), e);
        }
    }

    /** Why an SQLite store's schema history is refused, in words: a newer version's, or one changed by hand. */
    private static String refusal(Flyway flyway, String where, FlywayValidateException e) {
        MigrationInfo[] all = flyway.info().all();
        List<MigrationInfo> future = Arrays.stream(all).filter(m -> m.getState() == MigrationState.FUTURE_SUCCESS
                || m.getState() == MigrationState.FUTURE_FAILED).toList();
        if (future.isEmpty()) {
            return "the schema history of the store at " + where + " does not match this version's ("
                    + e.getMessage().strip().replaceAll("\\s+", " ") + "); it was left as it is";
        }
        String known = Arrays.stream(all).filter(m -> !future.contains(m)).map(m -> m.getVersion().getVersion())
                .reduce((a, b) -> b).orElse("none");
        return "the store at " + where + " was written by a newer version of Blockade (schema version "
                + future.get(future.size() - 1).getVersion().getVersion() + "; this version knows up to " + known
                + "); it was left as it is. Run the newer version, or restore a backup made by this one";
    }

    private static HikariConfig postgres(StoreSettings settings, int poolSize) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(settings.url());
        config.setUsername(settings.user());
        config.setPassword(settings.password());
        config.setMaximumPoolSize(poolSize);
        config.setAutoCommit(false);
        config.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
        config.setPoolName("blockade-store");
        return config;
    }

    public Engine engine() {
        return engine;
    }

    /** How many connections the store's work may use at once (readers, on SQLite, beside the writer). */
    public int poolSize() {
        return poolSize;
    }

    /** The raw connections, for bulk work outside the entity model (the generator, backups). */
    public DataSource dataSource() {
        return dataSource;
    }

    public EntityManagerFactory factory() {
        return factory;
    }

    /**
     * Runs work that writes in one transaction: committed when it returns, rolled back when it
     * throws. Work started inside another transaction of this thread joins it, so that what a
     * caller writes together commits or rolls back together.
     */
    public <T> T inTransaction(Function<EntityManager, T> work) {
        EntityManager joined = current.get();
        if (joined != null) {
            return work.apply(joined);
        }
        ExecutorService elsewhere = writesElsewhere.get();
        return elsewhere == null ? run(work, false) : handedOver(elsewhere, work);
    }

    /**
     * Makes the write transactions this thread starts run on {@code writers}' thread, while this one
     * waits for them. For a thread of the lowest priority: on a busy machine the operating system
     * may leave it without a core for many milliseconds, and a transaction it ran itself would hold
     * the database's writer (SQLite's lock, PostgreSQL's row locks) all that time, with the moves
     * waiting behind it (docs/decisions/background-writes.md). The caller owns {@code writers}.
     */
    public void handWritesTo(ExecutorService writers) {
        writesElsewhere.set(Objects.requireNonNull(writers));
    }

    private <T> T handedOver(ExecutorService writers, Function<EntityManager, T> work) {
        return awaitUninterrupted(writers.submit(() -> run(work, false)));
    }

    /**
     * What {@code done} returns or throws, waited for whatever interrupts this thread meanwhile: the
     * transaction goes on over there, and its end is what this one reports.
     */
    private static <T> T awaitUninterrupted(Future<T> done) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return done.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException thrown) {
                        throw thrown;
                    }
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Runs work that writes in one transaction whose commit does not wait for the disk's sync: it
     * survives the process being killed the moment it returns, and a power cut once the next
     * ordinary commit syncs the log, which keeps commits in order, so a cut loses only the latest
     * ones, never one before another that stays. For bookkeeping whose loss at a power cut the
     * store repairs anyway (what an answer delivered is found again by its token), so that it holds
     * the writer for less time. Joins a transaction of this thread as {@link #inTransaction} does.
     */
    public <T> T inTransactionSyncedLater(Function<EntityManager, T> work) {
        EntityManager joined = current.get();
        if (joined != null) {
            return work.apply(joined);
        }
        return engine == Engine.SQLITE ? SqliteConnections.syncedLater(() -> run(work, false))
                : run(work, true);
    }

    /**
     * Runs work that only reads. On SQLite it reads a snapshot beside the writer and never waits
     * for it; inside a transaction of this thread it joins that one.
     */
    public <T> T read(Function<EntityManager, T> work) {
        EntityManager joined = current.get();
        if (joined != null) {
            return work.apply(joined);
        }
        return engine == Engine.SQLITE ? SqliteConnections.reading(() -> run(work, false)) : run(work, false);
    }

    /**
     * Tells {@code listener} how the transaction this thread is in ends, once it has: so that what
     * is said about a change never contradicts whether it was stored.
     */
    public void whenEnded(Consumer<Ending> listener) {
        List<Consumer<Ending>> listeners = endings.get();
        if (listeners == null) {
            throw new IllegalStateException("no transaction of this store is running on this thread");
        }
        listeners.add(listener);
    }

    /**
     * Has this thread do {@code work} while another thread commits its transaction, if it is in one
     * (then true): the commit is mostly the wait for the disk's sync, so work done meanwhile, such
     * as drawing the picture of the board a move made, costs the answer nothing, whether or not a
     * second core is free. The transaction still ends only when its commit does, and nothing the
     * caller says of it goes out before. {@code work} must not throw, nor touch the transaction.
     */
    public boolean whileCommitting(Runnable work) {
        List<Runnable> beside = besideCommit.get();
        if (beside == null) {
            return false;
        }
        beside.add(work);
        return true;
    }

    /** Commits, with the work registered to run beside the commit done here meanwhile. */
    private void commit(EntityTransaction tx, List<Runnable> beside) {
        if (beside.isEmpty()) {
            tx.commit();
            return;
        }
        Future<?> committed = committers.submit(tx::commit);
        try {
            for (Runnable work : beside) {
                try {
                    work.run();
                } catch (RuntimeException e) {
                    // Not the transaction's failure: it commits or not on its own, and is reported as it ends.
                    Thread.currentThread().getUncaughtExceptionHandler().uncaughtException(Thread.currentThread(), e);
                }
            }
        } finally {
            awaitUninterrupted(committed);
        }
    }

    /** Runs work in a transaction of its own; {@code asyncCommit} on PostgreSQL commits without waiting for the log's flush. */
    private <T> T run(Function<EntityManager, T> work, boolean asyncCommit) {
        boolean probe = false;
        if (unreachable) {
            synchronized (trying) {
                if (probing) {
                    awaitVerdict();
                    if (unreachable) {
                        throw new PersistenceException("the database was unreachable a moment ago and still is",
                                new SQLTransientConnectionException("the database is unreachable", "08001"));
                    }
                } else {
                    probing = true;
                    probe = true;
                }
            }
        }
        try {
            T result = transaction(work, asyncCommit);
            unreachable = false;
            return result;
        } catch (RuntimeException | AssertionError e) {
            unreachable = StoreFailures.lostConnection(e);
            throw e;
        } finally {
            if (probe) {
                synchronized (trying) {
                    probing = false;
                    trying.notifyAll();
                }
            }
        }
    }

    /** Waits, holding {@link #trying}, until the transaction trying the database is done, or {@link #VERDICT_MILLIS}. */
    private void awaitVerdict() {
        long deadline = System.nanoTime() + VERDICT_MILLIS * 1_000_000;
        try {
            for (long left = VERDICT_MILLIS; probing && left > 0;
                 left = (deadline - System.nanoTime()) / 1_000_000) {
                trying.wait(left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private <T> T transaction(Function<EntityManager, T> work, boolean asyncCommit) {
        EntityManager em = factory.createEntityManager();
        EntityTransaction tx = em.getTransaction();
        List<Consumer<Ending>> listeners = new ArrayList<>();
        List<Runnable> beside = new ArrayList<>();
        current.set(em);
        endings.set(listeners);
        besideCommit.set(beside);
        Ending ending = Ending.ROLLED_BACK;
        try {
            transactions.increment();
            tx.begin();
            if (asyncCommit) {
                em.unwrap(Session.class).doWork(connection -> {
                    try (Statement s = connection.createStatement()) {
                        s.execute("set local synchronous_commit = off");
                    }
                });
            }
            T result = work.apply(em);
            ending = Ending.IN_DOUBT;
            besideCommit.remove();
            commit(tx, beside);
            ending = Ending.COMMITTED;
            return result;
        } catch (RuntimeException | AssertionError thrown) {
            // The PostgreSQL driver reports a connection closed in the middle of a batch as an
            // AssertionError ("getAutoCommit() should not throw"): rolled back, and made the outage it is.
            if (ending == Ending.IN_DOUBT && !StoreFailures.lostConnection(thrown)) {
                // The server answered the commit with a refusal: nothing was stored.
                ending = Ending.ROLLED_BACK;
            }
            if (tx.isActive()) {
                try {
                    tx.rollback();
                } catch (RuntimeException rollback) {
                    // A connection the server cut cannot roll back either: the first failure says why.
                    thrown.addSuppressed(rollback);
                }
            }
            if (thrown instanceof AssertionError error && fromTheDriver(error)) {
                throw new PersistenceException(error.getMessage(), new SQLNonTransientConnectionException(
                        "the connection closed in the middle of a statement", "08006", error));
            }
            throw thrown;
        } finally {
            current.remove();
            endings.remove();
            besideCommit.remove();
            em.close();
            for (Consumer<Ending> listener : listeners) {
                listener.accept(ending);
            }
        }
    }

    /** An assertion of the PostgreSQL driver's own, which fails only when its connection has gone. */
    private static boolean fromTheDriver(AssertionError error) {
        StackTraceElement[] frames = error.getStackTrace();
        return frames.length > 0 && frames[0].getClassName().startsWith("org.postgresql.");
    }

    @Override
    public void close() {
        committers.shutdown();
        factory.close();
        ownConnections.ifPresent(connections -> closeQuietly(connections, null));
    }

    private static void closeQuietly(AutoCloseable connections, RuntimeException cause) {
        try {
            connections.close();
        } catch (Exception e) {
            if (cause != null) {
                cause.addSuppressed(e);
            } else {
                throw new IllegalStateException("closing the store's connections failed", e);
            }
        }
    }
}
