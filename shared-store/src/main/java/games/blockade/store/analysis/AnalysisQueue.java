package games.blockade.store.analysis;

import games.blockade.rules.Side;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Tally;
import games.blockade.rules.analysis.Verdict;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.Sql;
import jakarta.persistence.EntityManager;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.hibernate.query.NativeQuery;

/**
 * The analyses owed, as work in the store (docs/decisions/analysis-queue.md): a finished game's
 * analysis is queued in the transaction that ends it ({@link #queue}), claimed by one process at a
 * time, and stored whole in one transaction with what it brings (its puzzles, the post it owes)
 * by the process that still holds it. A hold lasts while its holder is seen alive (the processes
 * say so through {@link Outbox#seen}) and at most {@link #LEASE}; a process that died or hangs
 * leaves the game to the next claim. A game whose analysis was claimed {@link #MAX_ATTEMPTS} times
 * without an end (it brings its process down, say) is given up rather than claimed forever.
 */
public final class AnalysisQueue {

    /** How long a hold lasts even when its holder lives: far above the slowest analysis measured. */
    public static final Duration LEASE = Duration.ofMinutes(30);
    public static final int MAX_ATTEMPTS = 3;

    private final Store store;
    private final Clock clock;

    public AnalysisQueue(Store store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** A claimed analysis: the game, and how many times it has been claimed, this time included. */
    public record Claim(long gameId, int attempt) {
    }

    /** What a stored analysis brings, in the same transaction: the post it owes. */
    @FunctionalInterface
    public interface Done {
        void follow(EntityManager em, long gameId);
    }

    /** Queues the analysis of a game that has just ended, in the transaction that ends it. */
    public static void queue(EntityManager em, long gameId, Instant now) {
        em.createNativeQuery("insert into game_analysis (game_id, state, attempts, queued_at)"
                        + " values (?1, 'QUEUED', 0, ?2)")
                .setParameter(1, gameId).setParameter(2, Sql.time(now)).executeUpdate();
    }

    /** Whether any analysis waits for a process; a read, cheap enough to ask often. */
    public boolean anyDue() {
        Instant now = clock.instant();
        return store.read(em -> !due(em, now, "").isEmpty());
    }

    /**
     * Claims the oldest analysis nobody alive holds, for {@code process}. One claimed too often
     * already is given up on the way, with a note saying so.
     */
    public Optional<Claim> claim(String process) {
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            while (true) {
                List<Object[]> rows = due(em, now, store.engine().skipLocked());
                if (rows.isEmpty()) {
                    return Optional.<Claim>empty();
                }
                long gameId = ((Number) rows.get(0)[0]).longValue();
                int attempts = ((Number) rows.get(0)[1]).intValue();
                if (attempts >= MAX_ATTEMPTS) {
                    em.createNativeQuery("update game_analysis set state = 'FAILED', holder = null, held_at = null,"
                                    + " done_at = ?1, note = ?2 where game_id = ?3")
                            .setParameter(1, Sql.time(now))
                            .setParameter(2, "given up after " + attempts + " claims that never ended")
                            .setParameter(3, gameId).executeUpdate();
                    continue;
                }
                em.createNativeQuery("update game_analysis set holder = ?1, held_at = ?2, attempts = attempts + 1"
                                + " where game_id = ?3")
                        .setParameter(1, process).setParameter(2, Sql.time(now)).setParameter(3, gameId)
                        .executeUpdate();
                return Optional.of(new Claim(gameId, attempts + 1));
            }
        });
    }

    @SuppressWarnings("unchecked")
    private static List<Object[]> due(EntityManager em, Instant now, String lock) {
        return em.createNativeQuery("select a.game_id, a.attempts from game_analysis a where a.state = 'QUEUED'"
                        + " and (a.holder is null or a.held_at < ?2 or not exists (select 1 from bot_process p"
                        + " where p.id = a.holder and p.seen_at > ?1)) order by a.queued_at, a.game_id limit 1" + lock)
                .setParameter(1, Sql.time(now.minus(Outbox.ALIVE)))
                .setParameter(2, Sql.time(now.minus(LEASE)))
                .getResultList();
    }

    /**
     * Stores the analysis of a game {@code process} holds, with its puzzles, and what it brings;
     * false, storing nothing, when the process no longer holds it (another took it over).
     */
    public boolean complete(String process, long gameId, GameAnalysis analysis, List<PuzzleRepository.Found> puzzles,
                            Done then) {
        Objects.requireNonNull(analysis);
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            int held = em.createNativeQuery("update game_analysis set state = 'DONE', holder = null, held_at = null,"
                            + " done_at = ?1 where game_id = ?2 and holder = ?3 and state = 'QUEUED'")
                    .setParameter(1, Sql.time(now)).setParameter(2, gameId).setParameter(3, process).executeUpdate();
            if (held != 1) {
                return false;
            }
            Object[] players = (Object[]) em.createNativeQuery("select player_one_id, player_two_id from game"
                    + " where id = ?1").setParameter(1, gameId).getSingleResult();
            int seq = 0;
            for (Entry entry : analysis.entries()) {
                insertEntry(em, gameId, ++seq, entry);
            }
            insertTally(em, gameId, analysis.one(), ((Number) players[0]).longValue());
            insertTally(em, gameId, analysis.two(), ((Number) players[1]).longValue());
            for (PuzzleRepository.Found found : puzzles) {
                PuzzleRepository.insert(em, found, Optional.of(gameId), now);
            }
            then.follow(em, gameId);
            return true;
        });
    }

    /** Gives up the analysis of a game {@code process} holds, for the reason given. */
    public void fail(String process, long gameId, String why) {
        Instant now = clock.instant();
        store.inTransaction(em -> em.createNativeQuery("update game_analysis set state = 'FAILED', holder = null,"
                        + " held_at = null, done_at = ?1, note = ?2 where game_id = ?3 and holder = ?4"
                        + " and state = 'QUEUED'")
                .setParameter(1, Sql.time(now))
                .setParameter(2, why.length() <= 500 ? why : why.substring(0, 497) + "...")
                .setParameter(3, gameId).setParameter(4, process).executeUpdate());
    }

    /** The process stops: what it holds goes back to the queue at once, not counted as an attempt. */
    public void giveBack(String process) {
        store.inTransaction(em -> em.createNativeQuery("update game_analysis set holder = null, held_at = null,"
                        + " attempts = attempts - 1 where holder = ?1 and state = 'QUEUED'")
                .setParameter(1, process).executeUpdate());
    }

    private static void insertEntry(EntityManager em, long gameId, int seq, Entry entry) {
        NativeQuery<?> insert = em.createNativeQuery("insert into analysis_entry (game_id, seq, kind, first_ply,"
                + " last_ply, side, move, eval_before, eval_after, best, verdict, forced, luck)"
                + " values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)").unwrap(NativeQuery.class);
        insert.setParameter(1, gameId).setParameter(2, seq).setParameter(6, entry.side().name())
                .setParameter(4, entry.ply());
        if (entry instanceof Entry.Judgement j) {
            insert.setParameter(3, "JUDGEMENT").setParameter(5, j.lastPly()).setParameter(7, j.move())
                    .setParameter(8, EvalText.format(j.before())).setParameter(9, EvalText.format(j.after()))
                    .setParameter(10, j.best()).setParameter(11, j.verdict().name())
                    .setParameter(12, j.forced()).setParameter(13, null, Double.class);
        } else if (entry instanceof Entry.Luck luck) {
            insert.setParameter(3, "LUCK").setParameter(5, luck.ply()).setParameter(7, luck.roll())
                    .setParameter(8, null, String.class).setParameter(9, null, String.class)
                    .setParameter(10, null, String.class).setParameter(11, null, String.class)
                    .setParameter(12, null, Boolean.class).setParameter(13, luck.luck());
        }
        insert.executeUpdate();
    }

    private static void insertTally(EntityManager em, long gameId, Tally tally, long playerId) {
        NativeQuery<?> insert = em.createNativeQuery("insert into analysis_side (game_id, side, player_id, accuracy,"
                + " best, good, inaccuracy, mistake, blunder, rolls, luck)"
                + " values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)").unwrap(NativeQuery.class);
        insert.setParameter(1, gameId).setParameter(2, tally.side().name()).setParameter(3, playerId)
                .setParameter(4, tally.accuracy().isPresent() ? tally.accuracy().getAsDouble() : null, Double.class)
                .setParameter(5, tally.count(Verdict.BEST)).setParameter(6, tally.count(Verdict.GOOD))
                .setParameter(7, tally.count(Verdict.INACCURACY)).setParameter(8, tally.count(Verdict.MISTAKE))
                .setParameter(9, tally.count(Verdict.BLUNDER)).setParameter(10, tally.rolls())
                .setParameter(11, tally.luck())
                .executeUpdate();
    }

    static Side side(Object value) {
        return Side.valueOf((String) value);
    }
}
