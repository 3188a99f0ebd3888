package games.blockade.bot.service;

import games.blockade.store.config.Store;
import games.blockade.store.config.StoreFailures;

/**
 * What a person is told when the database cannot be reached while their action is handled. What
 * they are told depends on how far the action got: never stored, stored before the database went
 * away (so the answer that would show it cannot be made), or lost at the very commit, when nobody
 * can say whether the server kept it. Every word of it agrees with what the store holds.
 */
public final class StoreOutage {

    /** Nothing was stored: said only to the person who acted. */
    public static final Result.Refused APOLOGY = new Result.Refused("sorry, the bot cannot reach its game store just"
            + " now, so nothing was changed; please try again in a minute");

    /** It was stored; what shows it follows from the outbox once the store is back. */
    public static final Result.Info SAVED = new Result.Info("Done and saved, but the bot lost its game store just"
            + " after, so it cannot show it yet: the board and any news follow in the game's place as soon as the"
            + " store is back.");

    /** It was stored, and a fault of the bot's then kept it from showing it. */
    public static final Result.Info SAVED_UNSHOWN = new Result.Info("Done and saved, but something went wrong on"
            + " the bot's side as it was shown: the board and any news follow in the game's place.");

    /** Nothing was stored, for a fault of the bot's. */
    public static final Result.Refused FAULT = new Result.Refused("something went wrong on the bot's side; please"
            + " try again");

    /** The commit's answer was lost with the connection. */
    public static final Result.Refused IN_DOUBT = new Result.Refused("the bot lost its game store while saving"
            + " that, so it cannot tell whether it was saved; once the store is back, /blockade board shows the"
            + " game as it stands");

    private StoreOutage() {
    }

    public static boolean causes(Throwable failure) {
        return StoreFailures.lostConnection(failure);
    }

    /** What to tell the person whose action failed with {@code failure}, given how the changes it made ended. */
    public static Result answer(Throwable failure, Store.Ending changes) {
        boolean outage = causes(failure);
        return switch (changes) {
            case COMMITTED -> outage ? SAVED : SAVED_UNSHOWN;
            case IN_DOUBT -> IN_DOUBT;
            case ROLLED_BACK -> outage ? APOLOGY : FAULT;
        };
    }
}
