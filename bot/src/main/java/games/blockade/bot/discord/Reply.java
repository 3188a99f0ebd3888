package games.blockade.bot.discord;

import java.util.Optional;
import java.util.function.Consumer;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One interaction's answer: given at once, or after a deferral when the work was slow, so that
 * Discord's three seconds are never missed whichever comes first. Whoever sends it learns the
 * message that shows it, so that what the answer delivered is marked delivered.
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

    /** The message whose button was pressed, for an answer to a button. */
    Optional<Long> buttonMessage() {
        return event instanceof GenericComponentInteractionCreateEvent button
                ? Optional.of(button.getMessageIdLong()) : Optional.empty();
    }

    /**
     * Shows Discord's "thinking" unless the answer went already; waited for, so the answer never
     * overtakes it. A button's deferral keeps its message, which the answer may then replace.
     */
    synchronized void defer() {
        if (!answered && !deferred) {
            if (event instanceof GenericComponentInteractionCreateEvent button) {
                button.deferEdit().complete();
            } else {
                event.deferReply().complete();
            }
            deferred = true;
        }
    }

    /** Whether Discord shows "thinking" for it already: a message placed when the command was given. */
    synchronized boolean deferred() {
        return deferred;
    }

    /**
     * Answers with Discord's "thinking" as a message of its own, even to a button, and returns the
     * hook through which that message becomes the answer: a new game's announcement, from which its
     * thread starts.
     */
    synchronized InteractionHook later() {
        if (!deferred) {
            event.deferReply().complete();
            deferred = true;
        }
        answered = true;
        return event.getHook();
    }

    /**
     * Sends {@code message} as the answer; {@code posted} gets the message that shows it (empty when
     * only the asker sees it), {@code failed} the failure. After a command's deferral the "thinking"
     * message becomes the answer, except that what only the asker may see replaces it with a
     * private follow-up; after a button's, the answer follows as a message of its own.
     */
    synchronized void send(MessageCreateData message, boolean ephemeral, Consumer<Optional<Long>> posted,
                           Consumer<Throwable> failed) {
        answered = true;
        Consumer<Throwable> logged = logging(failed);
        if (!deferred) {
            event.reply(message).setEphemeral(ephemeral).queue(hook -> {
                if (ephemeral) {
                    posted.accept(Optional.empty());
                } else if (hook.hasCallbackResponse() && hook.getCallbackResponse().getMessage() != null) {
                    posted.accept(Optional.of(hook.getCallbackResponse().getMessage().getIdLong()));
                } else {
                    hook.retrieveOriginal().queue(m -> posted.accept(Optional.of(m.getIdLong())), logged);
                }
            }, logged);
        } else if (event instanceof GenericComponentInteractionCreateEvent) {
            event.getHook().sendMessage(message).setEphemeral(ephemeral)
                    .queue(m -> posted.accept(ephemeral ? Optional.empty() : Optional.of(m.getIdLong())), logged);
        } else if (ephemeral) {
            InteractionHook hook = event.getHook();
            hook.deleteOriginal().queue();
            hook.sendMessage(message).setEphemeral(true).queue(m -> posted.accept(Optional.empty()), logged);
        } else {
            event.getHook().editOriginal(MessageEditData.fromCreateData(message))
                    .queue(m -> posted.accept(Optional.of(m.getIdLong())), logged);
        }
    }

    /**
     * Replaces the message whose button was pressed with {@code message}; {@code posted} gets its
     * id. Only an answer to a button can; anything else sends it as a new answer.
     */
    synchronized void replace(MessageEditData message, Consumer<Optional<Long>> posted, Consumer<Throwable> failed) {
        if (!(event instanceof GenericComponentInteractionCreateEvent button)) {
            send(MessageCreateData.fromEditData(message), false, posted, failed);
            return;
        }
        answered = true;
        Consumer<Throwable> logged = logging(failed);
        long id = button.getMessageIdLong();
        if (deferred) {
            button.getHook().editOriginal(message).queue(m -> posted.accept(Optional.of(id)), logged);
        } else {
            button.editMessage(message).queue(hook -> posted.accept(Optional.of(id)), logged);
        }
    }

    private Consumer<Throwable> logging(Consumer<Throwable> failed) {
        return failure -> {
            LOG.warn("answering interaction {} failed: {}", event.getId(), failure.toString());
            failed.accept(failure);
        };
    }
}
