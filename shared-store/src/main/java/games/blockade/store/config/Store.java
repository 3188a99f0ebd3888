package games.blockade.store.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.EntityTransaction;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.hibernate.jpa.HibernatePersistenceProvider;

/**
 * An open store: a migrated database and the entity manager factory over it. The bot opens one
 * from {@link StoreSettings} (its own connection pool); the web app hands in the container's
 * {@link DataSource}. Both get resource-local transactions through {@link #inTransaction}.
 */
public final class Store implements AutoCloseable {

    private final DataSource dataSource;
    private final Optional<HikariDataSource> ownPool;
    private final EntityManagerFactory factory;

    private Store(DataSource dataSource, Optional<HikariDataSource> ownPool) {
        this.dataSource = dataSource;
        this.ownPool = ownPool;
        migrate(dataSource);
        this.factory = new HibernatePersistenceProvider()
                .createContainerEntityManagerFactory(new StoreUnit(dataSource), Map.of());
    }

    /** Opens the database the settings name, with a pool of its own, and migrates it. */
    public static Store open(StoreSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(settings.url());
        config.setUsername(settings.user());
        config.setPassword(settings.password());
        config.setMaximumPoolSize(settings.poolSize());
        config.setAutoCommit(false);
        config.setPoolName("blockade-store");
        HikariDataSource pool = new HikariDataSource(config);
        try {
            return new Store(pool, Optional.of(pool));
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    /** Uses a data source someone else owns (a container's); closing the store leaves it open. */
    public static Store over(DataSource dataSource) {
        return new Store(dataSource, Optional.empty());
    }

    /** Brings the schema up to date; safe to run at every start and from several processes. */
    public static void migrate(DataSource dataSource) {
        Flyway.configure()
                .dataSource(dataSource)
                .locations(StoreModel.MIGRATIONS)
                .load()
                .migrate();
    }

    public DataSource dataSource() {
        return dataSource;
    }

    public EntityManagerFactory factory() {
        return factory;
    }

    /** Runs work in one transaction: committed when it returns, rolled back when it throws. */
    public <T> T inTransaction(Function<EntityManager, T> work) {
        EntityManager em = factory.createEntityManager();
        EntityTransaction tx = em.getTransaction();
        try {
            tx.begin();
            T result = work.apply(em);
            tx.commit();
            return result;
        } catch (RuntimeException e) {
            if (tx.isActive()) {
                try {
                    tx.rollback();
                } catch (RuntimeException rollback) {
                    // A connection the server cut cannot roll back either: the first failure says why.
                    e.addSuppressed(rollback);
                }
            }
            throw e;
        } finally {
            em.close();
        }
    }

    @Override
    public void close() {
        factory.close();
        ownPool.ifPresent(HikariDataSource::close);
    }
}
