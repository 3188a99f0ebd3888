package games.blockade.bot.privatechannel;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.requests.Route;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.internal.requests.restaction.WebhookMessageCreateActionImpl;
import okhttp3.RequestBody;

/**
 * A follow-up of an interaction that carries a nonce Discord enforces ({@code enforce_nonce}): the
 * same nonce from the bot within a few minutes gives back the message made the first time, so an
 * owed post sent again after a crash (before it was marked delivered) shows once. JDA's follow-up
 * action has no nonce, so this one writes it into the payload (docs/decisions/private-channels.md).
 */
final class NoncedFollowUp extends WebhookMessageCreateActionImpl<Long> {

    private final String nonce;

    private NoncedFollowUp(JDA jda, String token, String nonce) {
        super(jda, Route.Interactions.CREATE_FOLLOWUP.compile(jda.getSelfUser().getApplicationId(), token),
                made -> made.getUnsignedLong("id"));
        this.nonce = nonce;
        setInteraction(true);
        // The interaction was answered long before: nothing to wait for.
        run();
    }

    /** Posts {@code message} as a follow-up of the interaction of {@code token}; the id of the message made. */
    static long send(JDA jda, String token, MessageCreateData message, String nonce) {
        NoncedFollowUp followUp = new NoncedFollowUp(jda, token, nonce);
        followUp.applyData(message);
        return followUp.complete();
    }

    @Override
    protected RequestBody finalizeData() {
        try (MessageCreateData data = getBuilder().build()) {
            DataObject payload = data.toData().put("nonce", nonce).put("enforce_nonce", true);
            return getMultipartBody(data.getAllDistinctFiles(), payload);
        }
    }
}
