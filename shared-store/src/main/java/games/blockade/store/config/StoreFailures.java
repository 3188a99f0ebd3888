package games.blockade.store.config;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;

/** Tells a database that cannot be reached, or stopped answering, from any other failure. */
public final class StoreFailures {

    /** PostgreSQL's "terminated by an administrator", "cannot connect now" and shutdown states. */
    private static final Set<String> GONE = Set.of("57P01", "57P02", "57P03");

    private StoreFailures() {
    }

    /** Whether {@code failure} comes of the connection to the database failing, not of what was asked of it. */
    public static boolean lostConnection(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException
                    || t instanceof org.hibernate.exception.JDBCConnectionException) {
                return true;
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || GONE.contains(sql.getSQLState()))) {
                return true;
            }
        }
        return false;
    }
}
