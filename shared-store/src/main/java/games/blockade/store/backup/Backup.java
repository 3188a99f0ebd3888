package games.blockade.store.backup;

import games.blockade.store.config.Engine;
import games.blockade.store.config.StoreSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A consistent copy of the embedded store while the bot and the web app keep running: SQLite's
 * {@code VACUUM INTO} writes the database as one read transaction sees it, so every game in the
 * copy is whole, and writers go on beside it. The copy is a store of its own: put it in place of
 * {@code data/blockade.db} while nothing runs, and it opens like the original.
 *
 * <p>{@code java -cp "$(cat launcher/target/launcher.classpath)" games.blockade.store.backup.Backup
 * [STORE [COPY]]}: STORE defaults to {@code data/blockade.db}, COPY to
 * {@code backups/blockade-YYYYMMDD-HHMMSS.db}. An existing COPY is never overwritten.
 */
public final class Backup {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private Backup() {
    }

    public static void main(String[] args) {
        Path store = args.length > 0 ? Path.of(args[0])
                : StoreSettings.from(System.getenv()).engine() == Engine.SQLITE
                ? StoreSettings.from(System.getenv()).file() : Path.of("data", "blockade.db");
        Path copy = args.length > 1 ? Path.of(args[1])
                : Path.of("backups", "blockade-" + STAMP.format(Clock.systemUTC().instant()) + ".db");
        try {
            long games = copy(store, copy);
            System.out.println("Backed up " + store + " (" + games + " games) to " + copy);
        } catch (IllegalArgumentException | SQLException e) {
            System.err.println("No backup made: " + e.getMessage());
            System.exit(2);
        }
    }

    /** Copies the store at {@code store} to the new file {@code copy}; returns how many games the copy holds. */
    public static long copy(Path store, Path copy) throws SQLException {
        if (!Files.isRegularFile(store)) {
            throw new IllegalArgumentException("there is no store at " + store);
        }
        if (Files.exists(copy)) {
            throw new IllegalArgumentException(copy + " exists already; choose another name for the copy");
        }
        try {
            Path folder = copy.toAbsolutePath().getParent();
            if (folder != null) {
                Files.createDirectories(folder);
            }
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("cannot make the folder of " + copy + ": " + e.getMessage(), e);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + store);
             PreparedStatement vacuum = c.prepareStatement("vacuum into ?")) {
            try (Statement s = c.createStatement()) {
                // Waits its turn behind a writer rather than failing at once.
                s.execute("pragma busy_timeout = 10000");
            }
            vacuum.setString(1, copy.toString());
            vacuum.execute();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + copy); Statement s = c.createStatement()) {
            try (ResultSet check = s.executeQuery("pragma integrity_check")) {
                check.next();
                if (!check.getString(1).equals("ok")) {
                    throw new SQLException("the copy " + copy + " fails SQLite's integrity check: " + check.getString(1));
                }
            }
            try (ResultSet games = s.executeQuery("select count(*) from game")) {
                games.next();
                return games.getLong(1);
            }
        }
    }
}
