package games.blockade.tournament;

/**
 * Input the tournament engine refuses, with a message saying what is wrong ("board 4 has no game in
 * play in round 2"). Nothing ever changes when one is thrown: every value here is immutable.
 */
public final class Refusal extends Exception {

    public Refusal(String message) {
        super(message, null, false, false);
    }
}
