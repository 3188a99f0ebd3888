package games.blockade.web.infrastructure;

/**
 * A request the site answers with an error status and a message for the person who sent it: a
 * missing game or player, or a query parameter that makes no sense.
 */
public final class Problem extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    private Problem(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    public static Problem notFound(String message) {
        return new Problem(404, message);
    }

    public static Problem badRequest(String message) {
        return new Problem(400, message);
    }

    public int status() {
        return status;
    }
}
