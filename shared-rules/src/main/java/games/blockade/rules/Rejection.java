package games.blockade.rules;

import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Words;

import java.util.Objects;

/**
 * A move, turn, position or argument that the rules refuse, with why ({@link Refusal}), which a
 * host says in its reader's language; the message is its English ("BB4-6: there is no high bridge
 * on 4"). Nothing ever changes when one is thrown.
 */
public final class Rejection extends Exception {

    private final Refusal refusal;

    public Rejection(Refusal refusal) {
        super(null, null, false, false);
        this.refusal = Objects.requireNonNull(refusal);
    }

    /** A refusal in words its raiser wrote itself ({@link Refusal.Said}). */
    public Rejection(String message) {
        this(new Refusal.Said(message));
    }

    public Refusal refusal() {
        return refusal;
    }

    @Override
    public String getMessage() {
        return Words.ENGLISH.say(refusal);
    }
}
