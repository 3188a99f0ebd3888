package games.blockade.web.archive;

import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.ArchiveQueries;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Driver;
import java.time.Clock;
import java.util.ServiceLoader;

/**
 * The game store the bot writes, opened read-mostly for the site. It is configured like the bot,
 * by {@code BLOCKADE_DB_URL}, {@code BLOCKADE_DB_USER} and {@code BLOCKADE_DB_PASSWORD}.
 */
@ApplicationScoped
public class StoreAccess {

    private Store store;
    private ArchiveQueries queries;
    private GameRepository games;

    @PostConstruct
    void open() {
        registerDrivers();
        use(Store.open(StoreSettings.fromEnvironment()));
    }

    /** The site's reads over a store opened elsewhere, such as one whose statements are counted. */
    public static StoreAccess over(Store store) {
        StoreAccess access = new StoreAccess();
        access.use(store);
        return access;
    }

    private void use(Store opened) {
        store = opened;
        queries = new ArchiveQueries(store);
        games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), Clock.systemUTC());
    }

    /**
     * The JDBC drivers in the WAR are not registered by the server's DriverManager, which looked for
     * drivers once, with the server's class path; loading them here registers them for the pool.
     */
    private static void registerDrivers() {
        ServiceLoader.load(Driver.class, StoreAccess.class.getClassLoader()).forEach(driver -> { });
    }

    @PreDestroy
    void close() {
        store.close();
    }

    public Store store() {
        return store;
    }

    public ArchiveQueries queries() {
        return queries;
    }

    public GameRepository games() {
        return games;
    }
}
