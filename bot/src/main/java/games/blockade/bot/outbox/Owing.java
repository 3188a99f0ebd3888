package games.blockade.bot.outbox;

import games.blockade.store.outbox.Outbox;
import jakarta.persistence.EntityManager;
import java.util.Objects;
import java.util.Optional;

/**
 * Writes what a change owes Discord, in the change's own transaction (docs/decisions/outbox.md).
 * An effect that the interaction being answered shows where it belongs is held for that answer;
 * every other effect waits for a worker.
 */
public final class Owing {

    private final Outbox outbox;
    private final String process;

    /** Owing for the bot process {@code process}, as its workers and answers name it in the store. */
    public Owing(Outbox outbox, String process) {
        this.outbox = Objects.requireNonNull(outbox);
        this.process = Objects.requireNonNull(process);
    }

    public String process() {
        return process;
    }

    public Outbox outbox() {
        return outbox;
    }

    /**
     * Owes {@code owed}, which is posted in {@code place} (a channel or thread): the answer being
     * made there delivers it, unless it already delivers another. Where earlier effects of the same
     * game or challenge are still owed, the answer waits for them ({@link Answering#waitsBehind}).
     */
    public long post(EntityManager em, Outbox.Owed owed, Optional<Long> place) {
        Optional<Answering> answer = Answering.current()
                .filter(a -> place.isPresent() && a.channelId() == place.get() && a.free());
        return owe(em, owed, answer);
    }

    /**
     * Owes the edit of the message effect {@code shownBy} made: a press of a button on that very
     * message is answered by the edit itself.
     */
    public long edit(EntityManager em, Outbox.Owed owed, long shownBy) {
        Outbox.Owed edit = owed.editingWhat(shownBy);
        Optional<Long> message = messageOf(em, shownBy);
        Optional<Answering> answer = Answering.current().filter(a -> a.free() && message.isPresent()
                && a.buttonMessage().isPresent() && a.buttonMessage().getAsLong() == message.get());
        return owe(em, edit, answer);
    }

    /** Owes {@code owed}, held for {@code answer} if there is one, which waits behind what is owed before it. */
    private long owe(EntityManager em, Outbox.Owed owed, Optional<Answering> answer) {
        long id;
        if (answer.isPresent()) {
            Outbox.Written written = outbox.oweCounting(em, owed, Optional.of(new Outbox.Hold(process,
                    Optional.of(answer.get().token()))));
            if (written.undeliveredBefore() > 0) {
                answer.get().behind();
            }
            id = written.id();
            answer.get().hold(id, owed.kind());
        } else {
            id = outbox.owe(em, owed, Optional.empty());
        }
        watch(id);
        return id;
    }

    /** The answer being made learns how the transaction owing {@code effect} ends. */
    private void watch(long effect) {
        Answering.current().ifPresent(a -> outbox.store().whenEnded(ending -> a.ended(ending, effect)));
    }

    private static Optional<Long> messageOf(EntityManager em, long effect) {
        return em.createNativeQuery("select message_id from outbox where id = ?1 and delivered_at is not null")
                .setParameter(1, effect).getResultList().stream().filter(Objects::nonNull)
                .map(m -> ((Number) m).longValue()).findFirst();
    }
}
