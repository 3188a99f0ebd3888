package games.blockade.bot.discord;

import games.blockade.bot.outbox.Answering;
import games.blockade.bot.privatechannel.PrivateChannels;
import games.blockade.bot.service.Result;
import games.blockade.store.outbox.Outbox;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * Gives an interaction its answer and marks what the answer delivered. The answer may deliver the
 * one owed effect it held ({@link games.blockade.bot.outbox.Answering}): the board a move leaves
 * in the game's thread, a challenge with its buttons, the settling of the message whose button
 * was pressed, a new game's announcement, which its thread is started from once the board is in.
 * Whatever the answer did not deliver, the workers do, woken as soon as it is given.
 */
final class Answers {

    private final Outbox outbox;
    private final String process;
    private final OutboxWorker worker;
    private final PrivateChannels privates;

    Answers(Outbox outbox, String process, OutboxWorker worker, PrivateChannels privates) {
        this.outbox = outbox;
        this.process = process;
        this.worker = worker;
        this.privates = privates;
    }

    /**
     * Answers with {@code result}, made into {@code message}, delivering the effect {@code held}, if
     * any. The answer is given whatever the store does meanwhile: what became of the effect is
     * written back when the store can take it.
     */
    void answer(Reply reply, Result result, MessageCreateData message, Optional<Answering.Held> held) {
        long channel = reply.event().getChannelIdLong();
        Optional<Long> id = held.map(Answering.Held::id);
        Consumer<Throwable> failed = failure -> {
            id.ifPresent(this::giveBack);
            worker.kick();
        };
        boolean between = reply.event().getContext() == InteractionContextType.PRIVATE_CHANNEL;
        Consumer<Optional<Long>> posted = shown -> {
            if (between) {
                // Its token is now a way into the channel for what the bot owes there; a message the
                // answer replaced was made by another interaction, whose token alone may edit it.
                Optional<Long> made = result instanceof Result.Settled ? Optional.empty() : shown;
                worker.write(() -> privates.answered(channel, answer(reply), made));
            }
            if (held.isPresent() && shown.isPresent() && delivers(held.get().kind(), result)) {
                long effect = held.get().id();
                // Marked with what follows it (a clock started, the computer woken), in a batch of marks.
                worker.markSoon(() -> {
                    if (outbox.delivered(effect, process, Optional.of(channel), shown, Outbox.Outcome.DELIVERED,
                            Optional.empty())) {
                        worker.delivered(outbox.find(effect).orElseThrow());
                    }
                });
            } else {
                id.ifPresent(effect -> worker.write(() -> outbox.release(effect, process)));
            }
            worker.kick();
        };
        Optional<Outbox.Effect> opening = held.filter(h -> h.kind() == Outbox.Kind.OPEN
                && result instanceof Result.Opened).flatMap(this::found);
        if (opening.isPresent()) {
            // The answer becomes the announcement, once the thread is started from it and the board is in.
            worker.openNow(opening.get(), reply::later, answer(reply));
        } else if (result instanceof Result.Settled settled) {
            reply.replace(Replies.settled(settled.text()), posted, failed);
        } else {
            reply.send(message, Replies.ephemeral(result), posted, failed);
        }
    }

    /**
     * Waits, up to {@code wait}, for the effects owed before {@code held} in its game to be posted,
     * waking the workers; false when they are not out by then.
     */
    boolean inTurn(long held, Duration wait) {
        Optional<Outbox.Effect> effect = outbox.find(held);
        if (effect.isEmpty() || effect.get().gameId().isEmpty()) {
            return true;
        }
        long deadline = System.nanoTime() + wait.toNanos();
        while (!outbox.undeliveredBefore(effect.get().gameId().get(), held).isEmpty()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            worker.kick();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** The held effect as stored; none when the store cannot say, and the workers deliver it instead. */
    private Optional<Outbox.Effect> found(Answering.Held held) {
        try {
            return outbox.find(held.id());
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Gives an effect the answer held back to the workers. */
    void giveBack(long held) {
        worker.write(() -> outbox.release(held, process));
        worker.kick();
    }

    /** The interaction's token, living from when Discord made the interaction. */
    private PrivateChannels.Answer answer(Reply reply) {
        return privates.answer(reply.event().getToken(), reply.event().getTimeCreated().toInstant());
    }

    /** Whether an answer of this kind shows the effect of that kind. */
    private static boolean delivers(Outbox.Kind kind, Result result) {
        return switch (kind) {
            case BOARD -> result instanceof Result.Board;
            case INVITE -> result instanceof Result.Invitation;
            case OFFER -> result instanceof Result.Question;
            case EDIT -> result instanceof Result.Settled;
            default -> false;
        };
    }
}
