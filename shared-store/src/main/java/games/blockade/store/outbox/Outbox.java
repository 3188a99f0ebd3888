package games.blockade.store.outbox;

import games.blockade.store.config.Store;
import games.blockade.store.repository.ClockRepository;
import games.blockade.store.repository.Sql;
import jakarta.persistence.EntityManager;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.hibernate.query.NativeQuery;

/**
 * What the bot owes Discord, kept in the store (docs/decisions/outbox.md). A change writes each
 * effect it implies (a game's first board, a move's board, a notice, the edit that settles an old
 * message) in its own transaction, so nothing a commit implies can be forgotten. A bot process
 * answering an interaction holds the effects its answer delivers and marks them delivered; every
 * other effect, and every effect a process that is no longer seen held, is claimed by a process's
 * worker, one game (or challenge) at a time and in order, delivered and marked. Processes say they
 * are alive every second or so ({@link #seen}); a holder not seen for {@link #ALIVE} is taken for
 * dead, and no hold outlasts {@link #LEASE}.
 */
public final class Outbox {

    /** How long a process may go unseen before what it holds is delivered by another. */
    public static final Duration ALIVE = Duration.ofSeconds(3);

    /**
     * How long a hold lasts even when its holder lives: one that could not give an effect back (its
     * database gone for a while) does not keep it forever.
     */
    public static final Duration LEASE = Duration.ofMinutes(1);

    /** A Discord snowflake's timestamp starts at bit 22; a guild's shard is that timestamp modulo the count. */
    private static final long SHARD_DIVISOR = 1L << 22;
    private static final String COLUMNS = "id, kind, game_id, challenge_id, ply, body, guild_id, channel_id, message_id,"
            + " refers_to, answer_token, attempts, created_at, delivered_at, outcome, note, tournament_id";

    private final Store store;
    private final Clock clock;

    public Outbox(Store store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** What is owed. */
    public enum Kind {
        /** A challenge, with its Accept and Decline buttons. */
        INVITE,
        /** A draw offer, with its buttons. */
        OFFER,
        /** A game's place (its thread, where games get one) and its first board. */
        OPEN,
        /** A game's board at a ply, calling the player to move. */
        BOARD,
        /** A finished game's replay. */
        REPLAY,
        /** A clock's reminder. */
        NOTICE,
        /** An old message settled: what happened, its buttons gone. */
        EDIT,
        /** A finished game's analysis is ready: each side's accuracy and biggest mistake. */
        ANALYSIS,
        /** A server's daily puzzle, in the channel it named. */
        PUZZLE,
        /** A tournament's post with its Join and Leave buttons, from which its thread is started. */
        TOURNAMENT,
        /** A tournament's post rewritten as the tournament now stands. */
        TOURNAMENT_EDIT,
        /** News of a tournament in its thread: a round's pairings, the standings, the winners, a calling-off. */
        TOURNAMENT_NEWS,
        /**
         * A move stored by the web app, which knows nothing of Discord's messages: the bot's worker
         * owes in its place what a move owes (its board, the old board settled, the end's replay).
         */
        MOVED
    }

    /** How an effect ended. */
    public enum Outcome {
        /** Where it belonged. */
        DELIVERED,
        /** Somewhere else, its place being gone; {@code note} says why. */
        FALLBACK,
        /** Not at all, being overtaken (a reminder for a turn already played); {@code note} says why. */
        SKIPPED
    }

    /**
     * An effect to owe: of a game or of a challenge (which orders it among the others of the same),
     * at a ply, with the words the service chose; posted in {@code channelId} (empty: the game's
     * place, decided on delivery), or editing {@code messageId}, or the message effect
     * {@code refersTo} made. A tournament's effects ({@code tournamentId}) are delivered in order
     * among themselves, as a game's are.
     */
    public record Owed(Kind kind, Optional<Long> gameId, Optional<Long> challengeId, Optional<Integer> ply, String body,
                       Optional<Long> guildId, Optional<Long> channelId, Optional<Long> messageId,
                       Optional<Long> refersTo, Optional<Long> after, Optional<Long> tournamentId) {
        public Owed {
            Objects.requireNonNull(tournamentId);
            Objects.requireNonNull(kind);
            Objects.requireNonNull(gameId);
            Objects.requireNonNull(challengeId);
            Objects.requireNonNull(ply);
            Objects.requireNonNull(body);
            Objects.requireNonNull(guildId);
            Objects.requireNonNull(channelId);
            Objects.requireNonNull(messageId);
            Objects.requireNonNull(refersTo);
            Objects.requireNonNull(after);
        }

        /** An effect of a game, posted in its place. */
        public static Owed ofGame(Kind kind, long gameId, Optional<Long> guildId, int ply, String body) {
            return new Owed(kind, Optional.of(gameId), Optional.empty(), Optional.of(ply), body, guildId,
                    Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        }

        /** An effect of a tournament, posted where its delivery finds the tournament's place. */
        public static Owed ofTournament(Kind kind, long tournamentId, long guildId, String body) {
            return new Owed(kind, Optional.empty(), Optional.empty(), Optional.empty(), body, Optional.of(guildId),
                    Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(tournamentId));
        }

        /** An effect of a challenge, posted in {@code channelId}. */
        public static Owed ofChallenge(Kind kind, long challengeId, Optional<Long> guildId, long channelId, String body) {
            return new Owed(kind, Optional.empty(), Optional.of(challengeId), Optional.empty(), body, guildId,
                    Optional.of(channelId), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        }

        /** The same effect, editing the message {@code effect} made. */
        public Owed editingWhat(long effect) {
            return new Owed(kind, gameId, challengeId, ply, body, guildId, channelId, messageId, Optional.of(effect),
                    after, tournamentId);
        }

        /** The same effect, delivered only once {@code effect} is. */
        public Owed after(long effect) {
            return new Owed(kind, gameId, challengeId, ply, body, guildId, channelId, messageId, refersTo,
                    Optional.of(effect), tournamentId);
        }
    }

    /** An effect as stored. */
    public record Effect(long id, Kind kind, Optional<Long> gameId, Optional<Long> challengeId, Optional<Integer> ply,
                         String body, Optional<Long> guildId, Optional<Long> channelId, Optional<Long> messageId,
                         Optional<Long> refersTo, Optional<String> answerToken, int attempts, Instant createdAt,
                         Optional<Instant> deliveredAt, Optional<Outcome> outcome, Optional<String> note,
                         Optional<Long> tournamentId) {
        public Effect {
            Objects.requireNonNull(kind);
            Objects.requireNonNull(body);
        }

        public boolean delivered() {
            return deliveredAt.isPresent();
        }
    }

    /**
     * Who delivers an effect now: the process answering an interaction, whose answer delivers it
     * ({@code answerToken} lets another process find that answer if this one dies).
     */
    public record Hold(String process, Optional<String> answerToken) {
        public Hold {
            Objects.requireNonNull(process);
            Objects.requireNonNull(answerToken);
        }
    }

    /** Writes an owed effect in the caller's transaction; returns its id. */
    public long owe(EntityManager em, Owed owed, Optional<Hold> hold) {
        return ((Number) insert(em, owed, hold, "").getSingleResult()).longValue();
    }

    /** An effect written, and how many effects of its game or challenge were owed before it and are still undelivered. */
    public record Written(long id, long undeliveredBefore) {
    }

    /**
     * Writes an owed effect as {@link #owe} does, counting in the same statement the effects of its game or
     * challenge still undelivered before it: an answer that would deliver it must wait for those.
     */
    public Written oweCounting(EntityManager em, Owed owed, Optional<Hold> hold) {
        Object[] row = (Object[]) insert(em, owed, hold, ", (select count(*) from outbox b where b.delivered_at is null"
                + " and (b.game_id = ?2 or b.challenge_id = ?3) and b.id <> outbox.id)").getSingleResult();
        return new Written(((Number) row[0]).longValue(), ((Number) row[1]).longValue());
    }

    private NativeQuery<?> insert(EntityManager em, Owed owed, Optional<Hold> hold, String alsoReturning) {
        Instant now = clock.instant();
        NativeQuery<?> insert = em.createNativeQuery("insert into outbox (kind, game_id, challenge_id, ply, body,"
                + " guild_id, channel_id, message_id, refers_to, after_id, answer_token, holder, held_at, attempts,"
                + " next_try_at, created_at, tournament_id) values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?13, ?10, ?11,"
                + " ?14, 0, ?12, ?12, ?15)"
                + " returning id" + alsoReturning)
                .unwrap(NativeQuery.class);
        return insert.setParameter(1, owed.kind().name())
                .setParameter(2, owed.gameId().orElse(null), Long.class)
                .setParameter(3, owed.challengeId().orElse(null), Long.class)
                .setParameter(4, owed.ply().orElse(null), Integer.class)
                .setParameter(5, owed.body())
                .setParameter(6, owed.guildId().orElse(null), Long.class)
                .setParameter(7, owed.channelId().orElse(null), Long.class)
                .setParameter(8, owed.messageId().orElse(null), Long.class)
                .setParameter(9, owed.refersTo().orElse(null), Long.class)
                .setParameter(10, hold.flatMap(Hold::answerToken).orElse(null), String.class)
                .setParameter(11, hold.map(Hold::process).orElse(null), String.class)
                .setParameter(12, Timestamp.from(now))
                .setParameter(13, owed.after().orElse(null), Long.class)
                .setParameter(14, hold.map(h -> Timestamp.from(now)).orElse(null), Timestamp.class)
                .setParameter(15, owed.tournamentId().orElse(null), Long.class);
    }

    /** The store the effects are kept in. */
    public Store store() {
        return store;
    }

    /** The process is alive now. */
    public void seen(String process) {
        Timestamp now = Timestamp.from(clock.instant());
        store.inTransactionSyncedLater(em -> {
            int updated = em.createNativeQuery("update bot_process set seen_at = ?1 where id = ?2")
                    .setParameter(1, now).setParameter(2, process).executeUpdate();
            if (updated == 0) {
                em.createNativeQuery("insert into bot_process (id, seen_at) values (?1, ?2)")
                        .setParameter(1, process).setParameter(2, now).executeUpdate();
            }
            return null;
        });
    }

    /** The process stops: what it holds is given back at once, and it is no longer seen. */
    public void gone(String process) {
        store.inTransaction(em -> {
            em.createNativeQuery("update outbox set holder = null, held_at = null where holder = ?1"
                            + " and delivered_at is null")
                    .setParameter(1, process).executeUpdate();
            em.createNativeQuery("delete from bot_process where id = ?1").setParameter(1, process).executeUpdate();
            return null;
        });
    }

    /** Whether anything is due for the guilds on {@code shards}; a read, cheap enough to ask often. */
    public boolean anyDue(ClockRepository.Shards shards) {
        Instant now = clock.instant();
        return store.read(em -> !em.createNativeQuery("select o.id from outbox o where " + due(shards) + " limit 1")
                .setParameter(1, Timestamp.from(now))
                .setParameter(2, Timestamp.from(now.minus(ALIVE)))
                .setParameter(3, Timestamp.from(now.minus(LEASE)))
                .getResultList().isEmpty());
    }

    /**
     * Claims up to {@code limit} effects due now for the guilds on {@code shards}: undelivered, not
     * waiting for a retry, not held by a process that is alive, each the first undelivered one of its
     * game, of its challenge and of its tournament, and not before the effect it comes after: a
     * game's (and a tournament's) effects are delivered in order, a match's next round after the
     * last one.
     */
    public List<Effect> claim(String process, ClockRepository.Shards shards, int limit) {
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            List<Long> ids = new ArrayList<>();
            for (Object id : em.createNativeQuery("select o.id from outbox o where " + due(shards)
                            + " order by o.id limit " + limit + store.engine().skipLocked())
                    .setParameter(1, Timestamp.from(now))
                    .setParameter(2, Timestamp.from(now.minus(ALIVE)))
                    .setParameter(3, Timestamp.from(now.minus(LEASE)))
                    .getResultList()) {
                ids.add(((Number) id).longValue());
            }
            if (ids.isEmpty()) {
                return List.<Effect>of();
            }
            em.createNativeQuery("update outbox set holder = ?1, held_at = ?3 where id in (?2)")
                    .setParameter(1, process).setParameter(2, ids).setParameter(3, Timestamp.from(now))
                    .executeUpdate();
            return select(em, "where id in (?1) order by id", ids);
        });
    }

    private static String due(ClockRepository.Shards shards) {
        return "o.delivered_at is null and o.next_try_at <= ?1"
                + " and (o.holder is null or o.held_at < ?3 or not exists (select 1 from bot_process p"
                + " where p.id = o.holder and p.seen_at > ?2))"
                + " and not exists (select 1 from outbox e where e.delivered_at is null and e.id < o.id"
                + " and (e.game_id = o.game_id or e.challenge_id = o.challenge_id or e.tournament_id = o.tournament_id"
                + " or e.id = o.after_id))"
                + " and (coalesce(o.guild_id, 0) / " + SHARD_DIVISOR + ") % " + shards.total() + " in ("
                + shards.shards().stream().map(String::valueOf).collect(Collectors.joining(", ")) + ")";
    }

    /**
     * Marks an effect delivered (or fallen back, or skipped) with where and what message it made,
     * if {@code process} still holds it; false when another process took it over meanwhile.
     */
    public boolean delivered(long id, String process, Optional<Long> channelId, Optional<Long> messageId,
                             Outcome outcome, Optional<String> note) {
        return store.inTransaction(em -> deliveredIn(em, id, process, channelId, messageId, outcome, note));
    }

    /** As above, in a transaction the caller holds: what the delivery wrote commits with the mark, or neither. */
    public boolean deliveredIn(EntityManager em, long id, String process, Optional<Long> channelId,
                               Optional<Long> messageId, Outcome outcome, Optional<String> note) {
        Timestamp now = Timestamp.from(clock.instant());
        NativeQuery<?> update = em.createNativeQuery("update outbox set delivered_at = ?1, channel_id ="
                        + " coalesce(?2, channel_id), message_id = coalesce(?3, message_id), outcome = ?4,"
                        + " note = ?5, holder = null, held_at = null, answer_token = null"
                        + " where id = ?6 and holder = ?7 and delivered_at is null")
                .unwrap(NativeQuery.class);
        return update.setParameter(1, now)
                .setParameter(2, channelId.orElse(null), Long.class)
                .setParameter(3, messageId.orElse(null), Long.class)
                .setParameter(4, outcome.name())
                .setParameter(5, note.map(Outbox::truncated).orElse(null), String.class)
                .setParameter(6, id)
                .setParameter(7, process)
                .executeUpdate() == 1;
    }

    /**
     * Records the first message of an effect that takes several (a game's announcement, before its
     * thread and board), so that whoever goes on from there does not post it again.
     */
    public void progress(long id, String process, long channelId, long messageId) {
        store.inTransaction(em -> em.createNativeQuery("update outbox set channel_id = ?1, message_id = ?2"
                        + " where id = ?3 and holder = ?4 and delivered_at is null")
                .setParameter(1, channelId).setParameter(2, messageId).setParameter(3, id).setParameter(4, process)
                .executeUpdate());
    }

    /** Gives an effect back to be tried again after {@code wait}, counting the attempt and saying why. */
    public void retryLater(long id, String process, Duration wait, String note) {
        Timestamp at = Timestamp.from(clock.instant().plus(wait));
        store.inTransaction(em -> em.createNativeQuery("update outbox set holder = null, held_at = null,"
                        + " attempts = attempts + 1,"
                        + " next_try_at = ?1, note = ?2 where id = ?3 and holder = ?4 and delivered_at is null")
                .setParameter(1, at).setParameter(2, truncated(note)).setParameter(3, id).setParameter(4, process)
                .executeUpdate());
    }

    /**
     * Gives an effect back to wait up to {@code wait} for a way into its place, saying why, without
     * counting an attempt: nothing failed, and whatever opens the way makes it due at once (an
     * interaction answered in a channel where the bot may only answer).
     */
    public void waitFor(long id, String process, Duration wait, String note) {
        Timestamp at = Timestamp.from(clock.instant().plus(wait));
        store.inTransaction(em -> em.createNativeQuery("update outbox set holder = null, held_at = null,"
                        + " next_try_at = ?1, note = ?2 where id = ?3 and holder = ?4 and delivered_at is null")
                .setParameter(1, at).setParameter(2, truncated(note)).setParameter(3, id).setParameter(4, process)
                .executeUpdate());
    }

    /** Gives an effect the process held back to the workers at once (its answer could not deliver it). */
    public void release(long id, String process) {
        store.inTransaction(em -> em.createNativeQuery("update outbox set holder = null, held_at = null,"
                        + " answer_token = null where id = ?1 and holder = ?2 and delivered_at is null")
                .setParameter(1, id).setParameter(2, process).executeUpdate());
    }

    public Optional<Effect> find(long id) {
        return store.read(em -> select(em, "where id = ?1", id).stream().findFirst());
    }

    /** Every effect of a game, in order. */
    public List<Effect> ofGame(long gameId) {
        return store.read(em -> select(em, "where game_id = ?1 order by id", gameId));
    }

    /** Every effect of a tournament, in order. */
    public List<Effect> ofTournament(long tournamentId) {
        return store.read(em -> select(em, "where tournament_id = ?1 order by id", tournamentId));
    }

    /** Every effect of a challenge, in order. */
    public List<Effect> ofChallenge(long challengeId) {
        return store.read(em -> select(em, "where challenge_id = ?1 order by id", challengeId));
    }

    /** The undelivered effects of a game owed before {@code id}, in order. */
    public List<Effect> undeliveredBefore(long gameId, long id) {
        return store.read(em -> em.createNativeQuery("select " + COLUMNS + " from outbox where game_id = ?1"
                        + " and id < ?2 and delivered_at is null order by id")
                .setParameter(1, gameId).setParameter(2, id).getResultList().stream().map(Outbox::effect).toList());
    }

    /** Effects not delivered yet, oldest first. */
    public List<Effect> undelivered() {
        return store.read(em -> select(em, "where delivered_at is null order by id", null));
    }

    private static List<Effect> select(EntityManager em, String where, Object parameter) {
        var query = em.createNativeQuery("select " + COLUMNS + " from outbox " + where);
        if (parameter != null) {
            query.setParameter(1, parameter);
        }
        List<Effect> effects = new ArrayList<>();
        for (Object row : query.getResultList()) {
            effects.add(effect(row));
        }
        return effects;
    }

    private static Effect effect(Object row) {
        Object[] r = (Object[]) row;
        return new Effect(number(r[0]), Kind.valueOf((String) r[1]), optional(r[2]), optional(r[3]),
                Optional.ofNullable((Number) r[4]).map(Number::intValue), (String) r[5], optional(r[6]),
                optional(r[7]), optional(r[8]), optional(r[9]), Optional.ofNullable((String) r[10]),
                ((Number) r[11]).intValue(), Sql.instant(r[12]), Optional.ofNullable(r[13]).map(Sql::instant),
                Optional.ofNullable((String) r[14]).map(Outcome::valueOf), Optional.ofNullable((String) r[15]),
                optional(r[16]));
    }

    private static long number(Object value) {
        return ((Number) value).longValue();
    }

    private static Optional<Long> optional(Object value) {
        return Optional.ofNullable((Number) value).map(Number::longValue);
    }

    private static String truncated(String note) {
        return note.length() <= 500 ? note : note.substring(0, 497) + "...";
    }
}
