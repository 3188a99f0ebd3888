package games.blockade.bot.outbox;

import games.blockade.bot.language.Texts;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * The interaction whose answer is being made on this thread. Its answer can deliver one owed
 * effect, the one it shows where the effect belongs (a move's board, answered in the game's
 * thread): that effect is held for the answer rather than left to the workers, and the token lets
 * another process find the answer if this one dies before marking it delivered.
 */
public final class Answering {

    /** The answer when what it would show waits behind earlier effects of its game still to post. */
    public static String follows() {
        return Texts.reply("answer.follows");
    }

    private static final ThreadLocal<Answering> CURRENT = new ThreadLocal<>();

    private final String token;
    private final long channelId;
    private final OptionalLong buttonMessage;
    private Held held;
    private boolean behind;
    private Store.Ending changes = Store.Ending.ROLLED_BACK;

    private Answering(String token, long channelId, OptionalLong buttonMessage) {
        this.token = Objects.requireNonNull(token);
        this.channelId = channelId;
        this.buttonMessage = buttonMessage;
    }

    /** An answer in {@code channelId}, to a command or to a button on {@code buttonMessage}. */
    public static Answering of(String token, long channelId, OptionalLong buttonMessage) {
        return new Answering(token, channelId, buttonMessage);
    }

    /** Runs {@code work} as part of this answer. */
    public <T> T during(Supplier<T> work) {
        Answering outer = CURRENT.get();
        CURRENT.set(this);
        try {
            return work.get();
        } finally {
            CURRENT.set(outer);
        }
    }

    static Optional<Answering> current() {
        return Optional.ofNullable(CURRENT.get());
    }

    /** An effect held for the answer, and what kind it is, known without asking the store. */
    public record Held(long id, Outbox.Kind kind) {
    }

    /** The effect this answer delivers, if it holds one. */
    public synchronized Optional<Held> held() {
        return Optional.ofNullable(held);
    }

    synchronized boolean free() {
        return held == null;
    }

    synchronized void hold(long effect, Outbox.Kind kind) {
        held = new Held(effect, kind);
    }

    /**
     * How the transactions that owed effects during this answer ended: committed if any did, in
     * doubt if one's commit was lost with its connection, else rolled back (or none ran). An effect
     * held in a transaction that rolled back is held no longer; one in doubt stays held, to be given
     * back to the workers, who find it if it was stored.
     */
    public synchronized Store.Ending changes() {
        return changes;
    }

    synchronized void ended(Store.Ending ending, long effect) {
        if (ending == Store.Ending.COMMITTED || changes == Store.Ending.ROLLED_BACK) {
            changes = ending;
        }
        if (ending == Store.Ending.ROLLED_BACK && held != null && held.id() == effect) {
            held = null;
            behind = false;
        }
    }

    /** The effect this answer holds was owed behind earlier ones of its game, still to post. */
    synchronized void behind() {
        behind = true;
    }

    /**
     * Whether the effect this answer holds waits behind earlier effects of its game still to post:
     * the answer is given once they are out, so that the game's place shows everything in order.
     */
    public synchronized boolean waitsBehind() {
        return behind && held != null;
    }

    String token() {
        return token;
    }

    long channelId() {
        return channelId;
    }

    OptionalLong buttonMessage() {
        return buttonMessage;
    }
}
