package games.blockade.store.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Side;
import games.blockade.store.Hands;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.Player;
import games.blockade.store.repository.Computer;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.NewGame;
import games.blockade.tournament.Entrant;
import games.blockade.tournament.Refusal;
import games.blockade.tournament.Result;
import games.blockade.tournament.Tournament;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Whole tournaments through the store, on each database: every round paired once however many
 * processes ask at once and across a restart, each board's game created once and its result taken
 * from the game's end, knockout draws replayed, withdrawals forfeiting, and refusals changing nothing.
 */
class TournamentRepositoryTest {

    private static final Instant START = Instant.parse("2026-11-21T12:00:00Z");
    private static final long GUILD = 2L << 22;

    /** One process's view of a store: its repositories, and the account that plays the computer. */
    private record Process(Store store, GameRepository games, TournamentRepository tournaments, long bot) {

        static Process on(StoreSettings settings, Hands clock, long bot) {
            Store store = Store.open(settings);
            GameRepository games = StoreFixture.games(store, clock);
            return new Process(store, games, new TournamentRepository(store, games, clock), bot);
        }

        /** Opens a board's game the way the bot does: first entrant on the first side, the computer's seat marked. */
        TournamentRepository.GameMaker maker() {
            return (em, t, first, second) -> {
                NewGame spec = NewGame.of(PileGame.ID, t.spec().preset(), Side.ONE, account(first), account(second),
                        false).in(GUILD, GUILD + 1, GUILD + 2);
                if (first.kind() instanceof Entrant.Computer c) {
                    spec = spec.against(new Computer(Side.ONE, c.level(), 1));
                }
                if (second.kind() instanceof Entrant.Computer c) {
                    spec = spec.against(new Computer(Side.TWO, c.level(), 1));
                }
                return games.create(spec);
            };
        }

        long account(StoredEntrant entrant) {
            return entrant.playerId().orElse(bot);
        }

        Advanced advance(long id) {
            return tournaments.advance(id, maker(), TournamentRepository.Then.NOTHING);
        }
    }

    private record Setup(StoreSettings settings, Hands clock, Process process, List<Player> people) {

        static Setup on(TestDatabase database, int people) {
            StoreSettings settings = database.fresh(6);
            Hands clock = new Hands(START);
            Store store = Store.open(settings);
            long bot = StoreFixture.newPlayer(store, "Blockade").id();
            List<Player> players = new ArrayList<>();
            for (int i = 0; i < people; i++) {
                players.add(StoreFixture.newPlayer(store, "P" + i));
            }
            store.close();
            return new Setup(settings, clock, Process.on(settings, clock, bot), players);
        }

        StoredTournament create(TournamentSpec.FormatChoice format, Optional<Integer> rounds) {
            return process.tournaments().create(new TournamentSpec(PileGame.ID, "standard", format, rounds,
                    Optional.of(Duration.ofHours(24)), true, START.plusSeconds(3600), Optional.of("Friday cup"), GUILD,
                    GUILD + 1, people.get(0).id()));
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aSwissOfEightIsPlayedToTheEndEachRoundPairedOnceByRacingProcessesAndAfterARestart(TestDatabase database)
            throws Exception {
        Setup setup = Setup.on(database, 7);
        StoredTournament t = setup.create(TournamentSpec.FormatChoice.SWISS, Optional.empty());
        for (Player player : setup.people()) {
            setup.process().tournaments().join(t.id(), player.id());
        }
        setup.process().tournaments().addComputer(t.id(), "random");
        setup.clock().advance(Duration.ofHours(2));
        assertEquals(List.of(t.id()), setup.process().tournaments().dueToStart(setup.clock().instant()));

        // Three processes start it at once: one pairs round one.
        List<Process> processes = List.of(setup.process(), Process.on(setup.settings(), setup.clock(), setup.process().bot()),
                Process.on(setup.settings(), setup.clock(), setup.process().bot()));
        List<Advanced> started = race(processes, p -> p.tournaments().start(t.id(), p.maker(),
                TournamentRepository.Then.NOTHING));
        Advanced.Paired first = only(started);
        assertEquals(1, first.round());
        assertEquals(4, first.boards().size());
        assertEquals(4, Optional.of(first.tournament()).flatMap(x -> x.spec().rounds()).orElseThrow(),
                "8 entrants play the default 4 rounds");

        Process current = setup.process();
        for (int round = 1; round <= 4; round++) {
            if (round == 3) {
                // A restart in the middle of a round: every process goes, a new one carries on from the store.
                Tournament before = current.tournaments().engine(t.id()).orElseThrow();
                for (Process p : processes) {
                    p.store().close();
                }
                current = Process.on(setup.settings(), setup.clock(), setup.process().bot());
                processes = List.of(current, Process.on(setup.settings(), setup.clock(), current.bot()));
                assertEquals(before, current.tournaments().engine(t.id()).orElseThrow());
            }
            List<StoredBoard> playing = inPlay(current, t.id(), round);
            assertEquals(4, playing.size(), "round " + round + " has four games in play");
            for (int i = 0; i < playing.size(); i++) {
                StoredBoard board = playing.get(i);
                if (i == 0) {
                    drawn(current, board);
                } else {
                    firstResigns(current, board);
                }
                if (i < playing.size() - 1) {
                    // Every game's end makes its tournament due; while others are in play, nothing follows.
                    assertEquals(List.of(t.id()), current.tournaments().due());
                    assertInstanceOf(Advanced.Nothing.class, current.advance(t.id()));
                }
            }
            assertEquals(List.of(t.id()), current.tournaments().due(), "the last game's end made the round due");
            Process[] all = processes.toArray(Process[]::new);
            List<Advanced> advanced = race(List.of(all), p -> p.advance(t.id()));
            if (round < 4) {
                Advanced.Paired next = only(advanced);
                assertEquals(round + 1, next.round());
            } else {
                List<Advanced.Finished> finished = advanced.stream().filter(Advanced.Finished.class::isInstance)
                        .map(Advanced.Finished.class::cast).toList();
                assertEquals(1, finished.size(), "one process finishes it: " + advanced);
                assertFalse(finished.get(0).winners().isEmpty());
            }
            assertTrue(current.tournaments().due().isEmpty());
        }
        StoredTournament over = current.tournaments().find(t.id()).orElseThrow();
        assertEquals(TournamentState.FINISHED, over.state());
        List<StoredBoard> boards = current.tournaments().boards(t.id());
        assertEquals(16, boards.size(), "four rounds of four boards, none written twice");
        for (int round = 1; round <= 4; round++) {
            int r = round;
            List<Long> seated = boards.stream().filter(b -> b.round() == r)
                    .flatMap(b -> java.util.stream.Stream.of(b.firstEntrant(), b.secondEntrant().orElseThrow())).toList();
            assertEquals(8, new HashSet<>(seated).size(), "everyone plays once in round " + round);
        }
        Set<Long> games = boards.stream().map(b -> b.gameId().orElseThrow()).collect(Collectors.toSet());
        assertEquals(16, games.size(), "a game per board, each created once");
        for (StoredBoard board : boards) {
            GameView game = current.games().find(board.gameId().get()).orElseThrow();
            assertTrue(game.game().isOver());
            assertEquals(Optional.of(board), current.tournaments().boardOf(game.id()));
        }
        Tournament engine = current.tournaments().engine(t.id()).orElseThrow();
        assertTrue(engine.finished());
        assertEquals(8, engine.standings().rows().size());
        for (Process p : processes) {
            p.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theLastGameOfARoundEndingWhileAnotherProcessLooksAtTheRoundStillLeavesTheRoundDue(TestDatabase database)
            throws Exception {
        Setup setup = Setup.on(database, 4);
        StoredTournament t = setup.create(TournamentSpec.FormatChoice.SWISS, Optional.of(2));
        for (Player player : setup.people()) {
            setup.process().tournaments().join(t.id(), player.id());
        }
        Process p = setup.process();
        p.tournaments().start(t.id(), p.maker(), TournamentRepository.Then.NOTHING);
        List<StoredBoard> playing = inPlay(p, t.id(), 1);
        firstResigns(p, playing.get(0));

        // Another process holds the tournament as pairing does: it takes the due mark, sees a game still in
        // play, and commits after the last game ended in the meantime.
        Process other = Process.on(setup.settings(), setup.clock(), p.bot());
        java.util.concurrent.CountDownLatch holding = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch ended = new java.util.concurrent.CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<?> looking = pool.submit(() -> other.store().inTransaction(em -> {
                em.createNativeQuery("select id from tournament where id = ?1" + other.store().engine().skipLocked())
                        .setParameter(1, t.id()).getResultList();
                em.createNativeQuery("update tournament set due_at = null where id = ?1").setParameter(1, t.id())
                        .executeUpdate();
                holding.countDown();
                try {
                    // The game's end waits for this transaction where the database makes it wait; else it is done.
                    ended.await(2, java.util.concurrent.TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return null;
            }));
            holding.await();
            Future<?> ending = pool.submit(() -> {
                firstResigns(p, playing.get(1));
                ended.countDown();
            });
            looking.get();
            ending.get();
        } finally {
            pool.shutdownNow();
            other.store().close();
        }

        assertEquals(List.of(t.id()), p.tournaments().due(), "the round's last game left it due");
        Advanced.Paired second = assertInstanceOf(Advanced.Paired.class, p.advance(t.id()));
        assertEquals(2, second.round());
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aDrawnKnockoutGameIsReplayedWithTheSidesSwappedAndTheFinalNamesTheChampion(TestDatabase database) throws Exception {
        Setup setup = Setup.on(database, 4);
        Process p = setup.process();
        StoredTournament t = setup.create(TournamentSpec.FormatChoice.KNOCKOUT, Optional.empty());
        for (Player player : setup.people()) {
            p.tournaments().join(t.id(), player.id());
        }
        Advanced.Paired first = (Advanced.Paired) p.tournaments().start(t.id(), p.maker(), TournamentRepository.Then.NOTHING);
        assertEquals(2, first.boards().size());
        StoredBoard drawn = first.boards().get(0);
        drawn(p, drawn);
        // Replayed at once, though board 2 is still in play.
        Advanced.Paired replay = (Advanced.Paired) p.advance(t.id());
        assertTrue(replay.replays());
        StoredBoard again = replay.boards().get(0);
        assertEquals(List.of(1, 1, 1), List.of(again.round(), again.board(), again.replay()));
        assertEquals(drawn.secondEntrant().orElseThrow(), again.firstEntrant(), "the sides are swapped");
        assertTrue(p.games().find(first.boards().get(1).gameId().orElseThrow()).orElseThrow().game().toMove()
                .isPresent(), "board 2 is still in play");
        firstResigns(p, first.boards().get(1));
        assertInstanceOf(Advanced.Nothing.class, p.advance(t.id()), "the replay is still in play");
        firstResigns(p, again);
        Advanced.Paired fin = (Advanced.Paired) p.advance(t.id());
        assertEquals(2, fin.round());
        assertEquals(Set.of(drawn.firstEntrant(), first.boards().get(1).secondEntrant().orElseThrow()),
                Set.of(fin.boards().get(0).firstEntrant(), fin.boards().get(0).secondEntrant().orElseThrow()),
                "the winners meet in the final");
        firstResigns(p, fin.boards().get(0));
        Advanced.Finished over = (Advanced.Finished) p.advance(t.id());
        assertEquals(List.of(fin.boards().get(0).secondEntrant().orElseThrow()),
                over.winners().stream().map(StoredEntrant::id).toList());
        p.store().close();
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aWithdrawalForfeitsTheGameInPlayAndTheRoundRobinsLaterGamesAreForfeitedWithoutBeingOpened(TestDatabase database)
            throws Exception {
        Setup setup = Setup.on(database, 4);
        Process p = setup.process();
        StoredTournament t = setup.create(TournamentSpec.FormatChoice.ROUND_ROBIN, Optional.empty());
        for (Player player : setup.people()) {
            p.tournaments().join(t.id(), player.id());
        }
        Advanced.Paired first = (Advanced.Paired) p.tournaments().start(t.id(), p.maker(), TournamentRepository.Then.NOTHING);
        StoredBoard board = first.boards().get(0);
        long leaving = board.firstEntrant();
        p.tournaments().withdraw(t.id(), leaving, GameRepository.Consequence.NONE);
        GameView forfeited = p.games().find(board.gameId().orElseThrow()).orElseThrow();
        assertTrue(forfeited.game().isOver(), "the withdrawn entrant's game ended by its resignation");
        assertEquals(Optional.of(Result.SECOND_WINS_BY_FORFEIT), p.tournaments().boards(t.id()).get(0).result());
        TournamentRefusal twice = assertThrows(TournamentRefusal.class, () -> p.tournaments().withdraw(t.id(),
                leaving, GameRepository.Consequence.NONE));
        assertEquals(new TournamentRefusal.Engine(t.id(), new Refusal.AlreadyWithdrawn(leaving)), twice.reason());
        assertEquals("entrant " + leaving + " has already withdrawn", twice.getMessage());

        firstResigns(p, first.boards().get(1));
        for (int round = 2; round <= 3; round++) {
            Advanced.Paired next = (Advanced.Paired) p.advance(t.id());
            assertEquals(round, next.round());
            for (StoredBoard b : next.boards()) {
                boolean withLeaver = b.firstEntrant() == leaving || b.secondEntrant().equals(Optional.of(leaving));
                assertEquals(withLeaver, b.gameId().isEmpty(), "only the withdrawn entrant's game is not opened");
                assertEquals(withLeaver, b.result().isPresent());
                if (!withLeaver) {
                    firstResigns(p, b);
                }
            }
        }
        assertInstanceOf(Advanced.Finished.class, p.advance(t.id()));
        p.store().close();
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void twoComputerEntrantsMeetInAGameTheComputerPlaysOnBothSides(TestDatabase database) throws Exception {
        Setup setup = Setup.on(database, 1);
        Process p = setup.process();
        StoredTournament t = setup.create(TournamentSpec.FormatChoice.ROUND_ROBIN, Optional.empty());
        p.tournaments().join(t.id(), setup.people().get(0).id());
        p.tournaments().addComputer(t.id(), "random");
        p.tournaments().addComputer(t.id(), "random");
        List<StoredBoard> boards = new ArrayList<>(((Advanced.Paired) p.tournaments().start(t.id(), p.maker(),
                TournamentRepository.Then.NOTHING)).boards());
        Optional<GameView> computerOnly = Optional.empty();
        for (int round = 1; computerOnly.isEmpty(); round++) {
            for (StoredBoard board : boards.stream().filter(b -> b.gameId().isPresent()).toList()) {
                GameView game = p.games().find(board.gameId().get()).orElseThrow();
                if (game.computerOnly()) {
                    computerOnly = Optional.of(game);
                    assertEquals(List.of("random", "random"), game.computers().stream().map(Computer::level).toList());
                    assertEquals(p.bot(), game.playerOneId());
                    assertEquals(p.bot(), game.playerTwoId());
                    assertTrue(!game.rated());
                }
                firstResigns(p, board);
            }
            if (computerOnly.isEmpty()) {
                boards = ((Advanced.Paired) p.advance(t.id())).boards();
            }
        }
        long gameId = computerOnly.get().id();
        assertTrue(p.tournaments().boardOf(gameId).orElseThrow().result().isPresent(),
                "the board of the computer's game by itself has its result");
        TournamentView view = p.store().read(em -> TournamentView.read(em, t.id())).orElseThrow();
        assertEquals(List.of("P0", "the computer (random)", "the computer (random) #2"),
                view.entrants().stream().map(e -> view.name(e.id())).toList());
        p.store().close();
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void badRequestsAreRefusedSayingWhyAndChangeNothing(TestDatabase database) throws Exception {
        Setup setup = Setup.on(database, 5);
        Process p = setup.process();
        TournamentRepository tournaments = p.tournaments();
        StoredTournament t = setup.create(TournamentSpec.FormatChoice.SWISS, Optional.of(3));
        long ann = setup.people().get(0).id();
        tournaments.join(t.id(), ann);
        assertRefused(new TournamentRefusal.AlreadyJoined(t.id()), () -> tournaments.join(t.id(), ann));
        assertRefused(new TournamentRefusal.Unknown(999), () -> tournaments.join(999, ann));
        assertRefused(new TournamentRefusal.NotEntered(t.id()),
                () -> tournaments.leave(t.id(), setup.people().get(1).id()));
        assertRefused(new TournamentRefusal.NotStarted(t.id()),
                () -> tournaments.withdraw(t.id(), tournaments.entrants(t.id()).get(0).id(), GameRepository.Consequence.NONE));
        assertRefused(new TournamentRefusal.NotPlaying(t.id()), () -> tournaments.pause(t.id()));
        // The computer may be entered more than once, even at one level: each is an entrant of its own.
        tournaments.addComputer(t.id(), "random");
        tournaments.addComputer(t.id(), "random");
        tournaments.leave(t.id(), ann);
        assertEquals(List.of(new Entrant.Computer("random", 1), new Entrant.Computer("random", 2)),
                tournaments.entrants(t.id()).stream().map(StoredEntrant::kind).toList());

        // Too few for a Swiss: called off, and everyone is told why.
        Advanced.CalledOff off = (Advanced.CalledOff) tournaments.start(t.id(), p.maker(), TournamentRepository.Then.NOTHING);
        assertEquals(new CallOff.Field(new Refusal.TooFewEntrants(4, 2)), off.reason());
        assertEquals(Optional.of(off.reason()), tournaments.find(t.id()).orElseThrow().calledOff());
        assertEquals(TournamentState.CANCELLED, tournaments.find(t.id()).orElseThrow().state());

        StoredTournament started = setup.create(TournamentSpec.FormatChoice.SWISS, Optional.of(3));
        for (Player player : setup.people().subList(0, 4)) {
            tournaments.join(started.id(), player.id());
        }
        tournaments.start(started.id(), p.maker(), TournamentRepository.Then.NOTHING);
        assertRefused(new TournamentRefusal.Started(started.id()),
                () -> tournaments.join(started.id(), setup.people().get(4).id()));
        assertRefused(new TournamentRefusal.Engine(started.id(), new Refusal.NotAnEntrant(999)),
                () -> tournaments.withdraw(started.id(), 999, GameRepository.Consequence.NONE));
        assertEquals(4, tournaments.entrants(started.id()).size());
        tournaments.pause(started.id());
        assertRefused(new TournamentRefusal.NotPaused(started.id()), () -> {
            tournaments.resume(started.id());
            tournaments.resume(started.id());
        });
        tournaments.cancel(started.id(), new CallOff.ByManager("Ann"), TournamentRepository.Then.NOTHING);
        assertRefused(new TournamentRefusal.CalledOff(started.id()),
                () -> tournaments.cancel(started.id(), new CallOff.ByManager("Bo"), TournamentRepository.Then.NOTHING));
        assertEquals(Optional.of(new CallOff.ByManager("Ann")), tournaments.find(started.id()).orElseThrow().calledOff());
        tournaments.setManagerRole(GUILD, Optional.of(77L));
        assertEquals(Optional.of(77L), tournaments.managerRole(GUILD));
        p.store().close();
    }

    private interface Step {
        void run() throws TournamentRefusal;
    }

    private static void assertRefused(TournamentRefusal.Reason reason, Step step) {
        TournamentRefusal refused = assertThrows(TournamentRefusal.class, step::run);
        assertEquals(reason, refused.reason());
        assertEquals(reason.english(), refused.getMessage());
    }

    private static List<StoredBoard> inPlay(Process p, long tournamentId, int round) {
        return p.tournaments().boards(tournamentId).stream()
                .filter(b -> b.round() == round && b.result().isEmpty() && b.gameId().isPresent()).toList();
    }

    /** The board's first mover resigns (through the store's one write path, as the bot's commands do). */
    private static void firstResigns(Process p, StoredBoard board) {
        long gameId = board.gameId().orElseThrow();
        GameView game = p.games().find(gameId).orElseThrow();
        MoveOutcome outcome = p.games().resign(gameId, game.playerOf(game.firstSide()));
        assertInstanceOf(MoveOutcome.Applied.class, outcome);
    }

    private static void drawn(Process p, StoredBoard board) {
        assertInstanceOf(MoveOutcome.Applied.class, p.games().apply(board.gameId().orElseThrow(),
                (game, stored) -> game.drawByAgreement()));
    }

    private static Advanced.Paired only(List<Advanced> results) {
        List<Advanced> paired = results.stream().filter(Advanced.Paired.class::isInstance).toList();
        assertEquals(1, paired.size(), "exactly one process pairs: " + results);
        assertEquals(results.size() - 1, results.stream().filter(Advanced.Nothing.class::isInstance).count());
        return (Advanced.Paired) paired.get(0);
    }

    /** Each process does {@code work} at the same moment; what each got. */
    private static List<Advanced> race(List<Process> processes, java.util.function.Function<Process, Advanced> work)
            throws Exception {
        CyclicBarrier together = new CyclicBarrier(processes.size());
        ExecutorService pool = Executors.newFixedThreadPool(processes.size());
        try {
            List<Future<Advanced>> done = new ArrayList<>();
            for (Process p : processes) {
                done.add(pool.submit(() -> {
                    together.await();
                    return work.apply(p);
                }));
            }
            List<Advanced> results = new ArrayList<>();
            for (Future<Advanced> f : done) {
                results.add(f.get());
            }
            return Collections.unmodifiableList(results);
        } finally {
            pool.shutdownNow();
        }
    }
}
