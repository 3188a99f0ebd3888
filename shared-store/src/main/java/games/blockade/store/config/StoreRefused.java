package games.blockade.store.config;

/**
 * A store that cannot be opened as it is: a file that is not a database, or not Blockade's, or a
 * schema newer than this version knows. Nothing was written to it; the message says which store
 * and what to do, for a person to read at start.
 */
public final class StoreRefused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public StoreRefused(String message) {
        super(message);
    }

    public StoreRefused(String message, Throwable cause) {
        super(message, cause);
    }
}
