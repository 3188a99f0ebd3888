package games.blockade.store.config;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the store's database is. With nothing configured it is an embedded SQLite file in the
 * working directory, so the bot runs with zero setup; {@code BLOCKADE_DB_URL} (with
 * {@code BLOCKADE_DB_USER} and {@code BLOCKADE_DB_PASSWORD}) points it at PostgreSQL instead.
 */
public record StoreSettings(String url, String user, String password, int poolSize) {

    public static final String URL = "BLOCKADE_DB_URL";
    public static final String USER = "BLOCKADE_DB_USER";
    public static final String PASSWORD = "BLOCKADE_DB_PASSWORD";
    public static final String POOL_SIZE = "BLOCKADE_DB_POOL_SIZE";

    /** The embedded default: one SQLite file, which the bot and the web app may open at once. */
    public static final String DEFAULT_URL = "jdbc:sqlite:data/blockade.db";

    public StoreSettings {
        Objects.requireNonNull(url);
        Objects.requireNonNull(user);
        Objects.requireNonNull(password);
        Engine.of(url);
        if (poolSize < 1) {
            throw new IllegalArgumentException(POOL_SIZE + " must be at least 1, not " + poolSize);
        }
    }

    public static StoreSettings fromEnvironment() {
        return from(System.getenv());
    }

    /** Settings from environment-style variables; blank values count as absent. */
    public static StoreSettings from(Map<String, String> env) {
        String url = value(env, URL).orElse(DEFAULT_URL);
        String user = value(env, USER).orElse("");
        String password = value(env, PASSWORD).orElse("");
        String pool = value(env, POOL_SIZE).orElse("8");
        int poolSize;
        try {
            poolSize = Integer.parseInt(pool);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(POOL_SIZE + " must be a whole number, not '" + pool + "'", e);
        }
        return new StoreSettings(url, user, password, poolSize);
    }

    public Engine engine() {
        return Engine.of(url);
    }

    /** An SQLite store's file, as the URL names it. */
    public Path file() {
        if (engine() != Engine.SQLITE) {
            throw new IllegalStateException("a PostgreSQL store has no file");
        }
        String path = url.substring("jdbc:sqlite:".length());
        int query = path.indexOf('?');
        return Path.of(query < 0 ? path : path.substring(0, query));
    }

    /** Settings for the SQLite store in {@code file}, with the default pool. */
    public static StoreSettings sqlite(Path file) {
        return new StoreSettings("jdbc:sqlite:" + file, "", "", 8);
    }

    /** The settings without the password, for logs. */
    @Override
    public String toString() {
        return "StoreSettings[url=" + url + ", user=" + user + ", poolSize=" + poolSize + "]";
    }

    private static Optional<String> value(Map<String, String> env, String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }
}
