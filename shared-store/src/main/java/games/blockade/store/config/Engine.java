package games.blockade.store.config;

import java.util.List;
import java.util.Locale;

/**
 * The database engines the store runs on: SQLite, the embedded default, and PostgreSQL in
 * production. Where their SQL differs, the difference is named here once.
 */
public enum Engine {
    SQLITE("jdbc:sqlite:"), POSTGRESQL("jdbc:postgresql:");

    private final String urlPrefix;

    Engine(String urlPrefix) {
        this.urlPrefix = urlPrefix;
    }

    /** The engine a JDBC URL names; refused, with the ones that are supported, when it is none of them. */
    public static Engine of(String url) {
        for (Engine engine : values()) {
            if (url.startsWith(engine.urlPrefix)) {
                return engine;
            }
        }
        if (url.startsWith("jdbc:h2:")) {
            throw new IllegalArgumentException("the store no longer runs on H2, which loses answered moves when its"
                    + " process is killed; leave " + StoreSettings.URL + " out for the embedded SQLite store (an H2"
                    + " store in data/ is carried over to it at the first start) or name a PostgreSQL database");
        }
        throw new IllegalArgumentException(StoreSettings.URL + " must name an SQLite file (jdbc:sqlite:PATH) or a"
                + " PostgreSQL database (jdbc:postgresql://HOST/NAME), not '" + url + "'");
    }

    /**
     * Where Flyway finds this engine's migrations: one version history for both engines, a version
     * in the SQL both share where it can be ({@code common}), in each engine's own where not.
     */
    List<String> migrations() {
        return List.of(StoreModel.MIGRATIONS + "/common", StoreModel.MIGRATIONS + "/" + name().toLowerCase(Locale.ROOT));
    }

    /**
     * What ends a query that claims rows no other writer holds. PostgreSQL skips rows another
     * transaction has locked; SQLite needs nothing, since a write transaction holds the whole
     * database from its first statement (the store begins them immediate).
     */
    public String skipLocked() {
        return this == POSTGRESQL ? " for update skip locked" : "";
    }
}
