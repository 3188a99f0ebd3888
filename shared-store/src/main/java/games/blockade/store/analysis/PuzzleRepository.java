package games.blockade.store.analysis;

import games.blockade.rules.analysis.Puzzle;
import games.blockade.store.config.Store;
import games.blockade.store.model.Component;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.Sql;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.hibernate.query.NativeQuery;

/**
 * The puzzles: found in analysed games or seeded from a solved game, each position once; the ones
 * checked unique are published and given to people, whose open try (one per person) their next
 * answer settles.
 */
public final class PuzzleRepository {

    /** The action of a daily puzzle post's button, which gives its puzzle to whoever presses it. */
    public static final String TRY = "try-puzzle";
    private static final String COLUMNS = "id, kind, preset, position, side, solution, puzzle_kind, difficulty,"
            + " source_game_id, source_ply, published";

    /** Puzzles seeded per transaction: a few milliseconds of the writer's time each. */
    static final int SEED_BATCH = 50;

    private final Store store;
    private final Clock clock;

    public PuzzleRepository(Store store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /**
     * A puzzle to store: where it was found (the ply of the record it stands before, counted from 1,
     * when it comes from a game) and whether it was checked unique, which publishes it.
     */
    public record Found(Puzzle puzzle, Optional<Integer> sourcePly, boolean published) {
        public Found {
            Objects.requireNonNull(puzzle);
            Objects.requireNonNull(sourcePly);
        }
    }

    /** A stored puzzle. */
    public record Stored(long id, Puzzle puzzle, Optional<Long> sourceGameId, Optional<Integer> sourcePly,
                         boolean published) {
        public Stored {
            Objects.requireNonNull(puzzle);
            Objects.requireNonNull(sourceGameId);
            Objects.requireNonNull(sourcePly);
        }
    }

    /** A puzzle given to a person, open until they answer it. */
    public record Try(long id, Stored puzzle, long playerId, Optional<Long> channelId, Instant givenAt) {
        public Try {
            Objects.requireNonNull(puzzle);
            Objects.requireNonNull(channelId);
            Objects.requireNonNull(givenAt);
        }
    }

    /** Stores a puzzle unless its position is stored already; true when it was new. */
    static boolean insert(EntityManager em, Found found, Optional<Long> gameId, Instant now) {
        Puzzle p = found.puzzle();
        NativeQuery<?> insert = em.createNativeQuery("insert into puzzle (kind, preset, position, side, solution,"
                + " puzzle_kind, difficulty, source_game_id, source_ply, published, created_at)"
                + " select ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 where not exists (select 1 from puzzle"
                + " where kind = ?1 and preset = ?2 and position = ?3)").unwrap(NativeQuery.class);
        return insert.setParameter(1, p.game()).setParameter(2, p.preset()).setParameter(3, p.position())
                .setParameter(4, p.side().name()).setParameter(5, p.solution()).setParameter(6, p.kind().name())
                .setParameter(7, p.difficulty())
                .setParameter(8, gameId.orElse(null), Long.class)
                .setParameter(9, found.sourcePly().orElse(null), Integer.class)
                .setParameter(10, found.published())
                .setParameter(11, Sql.time(now))
                .executeUpdate() == 1;
    }

    /**
     * Fills the pool named {@code name} once, whichever process comes first, in transactions of
     * {@link #SEED_BATCH} puzzles, each position once, and then the record that the pool is filled:
     * a pool of thousands in one transaction would hold the store's writer (SQLite's one) for a
     * third of a second, with every move waiting behind it (docs/decisions/background-writes.md).
     * A process that finds the record stores nothing; two filling the pool at once store each
     * position once between them, and the one that comes second to the record is told so (empty);
     * one stopped half way leaves puzzles the next filling does not add again. Returns how many
     * puzzles this call added, empty when the pool was filled already or by another.
     */
    public Optional<Integer> seed(String name, Supplier<List<Found>> puzzles) {
        if (seeded(name)) {
            return Optional.empty();
        }
        List<Found> found = puzzles.get();
        Instant now = clock.instant();
        try {
            int added = 0;
            for (int from = 0; from < found.size(); from += SEED_BATCH) {
                List<Found> batch = found.subList(from, Math.min(found.size(), from + SEED_BATCH));
                added += store.inTransaction(em -> {
                    int inserted = 0;
                    for (Found f : batch) {
                        inserted += insert(em, f, Optional.empty(), now) ? 1 : 0;
                    }
                    return inserted;
                });
            }
            int recorded = store.inTransaction(em -> em.createNativeQuery("insert into puzzle_seed (name, puzzles,"
                            + " seeded_at) select ?1, ?2, ?3 where not exists (select 1 from puzzle_seed where name = ?1)")
                    .setParameter(1, name).setParameter(2, found.size()).setParameter(3, Sql.time(now))
                    .executeUpdate());
            return recorded == 1 ? Optional.of(added) : Optional.empty();
        } catch (PersistenceException e) {
            if (GameRepository.lostRace(e)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    public boolean seeded(String name) {
        return store.read(em -> !em.createNativeQuery("select name from puzzle_seed where name = ?1")
                .setParameter(1, name).getResultList().isEmpty());
    }

    public Optional<Stored> find(long id) {
        return store.read(em -> select(em, "where id = ?1", List.of(id)).stream().findFirst());
    }

    /** The newest published puzzle, if there is one. */
    public Optional<Stored> newest() {
        return store.read(em -> select(em, "where published = ?1 order by id desc limit 1", List.of(true)).stream()
                .findFirst());
    }

    /** The published puzzles found in one game, by the ply they stand before. */
    public List<Stored> ofGame(long gameId) {
        return store.read(em -> select(em, "where source_game_id = ?1 and published = ?2 order by source_ply, id",
                List.of(gameId, true)));
    }

    /**
     * The next published puzzle for a person, of one game or any: the newest they have not been
     * given yet.
     */
    public Optional<Stored> nextFor(long playerId, Optional<String> kind) {
        return store.read(em -> select(em, "where published = ?1" + (kind.isPresent() ? " and kind = ?3" : "")
                        + " and not exists (select 1 from puzzle_try t where t.puzzle_id = puzzle.id"
                        + " and t.player_id = ?2) order by id desc limit 1",
                kind.isPresent() ? List.of(true, playerId, kind.get()) : List.of(true, playerId))
                .stream().findFirst());
    }

    /** Gives a person a puzzle, asked in {@code channelId}; a try of theirs still open is closed unanswered. */
    public Try give(long playerId, long puzzleId, Optional<Long> channelId) {
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            em.createNativeQuery("update puzzle_try set answered_at = ?1 where player_id = ?2 and answered_at is null")
                    .setParameter(1, Sql.time(now)).setParameter(2, playerId).executeUpdate();
            NativeQuery<?> insert = em.createNativeQuery("insert into puzzle_try (puzzle_id, player_id, channel_id,"
                    + " given_at) values (?1, ?2, ?3, ?4) returning id").unwrap(NativeQuery.class);
            long id = ((Number) insert.setParameter(1, puzzleId).setParameter(2, playerId)
                    .setParameter(3, channelId.orElse(null), Long.class).setParameter(4, Sql.time(now))
                    .getSingleResult()).longValue();
            return new Try(id, select(em, "where id = ?1", List.of(puzzleId)).get(0), playerId, channelId, now);
        });
    }

    /**
     * The button that gives {@code puzzleId} to whoever presses it, made with {@code token} unless
     * the puzzle has one already (a daily puzzle posted in several servers shares it).
     */
    public static String tryButton(EntityManager em, long puzzleId, String token, Instant now) {
        return em.createQuery("select c.customId from Component c where c.action = :action and c.argument = :id",
                        String.class).setParameter("action", TRY).setParameter("id", String.valueOf(puzzleId))
                .setMaxResults(1).getResultStream().findFirst().orElseGet(() -> {
                    em.persist(new Component(token, TRY, new Component.Target(Optional.empty(), Optional.empty(),
                            Optional.empty()), Optional.empty(), Optional.of(String.valueOf(puzzleId)), now,
                            Optional.empty()));
                    return token;
                });
    }

    /** The button of {@code puzzleId}'s daily posts, if it has been posted as one. */
    public Optional<String> tryButtonOf(long puzzleId) {
        return store.read(em -> em.createQuery("select c.customId from Component c where c.action = :action"
                        + " and c.argument = :id", String.class).setParameter("action", TRY)
                .setParameter("id", String.valueOf(puzzleId)).setMaxResults(1).getResultStream().findFirst());
    }

    /** The puzzle a button {@code customId} gives, if it is a puzzle's button. */
    public Optional<Long> triedWith(String customId) {
        return store.read(em -> Optional.ofNullable(em.find(Component.class, customId))
                .filter(c -> c.action().equals(TRY)).flatMap(Component::argument).map(Long::parseLong));
    }

    /** The person's open try, if they have one. */
    @SuppressWarnings("unchecked")
    public Optional<Try> openFor(long playerId) {
        return store.read(em -> {
            List<Object[]> rows = em.createNativeQuery("select id, puzzle_id, channel_id, given_at from puzzle_try"
                    + " where player_id = ?1 and answered_at is null").setParameter(1, playerId).getResultList();
            return rows.stream().findFirst().map(r -> new Try(((Number) r[0]).longValue(),
                    select(em, "where id = ?1", List.of(((Number) r[1]).longValue())).get(0), playerId,
                    Optional.ofNullable((Number) r[2]).map(Number::longValue), Sql.instant(r[3])));
        });
    }

    /** Settles an open try with the person's answer; false when it was settled already. */
    public boolean answer(long tryId, String answer, boolean solved) {
        Instant now = clock.instant();
        return store.inTransaction(em -> em.createNativeQuery("update puzzle_try set answered_at = ?1, answer = ?2,"
                        + " solved = ?3 where id = ?4 and answered_at is null")
                .setParameter(1, Sql.time(now)).setParameter(2, answer).setParameter(3, solved)
                .setParameter(4, tryId).executeUpdate() == 1);
    }

    /** The next published puzzle for a server's daily post: the newest it has not posted yet. */
    static Optional<Stored> nextDaily(EntityManager em, long guildId) {
        return select(em, "where published = ?1 and not exists (select 1 from daily_puzzle d"
                + " where d.puzzle_id = puzzle.id and d.guild_id = ?2) order by id desc limit 1",
                List.of(true, guildId)).stream().findFirst();
    }

    @SuppressWarnings("unchecked")
    private static List<Stored> select(EntityManager em, String where, List<Object> parameters) {
        var query = em.createNativeQuery("select " + COLUMNS + " from puzzle " + where);
        for (int i = 0; i < parameters.size(); i++) {
            query.setParameter(i + 1, parameters.get(i));
        }
        List<Stored> puzzles = new ArrayList<>();
        for (Object[] r : (List<Object[]>) query.getResultList()) {
            puzzles.add(new Stored(((Number) r[0]).longValue(), new Puzzle((String) r[1], (String) r[2],
                    (String) r[3], AnalysisQueue.side(r[4]), (String) r[5], Puzzle.Kind.valueOf((String) r[6]),
                    Analyses.number(r[7])), Optional.ofNullable((Number) r[8]).map(Number::longValue),
                    Optional.ofNullable((Number) r[9]).map(Number::intValue), Analyses.bool(r[10])));
        }
        return puzzles;
    }
}
