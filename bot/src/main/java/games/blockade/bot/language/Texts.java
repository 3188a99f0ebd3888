package games.blockade.bot.language;

import games.blockade.rules.language.Refusal;

/**
 * The bot's words in the language of the speech of this thread ({@link Speech}): {@link #reply}
 * for what answers the person (refusals, replies, buttons under an answer), {@link #post} for what
 * everyone in the place reads (boards, turn notices, endings, reminders, invitations).
 */
public final class Texts {

    private Texts() {
    }

    public static String reply(String key, Object... arguments) {
        return Speech.current().person().text(key, arguments);
    }

    public static String post(String key, Object... arguments) {
        return Speech.current().place().text(key, arguments);
    }

    /** What the rules (or the bot itself) refused, in the language replies are made in now. */
    public static String refused(Refusal refusal) {
        return person().refusal(refusal);
    }

    /** The language replies are made in now. */
    public static Messages person() {
        return Speech.current().person();
    }

    /** The language posts are made in now. */
    public static Messages place() {
        return Speech.current().place();
    }
}
