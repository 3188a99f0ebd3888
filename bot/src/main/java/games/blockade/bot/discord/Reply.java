package games.blockade.bot.discord;

import java.util.function.Consumer;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One interaction's answer: given at once, or after a deferral when the work was slow, so that
 * Discord's three seconds are never missed whichever comes first.
 */
final class Reply {

    private static final Logger LOG = LoggerFactory.getLogger(Reply.class);

    private final IReplyCallback event;
    private boolean answered;
    private boolean deferred;

    Reply(IReplyCallback event) {
        this.event = event;
    }

    IReplyCallback event() {
        return event;
    }

    /** Shows Discord's "thinking" unless the answer went already; waited for, so the answer never overtakes it. */
    synchronized void defer() {
        if (!answered && !deferred) {
            event.deferReply().complete();
            deferred = true;
        }
    }

    /** Defers now if that was not done, for an answer that is given later through the hook. */
    synchronized InteractionHook later() {
        defer();
        answered = true;
        return event.getHook();
    }

    /**
     * Sends the answer; once it is posted, {@code then} gets the hook for what follows. After a
     * deferral the "thinking" message becomes the answer, except that what only the asker may see
     * replaces it with a private follow-up.
     */
    synchronized void send(MessageCreateData message, boolean ephemeral, Consumer<InteractionHook> then) {
        answered = true;
        if (!deferred) {
            event.reply(message).setEphemeral(ephemeral).queue(hook -> then.accept(hook), this::failed);
        } else if (ephemeral) {
            InteractionHook hook = event.getHook();
            hook.deleteOriginal().queue();
            hook.sendMessage(message).setEphemeral(true).queue(m -> then.accept(hook), this::failed);
        } else {
            InteractionHook hook = event.getHook();
            hook.editOriginal(MessageEditData.fromCreateData(message)).queue(m -> then.accept(hook), this::failed);
        }
    }

    private void failed(Throwable failure) {
        LOG.warn("answering interaction {} failed: {}", event.getId(), failure.toString());
    }
}
