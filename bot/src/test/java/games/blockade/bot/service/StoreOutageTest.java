package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.persistence.PersistenceException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.Test;

class StoreOutageTest {

    @Test
    void anUnreachableOrTerminatedDatabaseIsAnOutage() {
        assertTrue(StoreOutage.causes(new PersistenceException(new SQLTransientConnectionException("pool empty"))));
        assertTrue(StoreOutage.causes(new RuntimeException(new SQLException("refused", "08001"))));
        assertTrue(StoreOutage.causes(new RuntimeException(new SQLException("terminating connection due to"
                + " administrator command", "57P01"))));
    }

    @Test
    void aFaultOfOursIsNot() {
        assertFalse(StoreOutage.causes(new IllegalStateException("bug")));
        assertFalse(StoreOutage.causes(new PersistenceException(new SQLException("duplicate key", "23505"))));
    }
}
