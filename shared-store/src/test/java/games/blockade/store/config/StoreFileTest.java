package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.store.TestDatabase;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** A store that is not what it should be is refused at start with the file named, and never written. */
class StoreFileTest {

    @Test
    void aFileThatIsNotADatabaseIsRefusedAndLeftAsItIs() throws Exception {
        Path file = TestDatabase.sqliteFile();
        byte[] notes = "games to play on Sunday: retreat, walls\n".repeat(200).getBytes(StandardCharsets.UTF_8);
        Files.write(file, notes);

        StoreRefused refused = assertThrows(StoreRefused.class, () -> Store.open(StoreSettings.sqlite(file)));

        assertEquals("the file " + file + " is not a database, so it cannot be the Blockade store; it was left as"
                + " it is. Move it away, or point BLOCKADE_DB_URL at another file", refused.getMessage());
        assertArrayEquals(notes, Files.readAllBytes(file));
    }

    @Test
    void anotherProgramsDatabaseIsRefusedAndLeftAsItIs() throws Exception {
        Path file = TestDatabase.sqliteFile();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("create table recipe (name text, minutes integer)");
            s.execute("insert into recipe values ('bread', 240)");
        }
        byte[] before = Files.readAllBytes(file);

        StoreRefused refused = assertThrows(StoreRefused.class, () -> Store.open(StoreSettings.sqlite(file)));

        assertTrue(refused.getMessage().startsWith("the file " + file + " is an SQLite database of another program"),
                refused.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void aStoreKilledBeforeItsFirstMigrationIsTakenUpAgain() throws Exception {
        Path file = TestDatabase.sqliteFile();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            // What an older version left when killed after Flyway committed its history table and before V1 ran.
            s.execute("create table flyway_schema_history (installed_rank integer not null primary key,"
                    + " version varchar(50), description varchar(200) not null, type varchar(20) not null,"
                    + " script varchar(1000) not null, checksum integer, installed_by varchar(100) not null,"
                    + " installed_on text not null default (strftime('%Y-%m-%d %H:%M:%f','now')),"
                    + " execution_time integer not null, success boolean not null)");
        }

        try (Store store = Store.open(StoreSettings.sqlite(file))) {
            long games = store.read(em -> em.createQuery("select count(g) from StoredGame g", Long.class)
                    .getSingleResult());
            assertEquals(0, games);
        }
    }

    @Test
    void anEmbeddedStoreWrittenByANewerVersionIsRefusedUntouched() throws Exception {
        StoreSettings settings = TestDatabase.SQLITE.fresh(2);
        Store.open(settings).close();
        newerVersionRan(settings);
        byte[] before = Files.readAllBytes(settings.file());

        StoreRefused refused = assertThrows(StoreRefused.class, () -> Store.open(settings));

        assertTrue(refused.getMessage().startsWith("the store at " + settings.file() + " was written by a newer"
                + " version of Blockade (schema version 999; this version knows up to "), refused.getMessage());
        assertArrayEquals(before, Files.readAllBytes(settings.file()));
    }

    /** PostgreSQL is shared by processes upgraded one after another: an older one still starts. */
    @Test
    void onPostgresqlAnOlderProcessStartsOnANewerSchema() throws Exception {
        StoreSettings settings = TestDatabase.POSTGRESQL.fresh(2);
        Store.open(settings).close();
        newerVersionRan(settings);

        try (Store store = Store.open(settings)) {
            long games = store.read(em -> em.createQuery("select count(g) from StoredGame g", Long.class)
                    .getSingleResult());
            assertEquals(0, games);
        }
    }

    private static void newerVersionRan(StoreSettings settings) throws Exception {
        try (Connection c = DriverManager.getConnection(settings.url(), settings.user(), settings.password());
             Statement s = c.createStatement()) {
            s.execute("insert into flyway_schema_history (installed_rank, version, description, type, script,"
                    + " checksum, installed_by, execution_time, success) values (999, '999', 'tournaments', 'SQL',"
                    + " 'V999__tournaments.sql', 0, 'blockade', 1, true)");
        }
    }
}
