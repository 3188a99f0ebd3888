package games.blockade.bot.privatechannel;

import games.blockade.store.config.Store;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The DMs and group DMs where games are played, and what the bot may do in each
 * (docs/decisions/private-channels.md). In its own DM with a person the bot posts freely; in a DM or
 * group DM between people, which no bot can join, the app (installed to a person's account) may only
 * answer interactions: its posts there are follow-ups through the token of an interaction answered
 * there, for as long as the token lives and Discord allows a user-installed app follow-ups to it.
 */
public final class PrivateChannels {

    /** What the bot may do in a private channel. */
    public enum Kind {
        /** The bot's own DM with a person: it posts there freely. */
        BOT_DM,
        /** A DM or group DM between people: the bot may only answer interactions there. */
        PEOPLE
    }

    /**
     * How long a token is used for follow-ups: Discord's 15 minutes, less a minute, so that a
     * follow-up begun near the end does not meet an expired token.
     */
    public static final Duration TOKEN_USE = Duration.ofMinutes(14);

    /**
     * Follow-ups the workers make through one token: Discord allows a user-installed app 5 per
     * interaction, and the answer itself may use 2 (a deferred answer, a new game's board).
     */
    public static final int WORKER_FOLLOW_UPS = 3;

    private final Store store;
    private final Clock clock;

    public PrivateChannels(Store store, Clock clock) {
        this.store = Objects.requireNonNull(store);
        this.clock = Objects.requireNonNull(clock);
    }

    /** The bot's DM with {@code personId} is {@code channelId}. */
    public void botDm(long channelId, long personId) {
        record(channelId, Kind.BOT_DM, Optional.of(personId));
    }

    /** {@code channelId} is a DM or group DM between people. */
    public void people(long channelId) {
        record(channelId, Kind.PEOPLE, Optional.empty());
    }

    private void record(long channelId, Kind kind, Optional<Long> person) {
        store.inTransaction(em -> {
            if (em.createNativeQuery("select 1 from private_channel where channel_id = ?1")
                    .setParameter(1, channelId).getResultList().isEmpty()) {
                em.createNativeQuery("insert into private_channel (channel_id, kind, person_id) values (?1, ?2, ?3)")
                        .setParameter(1, channelId).setParameter(2, kind.name())
                        .setParameter(3, person.orElse(null)).executeUpdate();
            }
            return null;
        });
    }

    /** What {@code channelId} is, if it is a private channel games are played in. */
    public Optional<Kind> kind(long channelId) {
        return store.read(em -> em.createNativeQuery("select kind from private_channel where channel_id = ?1")
                .setParameter(1, channelId).getResultList().stream().map(k -> Kind.valueOf((String) k)).findFirst());
    }

    /** The person the bot's DM {@code channelId} is with. */
    public Optional<Long> personOf(long channelId) {
        return store.read(em -> em.createNativeQuery("select person_id from private_channel where channel_id = ?1"
                        + " and kind = 'BOT_DM'")
                .setParameter(1, channelId).getResultList().stream().filter(Objects::nonNull)
                .map(p -> ((Number) p).longValue()).findFirst());
    }

    /** An interaction's token, and when Discord made the interaction, from which its token lives. */
    public record Answer(String token, Instant madeAt) {
        public Answer {
            Objects.requireNonNull(token);
            Objects.requireNonNull(madeAt);
        }
    }

    /**
     * The answer to the interaction Discord made at {@code created} (its clock), placed on this
     * clock: as old here as it is in Discord, so its token's 15 minutes are counted alike.
     */
    public Answer answer(String token, Instant created) {
        return new Answer(token, clock.instant().minus(Duration.between(created, Instant.now())));
    }

    /**
     * An interaction in the channel between people {@code channelId} was answered, by
     * {@code message} if the answer made one anyone sees: its token carries the channel's owed
     * posts from now on, so those that waited for one are due again at once.
     */
    public void answered(long channelId, Answer answer, Optional<Long> message) {
        Instant now = clock.instant();
        String token = answer.token();
        store.inTransaction(em -> {
            // The channel's tokens that have run out, and the messages only they could edit, are of no more use.
            Timestamp outOfUse = Timestamp.from(now.minus(TOKEN_USE));
            em.createNativeQuery("delete from private_message where token in (select token from private_answer"
                    + " where channel_id = ?1 and made_at < ?2)").setParameter(1, channelId).setParameter(2, outOfUse)
                    .executeUpdate();
            em.createNativeQuery("delete from private_answer where channel_id = ?1 and made_at < ?2")
                    .setParameter(1, channelId).setParameter(2, outOfUse).executeUpdate();
            if (em.createNativeQuery("select 1 from private_answer where token = ?1").setParameter(1, token)
                    .getResultList().isEmpty()) {
                em.createNativeQuery("insert into private_answer (token, channel_id, made_at, follow_ups)"
                                + " values (?1, ?2, ?3, 0)")
                        .setParameter(1, token).setParameter(2, channelId)
                        .setParameter(3, Timestamp.from(answer.madeAt())).executeUpdate();
            }
            message.ifPresent(id -> made(em, id, token));
            // What waited for a way into the channel: its challenges' posts and its games'.
            em.createNativeQuery("update outbox set next_try_at = ?1 where delivered_at is null and next_try_at > ?1"
                            + " and (channel_id = ?2 or game_id in (select g.id from game g where g.channel_id = ?2))")
                    .setParameter(1, Timestamp.from(now)).setParameter(2, channelId).executeUpdate();
            return null;
        });
    }

    /**
     * Takes one follow-up of the newest token of {@code channelId} that still has one to give, if
     * any: the way for an owed post into a channel between people.
     */
    public Optional<String> followUp(long channelId) {
        Timestamp since = Timestamp.from(clock.instant().minus(TOKEN_USE));
        return store.inTransaction(em -> {
            Optional<String> token = em.createNativeQuery("select token from private_answer where channel_id = ?1"
                            + " and made_at > ?2 and follow_ups < ?3 order by made_at desc")
                    .setParameter(1, channelId).setParameter(2, since).setParameter(3, WORKER_FOLLOW_UPS)
                    .setMaxResults(1).getResultList().stream().map(t -> (String) t).findFirst();
            token.ifPresent(t -> em.createNativeQuery("update private_answer set follow_ups = follow_ups + 1"
                    + " where token = ?1").setParameter(1, t).executeUpdate());
            return token;
        });
    }

    /** The bot made {@code messageId} in a channel between people through {@code token}. */
    public void made(long messageId, String token) {
        store.inTransaction(em -> {
            made(em, messageId, token);
            return null;
        });
    }

    private static void made(jakarta.persistence.EntityManager em, long messageId, String token) {
        if (em.createNativeQuery("select 1 from private_message where message_id = ?1").setParameter(1, messageId)
                .getResultList().isEmpty()) {
            em.createNativeQuery("insert into private_message (message_id, token) values (?1, ?2)")
                    .setParameter(1, messageId).setParameter(2, token).executeUpdate();
        }
    }

    /** The token that may still edit {@code messageId}, made in a channel between people, while it lives. */
    public Optional<String> editor(long messageId) {
        Timestamp since = Timestamp.from(clock.instant().minus(TOKEN_USE));
        return store.read(em -> em.createNativeQuery("select m.token from private_message m join private_answer a"
                        + " on a.token = m.token where m.message_id = ?1 and a.made_at > ?2")
                .setParameter(1, messageId).setParameter(2, since).getResultList().stream()
                .map(t -> (String) t).findFirst());
    }
}
