package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.StoredGame;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.PlayerRepository;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The computer opponent in the service, without Discord: every playable game, and two answers at once. */
class ComputerServiceTest {

    private static final Person BOT = new Person(1, "Blockade");
    private static Store store;
    private static Services services;

    @BeforeAll
    static void open() {
        store = Store.open(new StoreSettings("jdbc:sqlite:" + TestDatabase.sqliteFile(), "", "", 4));
        services = Services.over(store, Clock.systemUTC(), Settings.defaults());
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Test
    void inEveryPlayableGameTheComputerMovingFirstPlaysOneTurnAndThenWaits() {
        long person = 100;
        for (Rules<?, ?> rules : GameService.playable()) {
            long gameId = gameAgainstComputer(new Person(person++, "player"), rules.id(), rules.levels().get(0));

            Optional<Result> first = services.computer().respond(gameId);
            Optional<Result> again = services.computer().respond(gameId);

            Result.Board board = assertInstanceOf(Result.Board.class, first.orElseThrow(), rules.id());
            // A turn with dice is a row, the server's roll, then the points spent.
            int plies = board.game().plies().size();
            assertTrue(rules.usesDice() ? plies >= 3 : plies == 1, rules.id() + ": " + board.headline());
            assertTrue(board.headline().startsWith("The computer (" + rules.levels().get(0) + ") played "),
                    board.headline());
            assertEquals(board.next().map(Result.Mover::discordId), Optional.of(person - 1), rules.id());
            assertEquals(Optional.empty(), again, rules.id() + ": the person is to move now");
            assertEquals(plies, stored(gameId).plyCount(), rules.id());
        }
    }

    @Test
    void twoAnswersToTheSameMoveAtOncePlayTheComputersMoveOnce() throws Exception {
        long gameId = gameAgainstComputer(new Person(200, "racer"), "retreat", "search");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<Optional<Result>>> answers = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                answers.add(() -> services.computer().respond(gameId));
            }
            int played = 0;
            for (Future<Optional<Result>> answer : pool.invokeAll(answers)) {
                played += answer.get().isPresent() ? 1 : 0;
            }
            assertEquals(1, played);
            assertEquals(1, stored(gameId).plyCount());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aGameWaitingForTheComputerIsFoundForTheBotToFinishAfterARestart() {
        long gameId = gameAgainstComputer(new Person(300, "patient"), "walls", "easy");
        assertTrue(services.computer().waiting().contains(gameId));

        services.computer().respond(gameId);

        assertTrue(!services.computer().waiting().contains(gameId));
        assertEquals(Optional.of(77L), services.computer().placeOf(gameId));
    }

    @Test
    void inARetreatMatchTheComputerKeepsItsSeatOnItsNewColourInTheNextRound() {
        Person ada = new Person(400, "ada");
        Result opened = services.challenges().challenge(ada, ChallengeRequest.of("retreat",
                new ChallengeRequest.Computer(BOT, "random")).withMatch(true), Optional.empty(), 78);
        long round1 = assertInstanceOf(Result.Opened.class, opened, opened.toString()).gameId();
        assertTrue(((Result.Opened) opened).announcement().contains("Round 1 of a match to 11"),
                ((Result.Opened) opened).announcement());

        Result resigned = services.games().resign(ada, 78, Optional.of(round1));

        assertInstanceOf(Result.Board.class, resigned, resigned.toString());
        long round2 = store.read(em -> em.createQuery("select r.gameId from RetreatRound r where r.key.roundNo = 2"
                + " and r.key.matchId = (select s.key.matchId from RetreatRound s where s.gameId = :first)", Long.class)
                .setParameter("first", round1).getSingleResult());
        Result.Board reply = assertInstanceOf(Result.Board.class, services.computer().respond(round2).orElseThrow(),
                "colours swap: the computer is Black and moves first in round 2");
        assertEquals(Optional.of(ada.discordId()), reply.next().map(Result.Mover::discordId));
        assertEquals(1, stored(round2).plyCount());
    }

    @Test
    void aMatchTheComputerPlaysOnBothSidesGoesOnATurnAtATimeEachComputerOnItsPlayersNewColour() throws Exception {
        long bot = new PlayerRepository(store, Clock.systemUTC()).register(BOT.discordId(), BOT.name(),
                Optional.empty()).id();
        Rules<?, ?> rules = Games.byId("retreat");
        GameView round1 = services.challenges().openBoard(rules.id(), rules.presets().get(0).name(),
                new ChallengeService.BoardSeat(bot, Optional.of("random")),
                new ChallengeService.BoardSeat(bot, Optional.of("search")), true, Duration.ofHours(12),
                Optional.empty(), 79, "Both sides:", true);
        assertTrue(round1.computerOnly());
        assertFalse(round1.rated(), "the computer's games are unrated");
        int turns = 0;
        for (Optional<Result> turn = services.computer().respond(round1.id()); turn.isPresent();
                turn = services.computer().respond(round1.id())) {
            Result.Board board = assertInstanceOf(Result.Board.class, turn.get());
            assertEquals(Optional.of(round1.firstSide()), board.viewer(), "drawn one way up");
            assertTrue(board.next().isEmpty() || board.next().get().computer().isPresent(), "nobody is called");
            turns++;
        }
        assertTrue(stored(round1.id()).isFinished(), "played to its end by the computer alone, " + turns + " turns");
        long round2 = store.read(em -> em.createQuery("select r.gameId from RetreatRound r where r.key.roundNo = 2"
                + " and r.key.matchId = (select s.key.matchId from RetreatRound s where s.gameId = :first)", Long.class)
                .setParameter("first", round1.id()).getSingleResult());
        GameView next = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                Clock.systemUTC()).find(round2).orElseThrow();
        for (Side side : Side.values()) {
            assertEquals(round1.computerAt(side).orElseThrow().level(), next.computerAt(side.other()).orElseThrow().level(),
                    "colours swap: each computer plays its player of the match on the other colour");
        }
    }

    /** A game in channel 77 against the computer, which takes the side that moves first. */
    private static long gameAgainstComputer(Person person, String game, String level) {
        Result opened = services.challenges().challenge(person, ChallengeRequest.of(game,
                new ChallengeRequest.Computer(BOT, level)).withFirst(ChallengeRequest.First.THEM), Optional.empty(), 77);
        return assertInstanceOf(Result.Opened.class, opened, opened.toString()).gameId();
    }

    private static StoredGame stored(long gameId) {
        return store.inTransaction(em -> em.find(StoredGame.class, gameId));
    }
}
