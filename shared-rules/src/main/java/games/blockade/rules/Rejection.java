package games.blockade.rules;

/**
 * A move, turn, position or argument that the rules refuse, with a message for the player saying
 * what is wrong ("BB4-6: there is no high bridge on 4"). Nothing ever changes when one is thrown.
 */
public final class Rejection extends Exception {

    public Rejection(String message) {
        super(message, null, false, false);
    }
}
