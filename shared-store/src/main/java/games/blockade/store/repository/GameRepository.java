package games.blockade.store.repository;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Preset;
import games.blockade.rules.RecordedRoll;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.Repetition;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.store.analysis.AnalysisQueue;
import games.blockade.store.config.Store;
import games.blockade.store.model.ComputerSeat;
import games.blockade.store.model.DiceCommitment;
import games.blockade.store.model.DrawOffer;
import games.blockade.store.model.GameResult;
import games.blockade.store.model.Player;
import games.blockade.store.model.Seat;
import games.blockade.store.model.StoredGame;
import games.blockade.store.model.StoredPly;
import games.blockade.store.rating.Ratings;
import games.blockade.store.record.MoveCodec;
import games.blockade.store.tournament.TournamentBoards;
import jakarta.persistence.EntityManager;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.PersistenceException;
import org.hibernate.jpa.HibernateHints;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Games in the store, written the one way a move is written: in one transaction, load the game,
 * replay it through its rules, apply the action, then store the new plies and the updated game.
 * The game's version makes two writers of one game conflict: exactly one commits, the other gets
 * {@link MoveOutcome.Conflict} with the game as it now stands.
 */
public final class GameRepository {

    /** SQL states of a write that lost a race: unique violation, serialization failure, H2's concurrent update. */
    private static final Set<String> LOST_RACE = Set.of("23505", "40001", "90131");

    private final Store store;
    private final GameCatalog catalog;
    private final Ratings ratings;
    private final Clock clock;

    public GameRepository(Store store, GameCatalog catalog, Ratings ratings, Clock clock) {
        this.store = store;
        this.catalog = catalog;
        this.ratings = ratings;
        this.clock = clock;
    }

    public GameView create(NewGame spec) throws Rejection {
        Rules<?, ?> rules = catalog.rules(spec.kind());
        Preset preset = rules.preset(spec.preset());
        Game<?, ?> game = Game.start(rules, preset, spec.first());
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            for (long playerId : new long[] {spec.playerOneId(), spec.playerTwoId()}) {
                if (em.find(Player.class, playerId) == null) {
                    throw new IllegalArgumentException("no player " + playerId);
                }
            }
            StoredGame row = new StoredGame(Numbers.next(em, Numbers.Counted.GAME), rules.id(), preset.name(),
                    spec.first(), spec.playerOneId(), spec.playerTwoId(), spec.rated(), spec.moveClock(), now);
            row.placeIn(spec.guildId().orElse(null), spec.channelId().orElse(null), spec.threadId().orElse(null));
            em.persist(row);
            em.flush();
            em.persist(new Seat(row, Side.ONE));
            em.persist(new Seat(row, Side.TWO));
            spec.diceSeed().ifPresent(seed -> em.persist(new DiceCommitment(row.id(), seed)));
            spec.computers().forEach(c -> em.persist(new ComputerSeat(row.id(), c.side(), c.level(), c.seed())));
            if (spec.rated()) {
                ratings.enrol(em, rules.id(), spec.playerOneId(), now);
                ratings.enrol(em, rules.id(), spec.playerTwoId(), now);
            }
            return GameView.of(row, spec.computers(), game, List.of());
        });
    }

    public Optional<GameView> find(long gameId) {
        return store.read(em -> Optional.ofNullable(em.find(StoredGame.class, gameId))
                .map(row -> load(em, row)));
    }

    /**
     * A game with its players' names and its dice commitment, in one statement (plus its plies while
     * it is in play): everything a page shows of a game. Read only: nothing read is kept to be
     * checked for changes.
     */
    public Optional<ShownGame> findShown(long gameId) {
        return store.read(em -> em.createQuery("select g, c1, c2, p1.displayName, p2.displayName, d from StoredGame g"
                        + " join Player p1 on p1.id = g.playerOneId join Player p2 on p2.id = g.playerTwoId"
                        + Computer.SEATS_OF_G
                        + " left join DiceCommitment d on d.gameId = g.id where g.id = :id", Object[].class)
                .setParameter("id", gameId)
                .setHint(HibernateHints.HINT_READ_ONLY, true)
                .getResultStream()
                .findFirst()
                .map(row -> {
                    StoredGame game = (StoredGame) row[0];
                    return new ShownGame(load(em, game, Computer.seated(row[1], row[2]), Repetitions.UNCOUNTED),
                            (String) row[3], (String) row[4],
                            Optional.ofNullable((DiceCommitment) row[5]));
                }));
    }

    /** The game as it stands, read inside a transaction the caller holds. */
    public GameView find(EntityManager em, long gameId) {
        return load(em, em.find(StoredGame.class, gameId));
    }

    /**
     * The game of a row the caller's query found with its computers ({@link Computer#SEATS_OF_G}), in
     * the caller's transaction: resumed without reading the seats again.
     */
    public GameView find(EntityManager em, StoredGame row, List<Computer> computers) {
        return load(em, row, computers, Repetitions.COUNTED);
    }

    /** A player's command for their side. */
    public MoveOutcome play(long gameId, long playerId, String command) {
        return apply(gameId, (game, stored) -> game.play(side(stored, playerId), command));
    }

    public MoveOutcome resign(long gameId, long playerId) {
        return apply(gameId, (game, stored) -> game.resign(side(stored, playerId)));
    }

    /** Ends the game on time if the side to move has let its deadline pass. */
    public MoveOutcome claimTimeout(long gameId) {
        return apply(gameId, timeout(gameId));
    }

    /** The action that ends a game on time, refused unless the side to move's deadline has passed. */
    public GameAction timeout(long gameId) {
        Instant now = clock.instant();
        return (game, stored) -> {
            Optional<Instant> deadline = stored.deadline();
            Optional<Side> toMove = game.toMove();
            if (deadline.isEmpty() || toMove.isEmpty() || now.isBefore(deadline.get())) {
                throw new Rejection("no move clock has run out in game " + gameId);
            }
            return game.timeout(toMove.get());
        };
    }

    /** The store's one write path: see the class comment. */
    public MoveOutcome apply(long gameId, GameAction action) {
        return apply(gameId, action, Consequence.NONE);
    }

    /** The write path, with what an applied action brings with it written in the same transaction. */
    public MoveOutcome apply(long gameId, GameAction action, Consequence then) {
        try {
            return store.inTransaction(em -> applyIn(em, gameId, action, then));
        } catch (PersistenceException e) {
            if (!lostRace(e)) {
                throw e;
            }
            return find(gameId).<MoveOutcome>map(MoveOutcome.Conflict::new)
                    .orElseGet(() -> new MoveOutcome.NotFound(gameId));
        }
    }

    /**
     * The write path inside a transaction the caller holds, for work that must commit together with
     * the action (a timeout and its notice). A lost race throws; the caller's transaction rolls back.
     */
    public MoveOutcome applyIn(EntityManager em, long gameId, GameAction action) {
        return applyIn(em, gameId, action, Consequence.NONE);
    }

    /** As above, and {@code then} when the action was applied. */
    public MoveOutcome applyIn(EntityManager em, long gameId, GameAction action, Consequence then) {
        StoredGame row = em.find(StoredGame.class, gameId);
        if (row == null) {
            return new MoveOutcome.NotFound(gameId);
        }
        return applyIn(em, load(em, row), action, then);
    }

    /**
     * As above, on the game as {@code seen} shows it where it still stands so: a command that found
     * its game in this transaction applies to it without reading it again.
     */
    public MoveOutcome applyIn(EntityManager em, GameView seen, GameAction action, Consequence then) {
        StoredGame row = em.find(StoredGame.class, seen.id());
        GameView before = row.version() == seen.version() ? seen : load(em, row);
        if (row.isFinished()) {
            return new MoveOutcome.Rejected(new Refusal.Finished(), before);
        }
        Game<?, ?> after;
        try {
            after = action.apply(before.game(), before);
        } catch (Rejection e) {
            return new MoveOutcome.Rejected(e.refusal(), before);
        }
        MoveOutcome.Applied applied = store(em, row, before, after);
        then.follow(em, before, applied);
        return applied;
    }

    /**
     * What an applied action brings with it, written in the action's transaction: a match's next
     * round, what the bot owes Discord. A failure rolls the action back too.
     */
    @FunctionalInterface
    public interface Consequence {
        Consequence NONE = (em, before, applied) -> {
        };

        void follow(EntityManager em, GameView before, MoveOutcome.Applied applied);
    }

    /**
     * The game's first board was posted: its clock starts now, unless it runs already. Written
     * without the game's version, so a move being made at the same moment is not refused for it.
     */
    public void show(long gameId) {
        Instant now = clock.instant();
        store.inTransaction(em -> {
            StoredGame row = em.find(StoredGame.class, gameId);
            if (row == null || row.shownAt().isPresent()) {
                return null;
            }
            em.createNativeQuery("update game set shown_at = ?1, deadline = case when state = 'ACTIVE'"
                            + " then coalesce(deadline, ?2) else deadline end where id = ?3 and shown_at is null")
                    .unwrap(org.hibernate.query.NativeQuery.class)
                    .setParameter(1, Sql.time(now))
                    .setParameter(2, row.moveClock().map(now::plus).map(Sql::time).orElse(null), java.sql.Timestamp.class)
                    .setParameter(3, gameId)
                    .executeUpdate();
            return null;
        });
    }

    /** Active games whose move clock ran out before {@code now}, oldest deadline first. */
    public List<Long> overdue(Instant now, int limit) {
        return store.read(em -> em.createQuery(
                        "select g.id from StoredGame g where g.state = games.blockade.store.model.GameState.ACTIVE"
                                + " and g.deadline < :now order by g.deadline", Long.class)
                .setParameter("now", now)
                .setMaxResults(limit)
                .getResultList());
    }

    private MoveOutcome.Applied store(EntityManager em, StoredGame row, GameView before, Game<?, ?> after) {
        Instant now = clock.instant();
        List<? extends Ply<?>> added = newPlies(before.game(), after);
        List<Instant> times = new ArrayList<>(before.plyTimes());
        added.forEach(p -> times.add(now));
        row.advance(added.size(), now);
        // The game's row first: a second writer of this game waits here and then fails its version check.
        em.flush();
        List<DrawOffer> lapsed;
        if (after.isOver()) {
            lapsed = finish(em, row, after, times, now);
        } else {
            int number = before.plyCount();
            for (Ply<?> ply : added) {
                number++;
                em.persist(new StoredPly(row.id(), number, ply.side(), ply.notation(),
                        positionText(after, ply), repetitionOf(after, ply), now));
            }
            lapsed = lapseOffers(em, row.id(), added.stream().flatMap(p -> p.side().stream()).toList(), now);
        }
        em.flush();
        return new MoveOutcome.Applied(GameView.of(row, before.computers(), after, times), added, lapsed);
    }

    private List<DrawOffer> finish(EntityManager em, StoredGame row, Game<?, ?> after, List<Instant> times,
                                   Instant now) {
        Outcome outcome = after.outcome().orElseThrow();
        GameResult result = GameResult.of(outcome);
        row.finish(outcome, now, MoveCodec.encode(after), MoveCodec.encodeTimes(row.createdAt(), times));
        em.createQuery("delete from StoredPly p where p.key.gameId = :id").setParameter("id", row.id())
                .executeUpdate();
        for (Side side : Side.values()) {
            em.find(Seat.class, new Seat.Key(row.id(), side)).finish(result, now);
        }
        List<DrawOffer> lapsed = lapseOffers(em, row.id(), List.of(Side.values()), now);
        Optional.ofNullable(em.find(DiceCommitment.class, row.id()))
                .ifPresent(d -> d.reveal(now, rollsVerified(after, d.seed())));
        if (row.rated()) {
            ratings.rate(em, row, result, now);
        }
        AnalysisQueue.queue(em, row.id(), now);
        TournamentBoards.gameEnded(em, row.id(), row.firstSide(), result, now);
        return lapsed;
    }

    /** Whether every roll of a finished record is the one its seed gives by the documented procedure ({@link SeededDice}). */
    private static boolean rollsVerified(Game<?, ?> game, byte[] seed) {
        return seed.length == SeededDice.SEED_BYTES && RecordedRoll.allMatch(game, SeededDice.of(seed));
    }

    /**
     * An open draw offer lapses when the side it was made to plays on instead of answering, and
     * every open offer when the game ends: the offers lapsed, found in one statement.
     */
    private static List<DrawOffer> lapseOffers(EntityManager em, long gameId, List<Side> played, Instant now) {
        if (played.isEmpty()) {
            return List.of();
        }
        List<DrawOffer> lapsed = em.createQuery("select o from DrawOffer o where o.gameId = :id"
                        + " and o.state = games.blockade.store.model.DrawOffer.State.OPEN", DrawOffer.class)
                .setParameter("id", gameId)
                .getResultList().stream()
                .filter(o -> played.contains(o.offeredBy().other()))
                .toList();
        lapsed.forEach(o -> o.answer(DrawOffer.State.LAPSED, now));
        return lapsed;
    }

    /**
     * Reads a game: while in play, resumed from its ply rows' positions without replaying it; once
     * finished, replayed from its packed record, which keeps no positions.
     */
    GameView load(EntityManager em, StoredGame row) {
        return load(em, row, Computer.seatedIn(em, row.id()), Repetitions.COUNTED);
    }

    /**
     * Whether a finished game read is replayed counting repetitions: what playing on from one of its
     * plies needs (the analysis does), and showing it does not ({@link Game#startUncounted}).
     */
    private enum Repetitions { COUNTED, UNCOUNTED }

    private GameView load(EntityManager em, StoredGame row, List<Computer> computers, Repetitions repetitions) {
        Rules<?, ?> rules;
        try {
            rules = catalog.rules(row.kind());
            if (row.isFinished()) {
                Game<?, ?> game = MoveCodec.decode(start(rules, row, repetitions), row.record().orElseThrow());
                List<Instant> times = MoveCodec.decodeTimes(row.createdAt(), row.recordTimes().orElseThrow());
                return GameView.of(row, computers, withEnding(game, row.outcome().orElseThrow()), times);
            }
            List<StoredPly> plies = em.createQuery(
                            "select p from StoredPly p where p.key.gameId = :id order by p.key.ply", StoredPly.class)
                    .setParameter("id", row.id())
                    .getResultList();
            return GameView.of(row, computers, resumed(rules, row, plies),
                    plies.stream().map(StoredPly::playedAt).toList());
        } catch (Rejection e) {
            throw new IllegalStateException("stored game " + row.id() + " does not replay: " + e.getMessage(), e);
        }
    }

    private static <P, M> Game<P, M> start(Rules<P, M> rules, StoredGame row, Repetitions repetitions)
            throws Rejection {
        Preset preset = rules.preset(row.preset());
        return repetitions == Repetitions.COUNTED ? Game.start(rules, preset, row.firstSide())
                : Game.startUncounted(rules, preset, row.firstSide());
    }

    private static <P, M> Game<P, M> resumed(Rules<P, M> rules, StoredGame row, List<StoredPly> plies)
            throws Rejection {
        List<Game.Recorded> record = new ArrayList<>(plies.size());
        for (StoredPly ply : plies) {
            long repetition = ply.repetition().isPresent() ? ply.repetition().getAsLong()
                    : Repetition.digest(rules, rules.parsePosition(ply.position()));
            record.add(new Game.Recorded(ply.side(), ply.notation(), ply.position(), repetition));
        }
        Preset preset = rules.preset(row.preset());
        return Game.resume(rules, preset, rules.start(preset, row.firstSide()), record);
    }

    /** Restores an ending the plies do not show (resignation, time, agreement). */
    private static Game<?, ?> withEnding(Game<?, ?> game, Outcome outcome) throws Rejection {
        if (game.isOver()) {
            return game;
        }
        String reason = outcome.reason();
        if (outcome instanceof Outcome.Win win && reason.equals(Outcome.RESIGNATION)) {
            return game.resign(win.winner().other());
        }
        if (outcome instanceof Outcome.Win win && reason.equals(Outcome.TIME)) {
            return game.timeout(win.winner().other());
        }
        if (outcome instanceof Outcome.Draw && reason.equals(Outcome.AGREEMENT)) {
            return game.drawByAgreement();
        }
        if (outcome instanceof Outcome.Draw && reason.equals(Outcome.REPETITION)) {
            return game.drawByRepetition();
        }
        throw new Rejection("the record does not reach its stored ending (" + reason + ")");
    }

    private static List<? extends Ply<?>> newPlies(Game<?, ?> before, Game<?, ?> after) {
        return after.plies().subList(before.plies().size(), after.plies().size());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static long repetitionOf(Game<?, ?> game, Ply<?> ply) {
        return Repetition.digest((Rules) game.rules(), ply.position());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String positionText(Game<?, ?> game, Ply<?> ply) {
        return ((Rules) game.rules()).formatPosition(ply.position());
    }

    private static Side side(GameView stored, long playerId) throws Rejection {
        return stored.sideOf(playerId).orElseThrow(() -> new Rejection("you are not playing game " + stored.id()));
    }

    public static boolean lostRace(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof OptimisticLockException || t instanceof org.hibernate.StaleStateException) {
                return true;
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null && LOST_RACE.contains(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }
}
