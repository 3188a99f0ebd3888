package games.blockade.store.repository;

import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.hibernate.query.NativeQuery;

/**
 * The move clocks in the store, safe with any number of processes polling at once: each overdue
 * game is claimed ({@code FOR UPDATE SKIP LOCKED} on PostgreSQL; on SQLite the write transaction
 * holds the whole database from its start), ended on
 * time through {@link GameRepository#applyIn}, the one write path, and its notice written in the
 * same transaction, with what the caller owes for it. A move that commits first moves the deadline,
 * so the claim no longer finds the game; a move that comes second fails its version check. Either
 * way exactly one of them wins. What is said in Discord goes through the outbox
 * ({@link games.blockade.store.outbox.Outbox}); {@code clock_notice} records each notice decided,
 * so none is decided twice.
 */
public final class ClockRepository {

    /** A Discord snowflake's timestamp starts at bit 22; a guild's shard is that timestamp modulo the count. */
    private static final long SHARD_DIVISOR = 1L << 22;

    private final Store store;
    private final GameRepository games;
    private final Clock clock;

    public ClockRepository(Store store, GameRepository games, Clock clock) {
        this.store = store;
        this.games = games;
        this.clock = clock;
    }

    /** What a notice tells: a reminder with so much time left, or the loss on time. */
    public enum Kind {
        REMINDER, TIMEOUT
    }

    /** A notice waiting to be posted in {@code channelId}. */
    public record Notice(long id, long gameId, int plyCount, Kind kind, Duration lead, Optional<Long> guildId,
                         Optional<Long> channelId) {
        public Notice {
            Objects.requireNonNull(kind);
            Objects.requireNonNull(lead);
        }
    }

    /** An active game whose deadline is near, and the reminders already recorded for its current deadline. */
    public record Nearing(long gameId, int plyCount, Duration moveClock, Instant deadline, Set<Duration> reminded) {
        public Nearing {
            reminded = Set.copyOf(reminded);
        }
    }

    /** Which shards' guilds this process posts for: {@code shards} of {@code total}. */
    public record Shards(int total, Set<Integer> shards) {
        public Shards {
            shards = Set.copyOf(shards);
            if (total < 1 || shards.isEmpty() || shards.stream().anyMatch(s -> s < 0 || s >= total)) {
                throw new IllegalArgumentException("shards " + shards + " are not a non-empty set of 0.." + (total - 1));
            }
        }

        public static Shards all() {
            return new Shards(1, Set.of(0));
        }

        /** Direct messages and games without a guild belong to shard 0, as Discord routes them. */
        public boolean owns(Optional<Long> guildId) {
            return shards.contains((int) Math.floorMod(guildId.orElse(0L) / SHARD_DIVISOR, (long) total));
        }
    }

    /** What became of a claim on an overdue game. */
    public record Claim(long gameId, boolean ended) {
    }

    /**
     * Ends one overdue game on time, if there is one no other process is ending, and records its
     * notice. Empty when there is none; a claim that did not end the game (a move won the race, or
     * the game has no side to move) is returned unended, and the caller skips it for the rest of
     * its round. Nothing is changed for a game another process holds.
     */
    public Optional<Claim> timeOutOne(Set<Long> skip, GameRepository.Consequence then) {
        Instant now = clock.instant();
        long[] claimed = {0};
        try {
            return store.inTransaction(em -> {
                // Ids start at 1, so 0 stands for "skip nothing" and the text stays one query.
                List<?> ids = em.createNativeQuery("select id from game where state = 'ACTIVE' and deadline <= ?1"
                                + " and id not in (?2) order by deadline, id limit 1" + store.engine().skipLocked())
                        .setParameter(1, Sql.time(now))
                        .setParameter(2, skip.isEmpty() ? List.of(0L) : new ArrayList<>(skip))
                        .getResultList();
                if (ids.isEmpty()) {
                    return Optional.<Claim>empty();
                }
                claimed[0] = ((Number) ids.get(0)).longValue();
                MoveOutcome outcome = games.applyIn(em, claimed[0], humanTimeout(claimed[0]), then);
                if (!(outcome instanceof MoveOutcome.Applied applied)) {
                    return Optional.of(new Claim(claimed[0], false));
                }
                insertNotice(em, applied.game(), Kind.TIMEOUT, Duration.ZERO, now);
                return Optional.of(new Claim(claimed[0], true));
            });
        } catch (PersistenceException e) {
            if (GameRepository.lostRace(e)) {
                // A move of that game committed between the claim and the write: the move won.
                return Optional.of(new Claim(claimed[0], false));
            }
            throw e;
        }
    }

    /**
     * The timeout of a game, refused where the side to move is the computer's: it moves within
     * seconds of its turn, or at the bot's next start, and never loses on time.
     */
    private GameAction humanTimeout(long gameId) {
        GameAction timeout = games.timeout(gameId);
        return (game, stored) -> {
            if (stored.computerToMove().isPresent()) {
                throw new Rejection("the computer is to move in game " + gameId + "; it never runs out of time");
            }
            return timeout.apply(game, stored);
        };
    }

    /** Active games with a move clock whose deadline is at or before {@code until}, soonest first. */
    public List<Nearing> nearing(Instant until, int limit) {
        return store.read(em -> {
            List<Object[]> rows = new Sql("select id, ply_count, move_seconds, deadline from game"
                    + " where state = 'ACTIVE' and deadline <= ? and move_seconds is not null"
                    + " order by deadline, id limit " + limit, List.of(Sql.time(until))).rows(em);
            if (rows.isEmpty()) {
                return List.<Nearing>of();
            }
            Map<Long, Integer> plyOf = new HashMap<>();
            rows.forEach(r -> plyOf.put(((Number) r[0]).longValue(), ((Number) r[1]).intValue()));
            Map<Long, Set<Duration>> sent = new HashMap<>();
            List<?> notices = em.createNativeQuery("select game_id, ply_count, lead_seconds from clock_notice"
                            + " where kind = 'REMINDER' and game_id in (?1)")
                    .setParameter(1, new ArrayList<>(plyOf.keySet()))
                    .getResultList();
            for (Object row : notices) {
                Object[] n = (Object[]) row;
                long gameId = ((Number) n[0]).longValue();
                if (plyOf.get(gameId) == ((Number) n[1]).intValue()) {
                    sent.computeIfAbsent(gameId, id -> new HashSet<>())
                            .add(Duration.ofSeconds(((Number) n[2]).longValue()));
                }
            }
            List<Nearing> nearing = new ArrayList<>();
            for (Object[] r : rows) {
                long gameId = ((Number) r[0]).longValue();
                nearing.add(new Nearing(gameId, plyOf.get(gameId), Duration.ofSeconds(((Number) r[2]).longValue()),
                        Sql.instant(r[3]), sent.getOrDefault(gameId, Set.of())));
            }
            return nearing;
        });
    }

    /**
     * Records the reminder with {@code lead} left before the game's deadline at {@code plyCount},
     * unless the game has moved on, ended, is held by another writer, or has it already. The game's
     * row is locked first, so two processes cannot both record it.
     */
    public boolean recordReminder(long gameId, int plyCount, Duration lead, Reminded then) {
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            List<?> held = em.createNativeQuery("select id from game where id = ?1 and ply_count = ?2"
                            + " and state = 'ACTIVE'" + store.engine().skipLocked())
                    .setParameter(1, gameId)
                    .setParameter(2, plyCount)
                    .getResultList();
            if (held.isEmpty()) {
                return false;
            }
            Number already = (Number) em.createNativeQuery("select count(*) from clock_notice where game_id = ?1"
                            + " and ply_count = ?2 and kind = 'REMINDER' and lead_seconds = ?3")
                    .setParameter(1, gameId)
                    .setParameter(2, plyCount)
                    .setParameter(3, Math.toIntExact(lead.toSeconds()))
                    .getSingleResult();
            if (already.longValue() > 0) {
                return false;
            }
            GameView game = games.find(em, gameId);
            if (game.computerToMove().isPresent()) {
                // The computer needs no reminding.
                return false;
            }
            insertNotice(em, game, Kind.REMINDER, lead, now);
            then.follow(em, game, lead);
            return true;
        });
    }

    /** What a recorded reminder brings with it, in the same transaction: what the bot owes Discord. */
    @FunctionalInterface
    public interface Reminded {
        void follow(EntityManager em, GameView game, Duration lead);
    }

    /** Every notice of a game, oldest first, sent or not. */
    public List<Notice> noticesOf(long gameId) {
        return store.read(em -> {
            List<Notice> notices = new ArrayList<>();
            for (Object row : em.createNativeQuery("select id, game_id, ply_count, kind, lead_seconds, guild_id,"
                            + " channel_id from clock_notice where game_id = ?1 order by id")
                    .setParameter(1, gameId).getResultList()) {
                Object[] r = (Object[]) row;
                notices.add(new Notice(((Number) r[0]).longValue(), gameId, ((Number) r[2]).intValue(),
                        Kind.valueOf((String) r[3]), Duration.ofSeconds(((Number) r[4]).longValue()),
                        optionalLong(r[5]), optionalLong(r[6])));
            }
            return notices;
        });
    }

    private static void insertNotice(EntityManager em, GameView game, Kind kind, Duration lead, Instant now) {
        // Typed, so that a game outside any guild binds a null PostgreSQL can place.
        NativeQuery<?> insert = em.createNativeQuery("insert into clock_notice (game_id, ply_count, kind,"
                + " lead_seconds, guild_id, channel_id, created_at) values (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
                .unwrap(NativeQuery.class);
        insert.setParameter(1, game.id())
                .setParameter(2, game.plyCount())
                .setParameter(3, kind.name())
                .setParameter(4, Math.toIntExact(lead.toSeconds()))
                .setParameter(5, game.guildId().orElse(null), Long.class)
                .setParameter(6, game.threadId().or(game::channelId).orElse(null), Long.class)
                .setParameter(7, Sql.time(now))
                .executeUpdate();
    }

    private static Optional<Long> optionalLong(Object value) {
        return Optional.ofNullable((Number) value).map(Number::longValue);
    }
}
