package games.blockade.store.tournament;

import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.Numbers;
import games.blockade.store.repository.Sql;
import games.blockade.tournament.Bye;
import games.blockade.tournament.Colour;
import games.blockade.tournament.Entrant;
import games.blockade.tournament.Game;
import games.blockade.tournament.Progress;
import games.blockade.tournament.Refusal;
import games.blockade.tournament.Result;
import games.blockade.tournament.Round;
import games.blockade.tournament.Tournament;
import jakarta.persistence.EntityManager;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.hibernate.query.NativeQuery;

/**
 * Tournaments in the store. The engine's state ({@link Tournament}) is rebuilt from the stored
 * entrants and boards whenever it is needed; what it pairs is written back as boards, each game
 * created through the caller's {@link GameMaker} in the same transaction.
 *
 * <p>Pairing is claimed work, safe with any number of processes and across restarts
 * (docs/decisions/tournament-rounds.md): a game that ends on a tournament board records its result
 * and marks the tournament due in the game's own transaction ({@link TournamentBoards}); whoever
 * then {@linkplain #advance advances} it claims its row ({@code FOR UPDATE SKIP LOCKED} on
 * PostgreSQL; on SQLite the write transaction holds the store), clears the mark and writes what
 * comes next. The primary keys of a round and of a board back the claim: a round, a board's game
 * or a bye written twice would fail the second transaction, games and all.
 */
public final class TournamentRepository {

    /** The rating an entrant without one in the game starts from: Glicko's, the computer's too. */
    public static final int UNRATED = 1500;

    private static final String TOURNAMENT_COLUMNS = "id, game_kind, preset, format, rounds, twice, move_seconds, rated,"
            + " sign_up_until, description, guild_id, channel_id, organizer_id, state, thread_id, post_message_id,"
            + " called_off, called_off_by, called_off_limit, called_off_field, created_at, started_at, finished_at";
    private static final String ENTRANT_COLUMNS = "id, tournament_id, player_id, computer_level, joined_order,"
            + " joined_at, rating, seed, withdrawn_at";
    private static final String BOARD_COLUMNS = "round_no, board, replay, first_entrant, second_entrant,"
            + " bye_half_points, result, game_id";

    private final Store store;
    private final GameRepository games;
    private final Clock clock;
    private final Watch watch;

    /** The tournaments of {@code store}, whose changes owe nothing: for reading them. */
    public TournamentRepository(Store store, GameRepository games, Clock clock) {
        this(store, games, clock, Watch.NONE);
    }

    /** The tournaments of {@code store}, each change followed in its transaction by {@code watch}. */
    public TournamentRepository(Store store, GameRepository games, Clock clock, Watch watch) {
        this.store = store;
        this.games = games;
        this.clock = clock;
        this.watch = watch;
    }

    /**
     * What follows every change of a tournament (its creation, its entrants, its state, a round
     * paired), in the change's transaction: the bot owes the rewriting of its post in Discord, so
     * that the post stays true.
     */
    @FunctionalInterface
    public interface Watch {
        Watch NONE = (em, tournament) -> {
        };

        void changed(EntityManager em, StoredTournament tournament);
    }

    /**
     * Creates the game of a board in the caller's transaction: {@code first} must sit on the
     * game's first side (it moves first), {@code second} on the other.
     */
    @FunctionalInterface
    public interface GameMaker {
        GameView open(EntityManager em, StoredTournament tournament, StoredEntrant first, StoredEntrant second)
                throws Rejection;
    }

    /** What a start or an advance brings with it, in the same transaction: what the bot owes Discord. */
    @FunctionalInterface
    public interface Then {
        Then NOTHING = (em, advanced) -> {
        };

        void follow(EntityManager em, Advanced advanced);
    }

    /** A tournament taking sign-ups, numbered as players see it. */
    public StoredTournament create(TournamentSpec spec) {
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            long id = Numbers.next(em, Numbers.Counted.TOURNAMENT);
            NativeQuery<?> insert = em.createNativeQuery("insert into tournament (id, game_kind, preset, format,"
                    + " rounds, twice, move_seconds, rated, sign_up_until, description, guild_id, channel_id,"
                    + " organizer_id, state, created_at) values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,"
                    + " ?12, ?13, 'SIGNING_UP', ?14)").unwrap(NativeQuery.class);
            insert.setParameter(1, id)
                    .setParameter(2, spec.kind())
                    .setParameter(3, spec.preset())
                    .setParameter(4, spec.format().column())
                    .setParameter(5, spec.rounds().orElse(null), Integer.class)
                    .setParameter(6, spec.format() == TournamentSpec.FormatChoice.DOUBLE_ROUND_ROBIN)
                    .setParameter(7, spec.moveClock().map(d -> Math.toIntExact(d.toSeconds())).orElse(null),
                            Integer.class)
                    .setParameter(8, spec.rated())
                    .setParameter(9, Sql.time(spec.signUpUntil()))
                    .setParameter(10, spec.description().orElse(null), String.class)
                    .setParameter(11, spec.guildId())
                    .setParameter(12, spec.channelId())
                    .setParameter(13, spec.organizerId())
                    .setParameter(14, Sql.time(now))
                    .executeUpdate();
            return changed(em, id);
        });
    }

    public Optional<StoredTournament> find(long id) {
        return store.read(em -> find(em, id));
    }

    /**
     * A server's tournaments (every server's when empty) of a game (every game's when empty), in
     * the given states, newest first.
     */
    public List<StoredTournament> list(Optional<Long> guildId, Optional<String> kind, Set<TournamentState> states,
                                       int limit) {
        return store.read(em -> {
            List<String> names = states.stream().map(Enum::name).toList();
            var query = em.createNativeQuery("select " + TOURNAMENT_COLUMNS + " from tournament where state in (:states)"
                    + (guildId.isPresent() ? " and guild_id = :guild" : "") + (kind.isPresent() ? " and game_kind = :kind" : "")
                    + " order by id desc limit " + limit)
                    .setParameter("states", names);
            guildId.ifPresent(g -> query.setParameter("guild", g));
            kind.ifPresent(k -> query.setParameter("kind", k));
            List<StoredTournament> found = new ArrayList<>();
            for (Object row : query.getResultList()) {
                found.add(tournament((Object[]) row));
            }
            return found;
        });
    }

    /** The tournaments a player entered, newest first. */
    public List<Long> enteredBy(long playerId, int limit) {
        return store.read(em -> ids(em.createNativeQuery("select tournament_id from tournament_entrant where player_id = ?1"
                + " order by tournament_id desc limit " + limit).setParameter(1, playerId)));
    }

    /** The entrants, in the order they signed up. */
    public List<StoredEntrant> entrants(long tournamentId) {
        return store.read(em -> entrants(em, tournamentId));
    }

    /** Every board of every round, in order of round, board and replay. */
    public List<StoredBoard> boards(long tournamentId) {
        return store.read(em -> boards(em, tournamentId));
    }

    /** The tournament as the engine sees it, once started (and when called off before, nothing). */
    public Optional<Tournament> engine(long tournamentId) {
        return store.read(em -> find(em, tournamentId).filter(t -> t.startedAt().isPresent())
                .map(t -> engine(em, t)));
    }

    /** The tournament a stored game is played for, with its board. */
    public Optional<StoredBoard> boardOf(long gameId) {
        return store.read(em -> {
            List<?> rows = em.createNativeQuery("select tournament_id from tournament_board where game_id = ?1")
                    .setParameter(1, gameId).getResultList();
            if (rows.isEmpty()) {
                return Optional.empty();
            }
            long tournamentId = ((Number) rows.get(0)).longValue();
            return boards(em, tournamentId).stream().filter(b -> b.gameId().equals(Optional.of(gameId))).findFirst();
        });
    }

    /** The tournament a stored game is played for. */
    public Optional<Long> tournamentOf(long gameId) {
        return store.read(em -> em.createNativeQuery("select tournament_id from tournament_board where game_id = ?1")
                .setParameter(1, gameId).getResultList().stream().map(n -> ((Number) n).longValue()).findFirst());
    }

    /** {@code playerId} signs up. Refused when the tournament is unknown, under way or over, or they are in it already. */
    public StoredEntrant join(long tournamentId, long playerId) throws TournamentRefusal {
        return refusing(em -> {
            signingUp(em, tournamentId);
            Number already = (Number) em.createNativeQuery("select count(*) from tournament_entrant where tournament_id = ?1"
                    + " and player_id = ?2").setParameter(1, tournamentId).setParameter(2, playerId).getSingleResult();
            if (already.longValue() > 0) {
                throw refused(new TournamentRefusal.AlreadyJoined(tournamentId));
            }
            return enter(em, tournamentId, Optional.of(playerId), Optional.empty());
        });
    }

    /**
     * The computer at {@code level} is entered, as one more entrant: a tournament may have several,
     * at one level or more, and two of them meeting play their game by themselves. Refused as
     * {@link #join} is.
     */
    public StoredEntrant addComputer(long tournamentId, String level) throws TournamentRefusal {
        return refusing(em -> {
            signingUp(em, tournamentId);
            return enter(em, tournamentId, Optional.empty(), Optional.of(level));
        });
    }

    /** {@code playerId} leaves before the start. Refused once it has started (they withdraw then), or if they are not in it. */
    public void leave(long tournamentId, long playerId) throws TournamentRefusal {
        refusing(em -> {
            signingUp(em, tournamentId);
            int gone = em.createNativeQuery("delete from tournament_entrant where tournament_id = ?1 and player_id = ?2")
                    .setParameter(1, tournamentId).setParameter(2, playerId).executeUpdate();
            if (gone == 0) {
                throw refused(new TournamentRefusal.NotEntered(tournamentId));
            }
            return changed(em, tournamentId);
        });
    }

    /**
     * The organizer takes entrant {@code entrantId} out: struck from the list before the start,
     * withdrawn (as {@link #withdraw}) after it.
     */
    public void remove(long tournamentId, long entrantId, GameRepository.Consequence resigned) throws TournamentRefusal {
        refusing(em -> {
            StoredTournament t = find(em, tournamentId).orElseThrow(() -> unknown(tournamentId));
            if (t.state() != TournamentState.SIGNING_UP) {
                return withdrawIn(em, t, entrantId, resigned);
            }
            int gone = em.createNativeQuery("delete from tournament_entrant where tournament_id = ?1 and id = ?2")
                    .setParameter(1, tournamentId).setParameter(2, entrantId).executeUpdate();
            if (gone == 0) {
                throw refused(new TournamentRefusal.NoSuchEntrant(tournamentId, entrantId));
            }
            return changed(em, tournamentId);
        });
    }

    /**
     * Entrant {@code entrantId} withdraws from a tournament under way: its games in play are lost
     * by forfeit (each stored game ends by its resignation, with {@code resigned} written in the
     * same transaction), and it is paired no more. The tournament is marked due, since that may
     * end the round.
     */
    public void withdraw(long tournamentId, long entrantId, GameRepository.Consequence resigned) throws TournamentRefusal {
        refusing(em -> withdrawIn(em, find(em, tournamentId).orElseThrow(() -> unknown(tournamentId)), entrantId,
                resigned));
    }

    /** The entrant {@code playerId} is in a tournament, if they are. */
    public Optional<StoredEntrant> entrantOf(long tournamentId, long playerId) {
        return entrants(tournamentId).stream().filter(e -> e.playerId().equals(Optional.of(playerId))).findFirst();
    }

    /**
     * Starts a tournament taking sign-ups: seeds its entrants by their rating in its game and pairs
     * round one, or, with too few entrants, calls it off. Nothing when another process started it
     * first (or holds it now), or it is not taking sign-ups.
     */
    public Advanced start(long tournamentId, GameMaker maker, Then then) {
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            if (!claim(em, tournamentId, "state = 'SIGNING_UP'")) {
                return new Advanced.Nothing();
            }
            StoredTournament t = find(em, tournamentId).orElseThrow();
            List<StoredEntrant> signUps = entrants(em, tournamentId);
            List<Entrant> seeded = Entrant.seededByRating(signUps.stream()
                    .map(e -> new Entrant(e.id(), ratingOf(em, t.spec().kind(), e), e.joinedOrder(), e.kind()))
                    .toList());
            Tournament engine;
            try {
                engine = Tournament.start(t.spec().formatFor(seeded.size()), seeded);
            } catch (Refusal refusal) {
                CallOff reason = new CallOff.Field(refusal.reason());
                calledOff(em, tournamentId, reason, now, "");
                return announce(em, then, new Advanced.CalledOff(changed(em, tournamentId), reason));
            }
            for (Entrant entrant : seeded) {
                em.createNativeQuery("update tournament_entrant set rating = ?1, seed = ?2 where id = ?3")
                        .setParameter(1, entrant.rating()).setParameter(2, entrant.seed()).setParameter(3, entrant.id())
                        .executeUpdate();
            }
            NativeQuery<?> started = em.createNativeQuery("update tournament set state = 'PLAYING', started_at = ?1,"
                    + " rounds = ?2 where id = ?3").unwrap(NativeQuery.class);
            started.setParameter(1, Sql.time(now))
                    .setParameter(2, t.spec().format() == TournamentSpec.FormatChoice.SWISS
                            ? engine.totalRounds() : null, Integer.class)
                    .setParameter(3, tournamentId)
                    .executeUpdate();
            StoredTournament playing = changed(em, tournamentId);
            Round first = engine.current();
            return announce(em, then, new Advanced.Paired(playing, first.number(), false,
                    write(em, playing, first.number(), true, first.games(), first.byes(), maker, now)));
        });
    }

    /** Tournaments whose sign-up has closed by {@code now}, to start. */
    public List<Long> dueToStart(Instant now) {
        return store.read(em -> ids(em.createNativeQuery("select id from tournament where state = 'SIGNING_UP'"
                + " and sign_up_until <= ?1 order by sign_up_until, id").setParameter(1, Sql.time(now))));
    }

    /** Tournaments in play whose current round may be over: a game ended, an entrant withdrew, play resumed. */
    public List<Long> due() {
        return store.read(em -> ids(em.createNativeQuery("select id from tournament where state = 'PLAYING'"
                + " and due_at is not null order by due_at, id")));
    }

    /**
     * Works out what comes next for a due tournament, if no other process is doing it: replays of
     * drawn knockout games, the next round, or the end. A round whose games were all forfeited
     * before they began leaves the tournament due again.
     */
    public Advanced advance(long tournamentId, GameMaker maker, Then then) {
        Instant now = clock.instant();
        return store.inTransaction(em -> {
            if (!claim(em, tournamentId, "state = 'PLAYING' and due_at is not null")) {
                return new Advanced.Nothing();
            }
            em.createNativeQuery("update tournament set due_at = null where id = ?1").setParameter(1, tournamentId)
                    .executeUpdate();
            StoredTournament t = find(em, tournamentId).orElseThrow();
            Tournament engine = engine(em, t);
            Progress progress = engine.advance();
            if (progress instanceof Progress.Replays replays) {
                int number = engine.current().number();
                return announce(em, then, new Advanced.Paired(t, number, true,
                        write(em, t, number, false, replays.games(), List.of(), maker, now)));
            }
            if (progress instanceof Progress.NextRound next) {
                endRound(em, tournamentId, engine.current().number(), now);
                Round round = next.round();
                List<StoredBoard> written = write(em, t, round.number(), true, round.games(), round.byes(), maker, now);
                if (round.pending().isEmpty()) {
                    markDue(em, tournamentId, now);
                }
                changed(em, tournamentId);
                return announce(em, then, new Advanced.Paired(t, round.number(), false, written));
            }
            if (progress instanceof Progress.Finished finished) {
                endRound(em, tournamentId, engine.current().number(), now);
                em.createNativeQuery("update tournament set state = 'FINISHED', finished_at = ?1 where id = ?2")
                        .setParameter(1, Sql.time(now)).setParameter(2, tournamentId).executeUpdate();
                Map<Long, StoredEntrant> byId = byId(entrants(em, tournamentId));
                return announce(em, then, new Advanced.Finished(changed(em, tournamentId),
                        finished.winners().stream().map(w -> byId.get(w.id())).toList()));
            }
            // Games of the round are still in play.
            return new Advanced.Nothing();
        });
    }

    /** Holds a tournament's pairings: games in play go on, no round is paired until {@link #resume}. */
    public void pause(long tournamentId) throws TournamentRefusal {
        refusing(em -> {
            changeState(em, tournamentId, TournamentState.PLAYING, "update tournament set state = 'PAUSED' where id = ?1",
                    new TournamentRefusal.NotPlaying(tournamentId));
            return changed(em, tournamentId);
        });
    }

    /** Pairs again; a round that ended while paused is paired at once (the tournament is due). */
    public void resume(long tournamentId) throws TournamentRefusal {
        refusing(em -> {
            changeState(em, tournamentId, TournamentState.PAUSED, "update tournament set state = 'PLAYING' where id = ?1",
                    new TournamentRefusal.NotPaused(tournamentId));
            markDue(em, tournamentId, clock.instant());
            return changed(em, tournamentId);
        });
    }

    /**
     * Calls a tournament off: no more pairings. Games in play are finished as ordinary games.
     * {@code then} announces it in the same transaction.
     */
    public void cancel(long tournamentId, CallOff.ByManager why, Then then) throws TournamentRefusal {
        Instant now = clock.instant();
        refusing(em -> {
            StoredTournament t = find(em, tournamentId).orElseThrow(() -> unknown(tournamentId));
            if (t.state() == TournamentState.FINISHED || t.state() == TournamentState.CANCELLED) {
                throw refused(t.state() == TournamentState.FINISHED ? new TournamentRefusal.Over(tournamentId)
                        : new TournamentRefusal.CalledOff(tournamentId));
            }
            calledOff(em, tournamentId, why, now, " and state = '" + t.state().name() + "'"); // a name of the enum
            return announce(em, then, new Advanced.CalledOff(changed(em, tournamentId), why));
        });
    }

    /**
     * Writes the call-off and its reason as a value: who called it off, or the format's limit and
     * the size of the field it refused. {@code unless} narrows the update (the state it must be in).
     */
    private static void calledOff(EntityManager em, long tournamentId, CallOff why, Instant now, String unless) {
        jakarta.persistence.Query update;
        if (why instanceof CallOff.ByManager manager) {
            update = em.createNativeQuery("update tournament set called_off = 'MANAGER', called_off_by = ?1" + rest(2)
                    + unless).setParameter(1, manager.name()).setParameter(2, Sql.time(now)).setParameter(3, tournamentId);
        } else {
            Refusal.Reason reason = ((CallOff.Field) why).reason();
            boolean few = reason instanceof Refusal.TooFewEntrants;
            update = em.createNativeQuery("update tournament set called_off = ?1, called_off_limit = ?2,"
                            + " called_off_field = ?3" + rest(4) + unless)
                    .setParameter(1, few ? "TOO_FEW" : "TOO_MANY")
                    .setParameter(2, few ? ((Refusal.TooFewEntrants) reason).minimum()
                            : ((Refusal.TooManyEntrants) reason).maximum())
                    .setParameter(3, few ? ((Refusal.TooFewEntrants) reason).entered()
                            : ((Refusal.TooManyEntrants) reason).entered())
                    .setParameter(4, Sql.time(now)).setParameter(5, tournamentId);
        }
        update.executeUpdate();
    }

    /** The rest of a call-off's update, its parameters from {@code first}: the state, the time, no more pairings due. */
    private static String rest(int first) {
        return ", state = 'CANCELLED', finished_at = ?" + first + ", due_at = null where id = ?" + (first + 1);
    }

    /** The reason read back from its columns; none for a tournament called off before it was kept. */
    private static Optional<CallOff> callOff(Object code, Object by, Object limit, Object field) {
        if (code == null) {
            return Optional.empty();
        }
        return Optional.of(switch ((String) code) {
            case "MANAGER" -> new CallOff.ByManager((String) by);
            case "TOO_FEW" -> new CallOff.Field(new Refusal.TooFewEntrants(((Number) limit).intValue(),
                    ((Number) field).intValue()));
            case "TOO_MANY" -> new CallOff.Field(new Refusal.TooManyEntrants(((Number) limit).intValue(),
                    ((Number) field).intValue()));
            default -> throw new IllegalStateException("a tournament called off for an unknown reason: " + code);
        });
    }

    /** Where the tournament's rounds are posted: its own thread. */
    public void placeIn(long tournamentId, long threadId) {
        store.inTransaction(em -> em.createNativeQuery("update tournament set thread_id = ?1 where id = ?2")
                .setParameter(1, threadId).setParameter(2, tournamentId).executeUpdate());
    }

    /** The tournament's post (with its Join and Leave buttons), edited as its entrants change. */
    public void posted(long tournamentId, long messageId) {
        store.inTransaction(em -> em.createNativeQuery("update tournament set post_message_id = ?1 where id = ?2")
                .setParameter(1, messageId).setParameter(2, tournamentId).executeUpdate());
    }

    /** The role whose members may manage a server's tournaments, besides those with Manage Server. */
    public Optional<Long> managerRole(long guildId) {
        return store.read(em -> em.createNativeQuery("select manager_role_id from tournament_setting where guild_id = ?1")
                .setParameter(1, guildId).getResultList().stream().map(n -> ((Number) n).longValue()).findFirst());
    }

    /** Names the manager role of a server, or (empty) leaves tournaments to those with Manage Server. */
    public void setManagerRole(long guildId, Optional<Long> roleId) {
        store.inTransaction(em -> {
            em.createNativeQuery("delete from tournament_setting where guild_id = ?1").setParameter(1, guildId)
                    .executeUpdate();
            roleId.ifPresent(role -> em.createNativeQuery("insert into tournament_setting (guild_id, manager_role_id)"
                    + " values (?1, ?2)").setParameter(1, guildId).setParameter(2, role).executeUpdate());
            return null;
        });
    }

    // ---- inside a transaction

    private Object withdrawIn(EntityManager em, StoredTournament t, long entrantId, GameRepository.Consequence resigned) {
        if (!t.state().running()) {
            throw refused(t.state() == TournamentState.SIGNING_UP ? new TournamentRefusal.NotStarted(t.id())
                    : t.state() == TournamentState.FINISHED ? new TournamentRefusal.Over(t.id())
                    : new TournamentRefusal.CalledOff(t.id()));
        }
        Instant now = clock.instant();
        // The tournament's row first, so a claim to advance it waits for the withdrawal.
        markDue(em, t.id(), now);
        try {
            engine(em, t).withdraw(entrantId);
        } catch (Refusal refusal) {
            throw refused(new TournamentRefusal.Engine(t.id(), refusal.reason()));
        }
        em.createNativeQuery("update tournament_entrant set withdrawn_at = ?1 where id = ?2")
                .setParameter(1, Sql.time(now)).setParameter(2, entrantId).executeUpdate();
        changed(em, t.id());
        for (StoredBoard board : boards(em, t.id())) {
            boolean involved = board.firstEntrant() == entrantId || board.secondEntrant().equals(Optional.of(entrantId));
            if (board.bye() || board.result().isPresent() || !involved) {
                continue;
            }
            Colour gone = board.firstEntrant() == entrantId ? Colour.FIRST : Colour.SECOND;
            em.createNativeQuery("update tournament_board set result = ?1 where tournament_id = ?2 and round_no = ?3"
                            + " and board = ?4 and replay = ?5")
                    .setParameter(1, Result.winByForfeit(gone.opposite()).name()).setParameter(2, t.id())
                    .setParameter(3, board.round()).setParameter(4, board.board()).setParameter(5, board.replay())
                    .executeUpdate();
            if (board.gameId().isPresent()) {
                MoveOutcome outcome = games.applyIn(em, board.gameId().get(), (game, stored) -> game.resign(
                        gone == Colour.FIRST ? stored.firstSide() : stored.firstSide().other()), resigned);
                if (!(outcome instanceof MoveOutcome.Applied) && !(outcome instanceof MoveOutcome.Rejected)) {
                    throw new IllegalStateException("game " + board.gameId().get() + " could not be forfeited: " + outcome);
                }
            }
        }
        return null;
    }

    /** Writes boards of round {@code number} (the round itself first when new), opening a game for each to play. */
    private List<StoredBoard> write(EntityManager em, StoredTournament t, int number, boolean newRound, List<Game> pairs,
                                    List<Bye> byes, GameMaker maker, Instant now) {
        if (newRound) {
            em.createNativeQuery("insert into tournament_round (tournament_id, round_no, paired_at) values (?1, ?2, ?3)")
                    .setParameter(1, t.id()).setParameter(2, number).setParameter(3, Sql.time(now)).executeUpdate();
        }
        Map<Long, StoredEntrant> byId = byId(entrants(em, t.id()));
        List<StoredBoard> written = new ArrayList<>();
        for (Bye bye : byes) {
            written.add(insert(em, t.id(), new StoredBoard(number, bye.board(), 0, bye.entrant(), Optional.empty(),
                    bye.points(), Optional.empty(), Optional.empty())));
        }
        for (Game pair : pairs) {
            int replay = ((Number) em.createNativeQuery("select count(*) from tournament_board where tournament_id = ?1"
                            + " and round_no = ?2 and board = ?3")
                    .setParameter(1, t.id()).setParameter(2, number).setParameter(3, pair.board())
                    .getSingleResult()).intValue();
            Optional<Long> gameId = Optional.empty();
            if (!pair.over()) {
                StoredEntrant first = byId.get(pair.first());
                StoredEntrant second = byId.get(pair.second());
                try {
                    GameView game = maker.open(em, t, first, second);
                    checkSeating(game, first, second);
                    gameId = Optional.of(game.id());
                } catch (Rejection e) {
                    throw new IllegalStateException("tournament " + t.id() + " could not open a game of "
                            + t.spec().kind() + " (" + t.spec().preset() + "): " + e.getMessage(), e);
                }
            }
            written.add(insert(em, t.id(), new StoredBoard(number, pair.board(), replay, pair.first(),
                    Optional.of(pair.second()), 0, pair.result(), gameId)));
        }
        written.sort(java.util.Comparator.comparingInt(StoredBoard::board).thenComparingInt(StoredBoard::replay));
        return written;
    }

    /** A game maker that seated the board the wrong way round would turn every result about: refused loudly. */
    private static void checkSeating(GameView game, StoredEntrant first, StoredEntrant second) {
        Side firstSide = game.firstSide();
        for (var seat : List.of(Map.entry(firstSide, first), Map.entry(firstSide.other(), second))) {
            boolean right = seat.getValue().kind() instanceof Entrant.Computer computer
                    ? game.computerAt(seat.getKey()).filter(c -> c.level().equals(computer.level())).isPresent()
                    : game.playerOf(seat.getKey()) == seat.getValue().playerId().orElseThrow()
                            && game.computerAt(seat.getKey()).isEmpty();
            if (!right) {
                throw new IllegalStateException("game " + game.id() + " does not seat entrant " + seat.getValue().id()
                        + " on side " + seat.getKey());
            }
        }
    }

    private static StoredBoard insert(EntityManager em, long tournamentId, StoredBoard board) {
        NativeQuery<?> insert = em.createNativeQuery("insert into tournament_board (tournament_id, round_no, board,"
                + " replay, first_entrant, second_entrant, bye_half_points, result, game_id) values (?1, ?2, ?3, ?4,"
                + " ?5, ?6, ?7, ?8, ?9)").unwrap(NativeQuery.class);
        insert.setParameter(1, tournamentId)
                .setParameter(2, board.round())
                .setParameter(3, board.board())
                .setParameter(4, board.replay())
                .setParameter(5, board.firstEntrant())
                .setParameter(6, board.secondEntrant().orElse(null), Long.class)
                .setParameter(7, board.bye() ? (int) Math.round(board.byePoints() * 2) : null, Integer.class)
                .setParameter(8, board.result().map(Result::name).orElse(null), String.class)
                .setParameter(9, board.gameId().orElse(null), Long.class)
                .executeUpdate();
        return board;
    }

    /** The engine's state, rebuilt from the stored entrants and boards (the tournament must have started). */
    public static Tournament engine(EntityManager em, StoredTournament t) {
        List<StoredEntrant> stored = entrants(em, t.id());
        List<Entrant> entrants = stored.stream()
                .map(e -> new Entrant(e.id(), e.rating().orElseThrow(), e.seed().orElseThrow(), e.kind()))
                .toList();
        Set<Long> withdrawn = new HashSet<>();
        stored.stream().filter(e -> e.withdrawnAt().isPresent()).forEach(e -> withdrawn.add(e.id()));
        Map<Integer, List<StoredBoard>> byRound = new LinkedHashMap<>();
        for (StoredBoard board : boards(em, t.id())) {
            byRound.computeIfAbsent(board.round(), r -> new ArrayList<>()).add(board);
        }
        List<Round> rounds = new ArrayList<>();
        byRound.forEach((number, boards) -> rounds.add(new Round(number,
                boards.stream().filter(b -> !b.bye()).map(b -> new Game(b.board(), b.firstEntrant(),
                        b.secondEntrant().orElseThrow(), b.result())).toList(),
                boards.stream().filter(StoredBoard::bye).map(b -> new Bye(b.board(), b.firstEntrant(), b.byePoints()))
                        .toList())));
        return new Tournament(t.spec().formatFor(entrants.size()), entrants, rounds, withdrawn);
    }

    private static int ratingOf(EntityManager em, String kind, StoredEntrant entrant) {
        if (entrant.playerId().isEmpty()) {
            return UNRATED;
        }
        List<?> rows = em.createNativeQuery("select rating from rating where player_id = ?1 and game_kind = ?2")
                .setParameter(1, entrant.playerId().get()).setParameter(2, kind).getResultList();
        return rows.isEmpty() ? UNRATED : (int) Math.round(((Number) rows.get(0)).doubleValue());
    }

    private StoredEntrant enter(EntityManager em, long tournamentId, Optional<Long> playerId, Optional<String> level) {
        Instant now = clock.instant();
        int order = ((Number) em.createNativeQuery("select coalesce(max(joined_order), 0) from tournament_entrant"
                + " where tournament_id = ?1").setParameter(1, tournamentId).getSingleResult()).intValue() + 1;
        NativeQuery<?> insert = em.createNativeQuery("insert into tournament_entrant (tournament_id, player_id,"
                + " computer_level, joined_order, joined_at) values (?1, ?2, ?3, ?4, ?5)").unwrap(NativeQuery.class);
        insert.setParameter(1, tournamentId)
                .setParameter(2, playerId.orElse(null), Long.class)
                .setParameter(3, level.orElse(null), String.class)
                .setParameter(4, order)
                .setParameter(5, Sql.time(now))
                .executeUpdate();
        changed(em, tournamentId);
        return entrants(em, tournamentId).stream().filter(e -> e.joinedOrder() == order).findFirst().orElseThrow();
    }

    /** Holds the tournament's row while it takes sign-ups; refused when it is unknown or no longer does. */
    private void signingUp(EntityManager em, long tournamentId) {
        StoredTournament t = find(em, tournamentId).orElseThrow(() -> unknown(tournamentId));
        int held = em.createNativeQuery("update tournament set state = state where id = ?1 and state = 'SIGNING_UP'")
                .setParameter(1, tournamentId).executeUpdate();
        if (held == 0) {
            throw refused(switch (t.state()) {
                case PLAYING, PAUSED -> new TournamentRefusal.Started(tournamentId);
                case FINISHED -> new TournamentRefusal.Over(tournamentId);
                default -> new TournamentRefusal.CalledOff(tournamentId);
            });
        }
    }

    private static void changeState(EntityManager em, long tournamentId, TournamentState from, String update,
                                    TournamentRefusal.Reason refusal) {
        int changed = em.createNativeQuery(update + " and state = ?2").setParameter(1, tournamentId)
                .setParameter(2, from.name()).executeUpdate();
        if (changed == 0) {
            find(em, tournamentId).orElseThrow(() -> unknown(tournamentId));
            throw refused(refusal);
        }
    }

    /** Claims the tournament's row if it meets {@code condition} and no other transaction holds it. */
    private boolean claim(EntityManager em, long tournamentId, String condition) {
        return !em.createNativeQuery("select id from tournament where id = ?1 and " + condition
                + store.engine().skipLocked()).setParameter(1, tournamentId).getResultList().isEmpty();
    }

    private static void markDue(EntityManager em, long tournamentId, Instant now) {
        em.createNativeQuery("update tournament set due_at = coalesce(due_at, ?1) where id = ?2")
                .setParameter(1, Sql.time(now)).setParameter(2, tournamentId).executeUpdate();
    }

    private static void endRound(EntityManager em, long tournamentId, int number, Instant now) {
        em.createNativeQuery("update tournament_round set ended_at = ?1 where tournament_id = ?2 and round_no = ?3"
                + " and ended_at is null").setParameter(1, Sql.time(now)).setParameter(2, tournamentId)
                .setParameter(3, number).executeUpdate();
    }

    /** The tournament as it now stands, after its watch has followed the change. */
    private StoredTournament changed(EntityManager em, long tournamentId) {
        StoredTournament now = find(em, tournamentId).orElseThrow();
        watch.changed(em, now);
        return now;
    }

    private static Advanced announce(EntityManager em, Then then, Advanced advanced) {
        then.follow(em, advanced);
        return advanced;
    }

    /** A tournament, read in the caller's transaction. */
    public static Optional<StoredTournament> find(EntityManager em, long id) {
        List<?> rows = em.createNativeQuery("select " + TOURNAMENT_COLUMNS + " from tournament where id = ?1")
                .setParameter(1, id).getResultList();
        return rows.stream().findFirst().map(row -> tournament((Object[]) row));
    }

    /** The entrants in the order they signed up, read in the caller's transaction. */
    public static List<StoredEntrant> entrants(EntityManager em, long tournamentId) {
        List<StoredEntrant> found = new ArrayList<>();
        // Computer entrants at one level are numbered in the order they joined.
        Map<String, Integer> atLevel = new HashMap<>();
        for (Object row : em.createNativeQuery("select " + ENTRANT_COLUMNS + " from tournament_entrant"
                + " where tournament_id = ?1 order by joined_order").setParameter(1, tournamentId).getResultList()) {
            Object[] r = (Object[]) row;
            Entrant.Kind kind = r[2] != null ? new Entrant.Person(((Number) r[2]).longValue())
                    : new Entrant.Computer((String) r[3], atLevel.merge((String) r[3], 1, Integer::sum));
            found.add(new StoredEntrant(((Number) r[0]).longValue(), tournamentId, kind, ((Number) r[4]).intValue(),
                    Sql.instant(r[5]), optionalInt(r[6]), optionalInt(r[7]), Optional.ofNullable(r[8]).map(Sql::instant)));
        }
        return found;
    }

    /** Every board in order of round, board and replay, read in the caller's transaction. */
    public static List<StoredBoard> boards(EntityManager em, long tournamentId) {
        List<StoredBoard> found = new ArrayList<>();
        for (Object row : em.createNativeQuery("select " + BOARD_COLUMNS + " from tournament_board where tournament_id = ?1"
                + " order by round_no, board, replay").setParameter(1, tournamentId).getResultList()) {
            Object[] r = (Object[]) row;
            found.add(new StoredBoard(((Number) r[0]).intValue(), ((Number) r[1]).intValue(), ((Number) r[2]).intValue(),
                    ((Number) r[3]).longValue(), optionalLong(r[4]), r[5] == null ? 0 : ((Number) r[5]).intValue() / 2.0,
                    Optional.ofNullable((String) r[6]).map(Result::valueOf), optionalLong(r[7])));
        }
        return found;
    }

    private static StoredTournament tournament(Object[] r) {
        boolean twice = bool(r[5]);
        TournamentSpec spec = new TournamentSpec((String) r[1], (String) r[2],
                TournamentSpec.FormatChoice.of((String) r[3], twice),
                optionalInt(r[4]), optionalInt(r[6]).map(Duration::ofSeconds), bool(r[7]), Sql.instant(r[8]),
                Optional.ofNullable((String) r[9]), ((Number) r[10]).longValue(), ((Number) r[11]).longValue(),
                ((Number) r[12]).longValue());
        return new StoredTournament(((Number) r[0]).longValue(), spec, TournamentState.valueOf((String) r[13]),
                optionalLong(r[14]), optionalLong(r[15]), callOff(r[16], r[17], r[18], r[19]), Sql.instant(r[20]),
                Optional.ofNullable(r[21]).map(Sql::instant), Optional.ofNullable(r[22]).map(Sql::instant));
    }

    private static Map<Long, StoredEntrant> byId(List<StoredEntrant> entrants) {
        Map<Long, StoredEntrant> byId = new LinkedHashMap<>();
        entrants.forEach(e -> byId.put(e.id(), e));
        return byId;
    }

    private static List<Long> ids(jakarta.persistence.Query query) {
        return ((List<?>) query.getResultList()).stream().map(n -> ((Number) n).longValue()).toList();
    }

    private static boolean bool(Object value) {
        return value instanceof Boolean b ? b : ((Number) value).intValue() != 0;
    }

    private static Optional<Integer> optionalInt(Object value) {
        return Optional.ofNullable((Number) value).map(Number::intValue);
    }

    private static Optional<Long> optionalLong(Object value) {
        return Optional.ofNullable((Number) value).map(Number::longValue);
    }

    // ---- refusals out of a transaction: thrown inside it (rolling it back), given to the caller as the refusal

    private <T> T refusing(Function<EntityManager, T> work) throws TournamentRefusal {
        try {
            return store.inTransaction(work);
        } catch (Refused e) {
            throw e.refusal;
        }
    }

    private static Refused refused(TournamentRefusal.Reason reason) {
        return new Refused(new TournamentRefusal(reason));
    }

    private static Refused unknown(long tournamentId) {
        return refused(new TournamentRefusal.Unknown(tournamentId));
    }

    private static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient TournamentRefusal refusal;

        Refused(TournamentRefusal refusal) {
            super(refusal.getMessage(), null, false, false);
            this.refusal = refusal;
        }
    }
}
