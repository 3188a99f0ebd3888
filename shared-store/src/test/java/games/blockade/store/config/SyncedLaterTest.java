package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import games.blockade.store.TestDatabase;
import jakarta.persistence.EntityManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicReference;
import org.hibernate.Session;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Bookkeeping commits without waiting for the disk's sync, and only bookkeeping: the transaction
 * after it syncs its commit again, on the same writer.
 */
class SyncedLaterTest {

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void onlyATransactionSyncedLaterCommitsWithoutItsOwnSyncAndWhatItWritesIsThere(TestDatabase database) {
        try (Store store = database.open(2)) {
            String full = database == TestDatabase.SQLITE ? "2" : "on";
            String later = database == TestDatabase.SQLITE ? "1" : "off";
            assertEquals(full, store.inTransaction(SyncedLaterTest::syncing), "an ordinary write syncs");
            for (int round = 0; round < 2; round++) {
                assertEquals(later, store.inTransactionSyncedLater(em -> {
                    em.createNativeQuery("insert into bot_process (id, seen_at) values (?1, current_timestamp)")
                            .setParameter(1, "process-" + System.nanoTime()).executeUpdate();
                    return syncing(em);
                }), "bookkeeping does not wait for the sync");
                assertEquals(full, store.inTransaction(SyncedLaterTest::syncing),
                        "the next ordinary write syncs again, round " + round);
                assertEquals(full, store.inTransaction(em -> store.inTransactionSyncedLater(SyncedLaterTest::syncing)),
                        "bookkeeping inside an ordinary write is synced with it");
            }
            long rows = store.read(em -> ((Number) em.createNativeQuery("select count(*) from bot_process")
                    .getSingleResult()).longValue());
            assertEquals(2, rows, "both rows are there");
        }
    }

    /** How the writer now syncs its commits, as the database says. */
    private static String syncing(EntityManager em) {
        AtomicReference<String> level = new AtomicReference<>();
        em.unwrap(Session.class).doWork(connection -> {
            boolean sqlite = connection.getMetaData().getDatabaseProductName().toLowerCase().contains("sqlite");
            try (Statement s = connection.createStatement();
                 ResultSet r = s.executeQuery(sqlite ? "pragma synchronous" : "show synchronous_commit")) {
                r.next();
                level.set(r.getString(1));
            }
        });
        return level.get();
    }
}
