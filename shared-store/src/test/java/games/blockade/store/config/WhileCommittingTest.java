package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.store.TestDatabase;
import games.blockade.store.model.Player;
import games.blockade.store.model.Rating;
import games.blockade.store.rating.Glicko2;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Work done beside a commit (a move's board picture) runs on the transaction's own thread while
 * another thread commits; the transaction ends as its commit does, whatever that work does.
 */
class WhileCommittingTest {

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theWorkRunsOnTheTransactionsThreadWhileTheCommitLandsAndBeforeTheTransactionEnds(TestDatabase database) {
        try (Store store = database.open(2)) {
            assertFalse(store.whileCommitting(() -> { }), "outside a transaction there is no commit to work beside");
            Thread caller = Thread.currentThread();
            List<String> steps = new ArrayList<>();
            List<Store.Ending> endings = new ArrayList<>();
            String id = "process-" + System.nanoTime();

            String result = store.inTransaction(em -> {
                em.createNativeQuery("insert into bot_process (id, seen_at) values (?1, current_timestamp)")
                        .setParameter(1, id).executeUpdate();
                store.whenEnded(endings::add);
                assertTrue(store.whileCommitting(() -> {
                    steps.add(Thread.currentThread() == caller ? "beside, on the caller" : "beside, elsewhere");
                    // The commit does not wait for this work: its row shows while the work still runs.
                    steps.add(seenWithin(store, id, 10) ? "commit landed meanwhile" : "commit not landed");
                }));
                steps.add("work done");
                return "moved";
            });

            assertEquals("moved", result);
            assertEquals(List.of("work done", "beside, on the caller", "commit landed meanwhile"), steps);
            assertEquals(List.of(Store.Ending.COMMITTED), endings);
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aFailingCommitFailsTheTransactionAfterTheWorkBesideItAndAFailingWorkFailsNothing(TestDatabase database) {
        try (Store store = database.open(2)) {
            long player = store.inTransaction(em -> {
                Player ada = new Player(System.nanoTime(), "Ada", null, Instant.now());
                em.persist(ada);
                return ada.id();
            });
            List<String> steps = new ArrayList<>();
            List<Store.Ending> endings = new ArrayList<>();

            Glicko2.Rating start = new Glicko2.Rating(1500, 350, 0.06);
            store.inTransaction(em -> {
                em.persist(new Rating(player, "retreat", start, Instant.now()));
                return null;
            });

            assertThrows(RuntimeException.class, () -> store.inTransaction(em -> {
                store.whenEnded(endings::add);
                // A second rating of the same game: written, and refused by the database, at the commit.
                em.persist(new Rating(player, "retreat", new Glicko2.Rating(1700, 50, 0.06), Instant.now()));
                em.persist(new Rating(player, "walls", start, Instant.now()));
                store.whileCommitting(() -> steps.add("beside"));
                return null;
            }));
            assertEquals(List.of("beside"), steps);
            assertEquals(List.of(Store.Ending.ROLLED_BACK), endings);
            assertEquals(1L, (long) store.read(em -> em.createQuery("select count(r) from Rating r", Long.class)
                    .getSingleResult()), "nothing of the refused transaction was stored");

            String id = "process-" + System.nanoTime();
            Thread.UncaughtExceptionHandler before = Thread.currentThread().getUncaughtExceptionHandler();
            List<Throwable> reported = new ArrayList<>();
            Thread.currentThread().setUncaughtExceptionHandler((thread, e) -> reported.add(e));
            try {
                store.inTransaction(em -> {
                    em.createNativeQuery("insert into bot_process (id, seen_at) values (?1, current_timestamp)")
                            .setParameter(1, id).executeUpdate();
                    store.whileCommitting(() -> {
                        throw new IllegalStateException("no picture");
                    });
                    return null;
                });
            } finally {
                Thread.currentThread().setUncaughtExceptionHandler(before);
            }
            assertEquals(1, reported.size(), "the work's failure is reported");
            assertTrue(seenWithin(store, id, 0), "and the transaction committed all the same");
        }
    }

    /** Whether the row shows to another connection within the seconds given. */
    private static boolean seenWithin(Store store, String id, int seconds) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        do {
            try (Connection connection = store.dataSource().getConnection();
                 PreparedStatement select = connection.prepareStatement("select count(*) from bot_process where id = ?")) {
                select.setString(1, id);
                try (ResultSet rows = select.executeQuery()) {
                    rows.next();
                    boolean seen = rows.getLong(1) == 1;
                    if (!connection.getAutoCommit()) {
                        connection.rollback();
                    }
                    if (seen) {
                        return true;
                    }
                }
                Thread.sleep(5);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        } while (System.nanoTime() < deadline);
        return false;
    }
}
