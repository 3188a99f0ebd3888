package games.blockade.store;

import static org.junit.jupiter.api.Assertions.fail;

import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The databases the store's tests run on. SQLite, the embedded default, is always there.
 * PostgreSQL is used when {@code BLOCKADE_TEST_DB_URL} (with {@code _USER} and {@code _PASSWORD})
 * reaches one: the test is skipped when it does not, but fails when
 * {@code BLOCKADE_REQUIRE_SERVICES=true}, as in CI. Each store gets its own fresh SQLite file or
 * PostgreSQL schema, removed when the tests end.
 */
public enum TestDatabase {
    SQLITE, POSTGRESQL;

    public static final String URL = "BLOCKADE_TEST_DB_URL";

    /** A fresh, migrated store on this database; the test is skipped or failed if it is unreachable. */
    public Store open() {
        return open(4);
    }

    public Store open(int poolSize) {
        return Store.open(fresh(poolSize));
    }

    /** Settings of a fresh database: a new SQLite file, or a new PostgreSQL schema. */
    public StoreSettings fresh(int poolSize) {
        String name = "t" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        if (this == SQLITE) {
            return new StoreSettings("jdbc:sqlite:" + sqliteFile(), "", "", poolSize);
        }
        StoreSettings server = postgres();
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
             Statement s = c.createStatement()) {
            s.execute("create schema " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a test schema on " + server, e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> drop(server, name)));
        String separator = server.url().contains("?") ? "&" : "?";
        return new StoreSettings(server.url() + separator + "currentSchema=" + name, server.user(),
                server.password(), poolSize);
    }

    /** A path for a new SQLite store in a folder of its own, which is removed when the tests end. */
    public static Path sqliteFile() {
        try {
            Path folder = Files.createTempDirectory("blockade-store");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> removeFolder(folder)));
            return folder.resolve("blockade.db");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a folder for a test store", e);
        }
    }

    private static void removeFolder(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            System.err.println("could not remove test store " + folder + ": " + e.getMessage());
        }
    }

    /** The PostgreSQL server the tests may use, after checking it answers. */
    public static StoreSettings postgres() {
        Map<String, String> env = System.getenv();
        boolean required = "true".equalsIgnoreCase(env.getOrDefault("BLOCKADE_REQUIRE_SERVICES", ""));
        Optional<String> url = Optional.ofNullable(env.get(URL)).filter(u -> !u.isBlank());
        if (url.isEmpty()) {
            return unavailable(required, URL + " is not set");
        }
        StoreSettings settings = new StoreSettings(url.get(), env.getOrDefault("BLOCKADE_TEST_DB_USER", ""),
                env.getOrDefault("BLOCKADE_TEST_DB_PASSWORD", ""), 4);
        try (Connection ignored = DriverManager.getConnection(settings.url(), settings.user(), settings.password())) {
            return settings;
        } catch (SQLException e) {
            return unavailable(required, "PostgreSQL at " + settings.url() + " is unreachable: " + e.getMessage());
        }
    }

    /** Runs one statement as the test server's user, e.g. to cut a bot's connections. */
    public static void execute(StoreSettings server, String sql) {
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
             Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("could not run '" + sql + "': " + e.getMessage(), e);
        }
    }

    /** Runs a query of one number. */
    public static long number(StoreSettings server, String sql) {
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
             Statement s = c.createStatement();
             ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException("could not run '" + sql + "': " + e.getMessage(), e);
        }
    }

    private static StoreSettings unavailable(boolean required, String why) {
        if (required) {
            fail("BLOCKADE_REQUIRE_SERVICES=true but " + why);
        }
        Assumptions.abort(why + "; skipping the PostgreSQL run");
        throw new AssertionError("unreachable");
    }

    private static void drop(StoreSettings server, String schema) {
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
             Statement s = c.createStatement()) {
            s.execute("drop schema if exists " + schema + " cascade");
        } catch (SQLException e) {
            System.err.println("could not drop test schema " + schema + ": " + e.getMessage());
        }
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
