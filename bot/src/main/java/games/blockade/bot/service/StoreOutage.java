package games.blockade.bot.service;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;

/**
 * Tells a database that cannot be reached from any other failure. Such an action rolled back or
 * never began, so the player is told to try again, and nothing they did is half stored.
 */
public final class StoreOutage {

    /** The apology, shown only to the person who acted. */
    public static final Result.Refused APOLOGY = new Result.Refused("sorry, the bot cannot reach its game store just"
            + " now, so nothing was changed; please try again in a minute");

    /** PostgreSQL's "terminated by an administrator", "cannot connect now" and shutdown states. */
    private static final Set<String> GONE = Set.of("57P01", "57P02", "57P03");

    private StoreOutage() {
    }

    public static boolean causes(Throwable failure) {
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
