package games.blockade.fakediscord;

/**
 * A request Discord would refuse, with 400 unless said otherwise; the message says what was wrong,
 * the code is Discord's JSON error code (0 where the status says it all).
 */
public class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final int code;

    public BadRequest(String message) {
        this(400, message);
    }

    public BadRequest(int status, String message) {
        this(status, status == 404 ? 10_000 : status == 400 ? 50_035 : 0, message);
    }

    public BadRequest(int status, int code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    public int status() {
        return status;
    }

    public int code() {
        return code;
    }
}
