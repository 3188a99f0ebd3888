package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import games.blockade.store.TestDatabase;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.sqlite.SQLiteDataSource;
import org.junit.jupiter.api.Test;

class StoreTest {

    /** Connections that fail to roll back once the test says the server has cut them. */
    private static final class Cut implements DataSource {
        private final SQLiteDataSource sqlite = new SQLiteDataSource();
        private volatile boolean cut;

        Cut() {
            sqlite.setUrl("jdbc:sqlite:" + TestDatabase.sqliteFile());
        }

        @Override
        public Connection getConnection() throws SQLException {
            Connection real = sqlite.getConnection();
            return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                    new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                        if (cut && method.getName().equals("rollback")) {
                            throw new SQLException("Connection is closed");
                        }
                        try {
                            return method.invoke(real, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }

        @Override
        public Connection getConnection(String user, String password) throws SQLException {
            return getConnection();
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {
        }

        @Override
        public void setLoginTimeout(int seconds) {
        }

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() {
            return Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> type) throws SQLException {
            throw new SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }

    @Test
    void whenTheRollbackFailsTooTheWorksOwnFailureIsThrown() {
        Cut source = new Cut();
        try (Store store = Store.over(source, Engine.SQLITE, 1)) {
            source.cut = true;
            IllegalStateException failure = new IllegalStateException("the connection broke mid-transaction");

            RuntimeException thrown = assertThrows(RuntimeException.class, () -> store.inTransaction(em -> {
                em.createNativeQuery("select 1").getSingleResult();
                throw failure;
            }));

            assertSame(failure, thrown);
            assertEquals(1, thrown.getSuppressed().length, "the failed rollback rides along");
        }
    }
}
