package games.blockade.store.config;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the store's database is. With nothing configured it is an embedded H2 file in the working
 * directory, so the bot runs with zero setup; {@code BLOCKADE_DB_URL} (with
 * {@code BLOCKADE_DB_USER} and {@code BLOCKADE_DB_PASSWORD}) points it at PostgreSQL instead.
 */
public record StoreSettings(String url, String user, String password, int poolSize) {

    public static final String URL = "BLOCKADE_DB_URL";
    public static final String USER = "BLOCKADE_DB_USER";
    public static final String PASSWORD = "BLOCKADE_DB_PASSWORD";
    public static final String POOL_SIZE = "BLOCKADE_DB_POOL_SIZE";

    /** The embedded default: one H2 file, opened by one process at a time. */
    public static final String DEFAULT_URL = "jdbc:h2:file:./data/blockade";

    public StoreSettings {
        Objects.requireNonNull(url);
        Objects.requireNonNull(user);
        Objects.requireNonNull(password);
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
        String user = value(env, USER).orElse(url.startsWith("jdbc:h2:") ? "sa" : "");
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

    public boolean isPostgres() {
        return url.startsWith("jdbc:postgresql:");
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
