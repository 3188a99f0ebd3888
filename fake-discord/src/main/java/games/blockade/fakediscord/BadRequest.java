package games.blockade.fakediscord;

/** A request Discord would refuse with 400; the message says what was wrong. */
public class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;

    public BadRequest(String message) {
        this(400, message);
    }

    public BadRequest(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
