package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
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
    public static Result.Refused apology() {
        return new Result.Refused(Texts.reply("outage.apology"));
    }

    /** The change was stored, but the store went before it could be shown. */
    public static Result.Info saved() {
        return new Result.Info(Texts.reply("outage.saved"));
    }

    /** The change was stored, but showing it failed on the bot's side. */
    public static Result.Info savedUnshown() {
        return new Result.Info(Texts.reply("outage.saved-unshown"));
    }

    /** Nothing was changed: a fault of the bot's. */
    public static Result.Refused fault() {
        return new Result.Refused(Texts.reply("outage.fault"));
    }

    /** The store went while committing: whether the change holds is unknown. */
    public static Result.Refused inDoubt() {
        return new Result.Refused(Texts.reply("outage.in-doubt"));
    }

    private StoreOutage() {
    }

    public static boolean causes(Throwable failure) {
        return StoreFailures.lostConnection(failure);
    }

    /** What to tell the person whose action failed with {@code failure}, given how the changes it made ended. */
    public static Result answer(Throwable failure, Store.Ending changes) {
        boolean outage = causes(failure);
        return switch (changes) {
            case COMMITTED -> outage ? saved() : savedUnshown();
            case IN_DOUBT -> inDoubt();
            case ROLLED_BACK -> outage ? apology() : fault();
        };
    }
}
