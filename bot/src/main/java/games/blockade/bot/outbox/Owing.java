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
        if (answer.isPresent() && !noneBefore(em, owed)) {
            answer.get().behind();
        }
        long id = outbox.owe(em, owed, answer.map(a -> new Outbox.Hold(process, Optional.of(a.token()))));
        answer.ifPresent(a -> a.hold(id, owed.kind()));
        watch(id);
        return id;
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
        if (answer.isPresent() && !noneBefore(em, edit)) {
            answer.get().behind();
        }
        long id = outbox.owe(em, edit, answer.map(a -> new Outbox.Hold(process, Optional.of(a.token()))));
        answer.ifPresent(a -> a.hold(id, edit.kind()));
        watch(id);
        return id;
    }

    /** The answer being made learns how the transaction owing {@code effect} ends. */
    private void watch(long effect) {
        Answering.current().ifPresent(a -> outbox.store().whenEnded(ending -> a.ended(ending, effect)));
    }

    private static boolean noneBefore(EntityManager em, Outbox.Owed owed) {
        return ((Number) em.createNativeQuery("select count(*) from outbox where delivered_at is null"
                        + " and (game_id = ?1 or challenge_id = ?2)")
                .setParameter(1, owed.gameId().orElse(-1L))
                .setParameter(2, owed.challengeId().orElse(-1L))
                .getSingleResult()).longValue() == 0;
    }

    private static Optional<Long> messageOf(EntityManager em, long effect) {
        return em.createNativeQuery("select message_id from outbox where id = ?1 and delivered_at is not null")
                .setParameter(1, effect).getResultList().stream().filter(Objects::nonNull)
                .map(m -> ((Number) m).longValue()).findFirst();
    }
}
