package games.blockade.store.config;

import jakarta.persistence.SharedCacheMode;
import jakarta.persistence.ValidationMode;
import jakarta.persistence.spi.ClassTransformer;
import jakarta.persistence.spi.PersistenceUnitInfo;
import jakarta.persistence.spi.PersistenceUnitTransactionType;
import java.net.URL;
import java.util.List;
import java.util.Properties;
import javax.sql.DataSource;
import org.hibernate.jpa.HibernatePersistenceProvider;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/** The persistence unit described in code, so no {@code persistence.xml} is read or scanned. */
final class StoreUnit implements PersistenceUnitInfo {

    private final DataSource dataSource;
    private final Properties properties = new Properties();

    StoreUnit(DataSource dataSource, Engine engine, StatementInspector inspector) {
        this.dataSource = dataSource;
        properties.putAll(StoreModel.hibernateProperties());
        properties.put("hibernate.session_factory.statement_inspector", inspector);
        if (engine == Engine.SQLITE) {
            properties.put("hibernate.dialect", "org.hibernate.community.dialect.SQLiteDialect");
            // SQLite's row ids must be declared "integer", where the mapping says bigint; the mapping
            // is validated against PostgreSQL, and SchemaParityTest holds SQLite's schema to it.
            properties.put("hibernate.hbm2ddl.auto", "none");
        }
    }

    @Override
    public String getPersistenceUnitName() {
        return StoreModel.UNIT_NAME;
    }

    @Override
    public String getPersistenceProviderClassName() {
        return HibernatePersistenceProvider.class.getName();
    }

    @Override
    public PersistenceUnitTransactionType getTransactionType() {
        return PersistenceUnitTransactionType.RESOURCE_LOCAL;
    }

    @Override
    public DataSource getJtaDataSource() {
        return null;
    }

    @Override
    public DataSource getNonJtaDataSource() {
        return dataSource;
    }

    @Override
    public List<String> getMappingFileNames() {
        return List.of();
    }

    @Override
    public List<URL> getJarFileUrls() {
        return List.of();
    }

    @Override
    public URL getPersistenceUnitRootUrl() {
        return null;
    }

    @Override
    public List<String> getManagedClassNames() {
        return StoreModel.ENTITIES.stream().map(Class::getName).toList();
    }

    @Override
    public boolean excludeUnlistedClasses() {
        return true;
    }

    @Override
    public SharedCacheMode getSharedCacheMode() {
        return SharedCacheMode.NONE;
    }

    @Override
    public ValidationMode getValidationMode() {
        return ValidationMode.NONE;
    }

    @Override
    public Properties getProperties() {
        return properties;
    }

    @Override
    public String getPersistenceXMLSchemaVersion() {
        return "3.1";
    }

    @Override
    public ClassLoader getClassLoader() {
        return StoreUnit.class.getClassLoader();
    }

    @Override
    public void addTransformer(ClassTransformer transformer) {
        // No load-time weaving: the model is used unenhanced in both Java SE and Payara.
    }

    @Override
    public ClassLoader getNewTempClassLoader() {
        return getClassLoader();
    }
}
