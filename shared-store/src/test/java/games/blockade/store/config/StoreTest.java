package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.store.TestDatabase;
import jakarta.persistence.PersistenceException;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteDataSource;

class StoreTest {

    /**
     * Connections that fail as the test says: to roll back once the server has cut them, to commit
     * (the connection lost at that moment, or the commit refused), or to be made at all.
     */
    private static final class Cut implements DataSource {
        private final SQLiteDataSource sqlite = new SQLiteDataSource();
        private volatile boolean cut;
        private volatile String commitFailsWith;
        private volatile boolean unreachable;
        private volatile boolean slowConnections;
        private final AtomicInteger attempts = new AtomicInteger();

        Cut() {
            sqlite.setUrl("jdbc:sqlite:" + TestDatabase.sqliteFile());
        }

        @Override
        public Connection getConnection() throws SQLException {
            attempts.incrementAndGet();
            if (unreachable) {
                pause(300);
                throw new SQLException("Connection refused", "08001");
            }
            if (slowConnections) {
                pause(20);
            }
            Connection real = sqlite.getConnection();
            return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                    new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                        if (cut && method.getName().equals("rollback")) {
                            throw new SQLException("Connection is closed");
                        }
                        if (commitFailsWith != null && method.getName().equals("commit")) {
                            throw new SQLException("the commit failed", commitFailsWith);
                        }
                        try {
                            return method.invoke(real, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }

        @Override
        public Connection getConnection(String user, String password) throws SQLException {
            return getConnection();
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {
        }

        @Override
        public void setLoginTimeout(int seconds) {
        }

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() {
            return Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> type) throws SQLException {
            throw new SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }

    @Test
    void whenTheRollbackFailsTooTheWorksOwnFailureIsThrown() {
        Cut source = new Cut();
        try (Store store = Store.over(source, Engine.SQLITE, 1)) {
            source.cut = true;
            IllegalStateException failure = new IllegalStateException("the connection broke mid-transaction");

            RuntimeException thrown = assertThrows(RuntimeException.class, () -> store.inTransaction(em -> {
                em.createNativeQuery("select 1").getSingleResult();
                throw failure;
            }));

            assertSame(failure, thrown);
            assertEquals(1, thrown.getSuppressed().length, "the failed rollback rides along");
        }
    }

    @Test
    void aTransactionTellsHowItEndedCommittedRolledBackOrInDoubtWhenTheConnectionWentAtTheCommit() {
        Cut source = new Cut();
        try (Store store = Store.over(source, Engine.SQLITE, 1)) {
            assertEquals(Store.Ending.COMMITTED, ending(store, source, null));
            assertEquals(Store.Ending.ROLLED_BACK, ending(store, source, "40001"), "the server refused the commit");
            assertEquals(Store.Ending.IN_DOUBT, ending(store, source, "08006"), "the connection failed during it");
            List<Store.Ending> failedWork = new ArrayList<>();
            assertThrows(IllegalStateException.class, () -> store.inTransaction(em -> {
                store.whenEnded(failedWork::add);
                throw new IllegalStateException("the work failed");
            }));
            assertEquals(List.of(Store.Ending.ROLLED_BACK), failedWork);
        }
    }

    @Test
    void writesHandedToAnotherThreadRunThereWholeAndEndAsTheyWouldHere() throws Exception {
        ExecutorService writers = Executors.newSingleThreadExecutor(work -> new Thread(work, "writer"));
        ExecutorService handing = Executors.newSingleThreadExecutor(work -> new Thread(work, "handing"));
        try (Store store = TestDatabase.SQLITE.open(2)) {
            List<String> seen = new ArrayList<>();
            List<Store.Ending> endings = new ArrayList<>();
            IllegalStateException failure = new IllegalStateException("the work failed");
            Future<RuntimeException> thrown = handing.submit(() -> {
                store.handWritesTo(writers);
                store.inTransaction(em -> {
                    seen.add(Thread.currentThread().getName());
                    store.whenEnded(endings::add);
                    em.createNativeQuery("insert into counter (name, last_value) values ('handed', 1)").executeUpdate();
                    // Work started inside joins the transaction, on the thread it runs on.
                    return store.inTransaction(inner -> inner.createNativeQuery("update counter set last_value = 2"
                            + " where name = 'handed'").executeUpdate());
                });
                seen.add(store.read(em -> Thread.currentThread().getName()));
                try {
                    store.inTransaction(em -> {
                        em.createNativeQuery("update counter set last_value = 3 where name = 'handed'").executeUpdate();
                        store.whenEnded(endings::add);
                        throw failure;
                    });
                    return null;
                } catch (RuntimeException e) {
                    return e;
                }
            });

            assertSame(failure, thrown.get(), "the work's own failure, not a wrapper");
            assertEquals(List.of("writer", "handing"), seen, "writes over there, reads here");
            assertEquals(List.of(Store.Ending.COMMITTED, Store.Ending.ROLLED_BACK), endings);
            assertEquals(2, (int) store.read(em -> ((Number) em.createNativeQuery("select last_value from counter"
                    + " where name = 'handed'").getSingleResult()).intValue()));
            assertEquals(Thread.currentThread().getName(), store.inTransaction(em -> Thread.currentThread().getName()),
                    "other threads write on their own");
        } finally {
            handing.shutdownNow();
            writers.shutdownNow();
        }
    }

    @Test
    void theDriversAssertionErrorForAConnectionClosedMidBatchIsAnOutageAndRollsBack() {
        Cut source = new Cut();
        try (Store store = Store.over(source, Engine.SQLITE, 1)) {
            List<Store.Ending> endings = new ArrayList<>();
            PersistenceException thrown = assertThrows(PersistenceException.class, () -> store.inTransaction(em -> {
                store.whenEnded(endings::add);
                AssertionError driver = new AssertionError("pgStatement.getConnection().getAutoCommit() should not"
                        + " throw");
                driver.setStackTrace(new StackTraceElement[] {new StackTraceElement(
                        "org.postgresql.jdbc.BatchResultHandler", "isAutoCommit", "BatchResultHandler.java", 115)});
                throw driver;
            }));

            assertTrue(StoreFailures.lostConnection(thrown));
            assertEquals(List.of(Store.Ending.ROLLED_BACK), endings);
            AssertionError ours = assertThrows(AssertionError.class, () -> store.inTransaction(em -> {
                throw new AssertionError("an assertion of anyone else's stays what it is");
            }));
            assertEquals("an assertion of anyone else's stays what it is", ours.getMessage());
        }
    }

    @Test
    void anUnreachableDatabaseIsTriedByOneTransactionWhoseVerdictTheOthersShare() throws Exception {
        Cut source = new Cut();
        try (Store store = Store.over(source, Engine.SQLITE, 4)) {
            source.unreachable = true;
            assertThrows(PersistenceException.class, () -> store.read(em -> 1));
            int before = source.attempts.get();
            ExecutorService people = Executors.newFixedThreadPool(8);
            List<Future<Long>> waited = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                waited.add(people.submit(() -> {
                    long start = System.nanoTime();
                    try {
                        store.read(em -> 1);
                    } catch (PersistenceException e) {
                        assertTrue(StoreFailures.lostConnection(e), e.toString());
                    }
                    return (System.nanoTime() - start) / 1_000_000;
                }));
            }
            List<Long> millis = new ArrayList<>();
            for (Future<Long> one : waited) {
                millis.add(one.get());
            }
            people.shutdown();
            assertTrue(source.attempts.get() - before < 8, "not every transaction tried the database: " + millis);
            // Tried one after another, the last would wait 8 x 300 ms.
            assertTrue(millis.stream().allMatch(m -> m < 1_000), "none waited for several tries: " + millis);

            // Back: those waiting for a try that gets through go on with it.
            source.unreachable = false;
            source.slowConnections = true;
            ExecutorService more = Executors.newFixedThreadPool(4);
            List<Future<Integer>> after = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                after.add(more.submit(() -> store.read(em -> 3)));
            }
            for (Future<Integer> one : after) {
                assertEquals(3, one.get());
            }
            more.shutdown();
            source.slowConnections = false;
            Integer first = store.read(em -> ((Number) em.createNativeQuery("select 1").getSingleResult()).intValue());
            Integer next = store.read(em -> 2);
            assertEquals(List.of(1, 2), List.of(first, next), "back to normal once one got through");
        }
    }

    private static Store.Ending ending(Store store, Cut source, String commitFailsWith) {
        List<Store.Ending> endings = new ArrayList<>();
        source.commitFailsWith = commitFailsWith;
        try {
            store.inTransaction(em -> {
                store.whenEnded(endings::add);
                return em.createNativeQuery("select 1").getSingleResult();
            });
        } catch (RuntimeException e) {
            // How it ended is what is asked.
        } finally {
            source.commitFailsWith = null;
        }
        assertEquals(1, endings.size(), endings.toString());
        return endings.get(0);
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
