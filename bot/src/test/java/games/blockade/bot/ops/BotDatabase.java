package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.fail;

import games.blockade.store.config.StoreSettings;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;

/**
 * The databases the bot's operational tests run on, as the store's tests choose them: H2 always;
 * PostgreSQL when {@code BLOCKADE_TEST_DB_URL} reaches one, else skipped, or failed when
 * {@code BLOCKADE_REQUIRE_SERVICES=true}. Each call gives a fresh database (H2) or schema (PostgreSQL)
 * that several stores, standing for several bot processes, may open at once.
 */
enum BotDatabase {
    H2, POSTGRESQL;

    StoreSettings fresh(int poolSize) {
        String name = "b" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        if (this == H2) {
            return new StoreSettings("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1", "sa", "", poolSize);
        }
        StoreSettings server = postgres();
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
             Statement s = c.createStatement()) {
            s.execute("create schema " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a test schema on " + server, e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> execute(server, "drop schema if exists " + name
                + " cascade")));
        String separator = server.url().contains("?") ? "&" : "?";
        return new StoreSettings(server.url() + separator + "currentSchema=" + name, server.user(),
                server.password(), poolSize);
    }

    static StoreSettings postgres() {
        Map<String, String> env = System.getenv();
        boolean required = "true".equalsIgnoreCase(env.getOrDefault("BLOCKADE_REQUIRE_SERVICES", ""));
        Optional<String> url = Optional.ofNullable(env.get("BLOCKADE_TEST_DB_URL")).filter(u -> !u.isBlank());
        if (url.isEmpty()) {
            return unavailable(required, "BLOCKADE_TEST_DB_URL is not set");
        }
        StoreSettings settings = new StoreSettings(url.get(), env.getOrDefault("BLOCKADE_TEST_DB_USER", ""),
                env.getOrDefault("BLOCKADE_TEST_DB_PASSWORD", ""), 4);
        try (Connection ignored = DriverManager.getConnection(settings.url(), settings.user(), settings.password())) {
            return settings;
        } catch (SQLException e) {
            return unavailable(required, "PostgreSQL at " + settings.url() + " is unreachable: " + e.getMessage());
        }
    }

    /** Runs one statement as the test server's user, e.g. to cut the bot's connections. */
    static void execute(StoreSettings server, String sql) {
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
             Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("could not run '" + sql + "': " + e.getMessage(), e);
        }
    }

    /** Runs a query of one number as the test server's user. */
    static long number(StoreSettings server, String sql) {
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
             Statement s = c.createStatement();
             java.sql.ResultSet r = s.executeQuery(sql)) {
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

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
