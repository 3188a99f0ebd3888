package games.blockade.store.repository;

import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Words;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Side;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.model.DiceCommitment;
import games.blockade.store.model.GameState;
import games.blockade.store.model.Player;
import games.blockade.store.model.Rating;
import games.blockade.store.model.Score;
import games.blockade.store.model.Seat;
import games.blockade.store.model.StoredGame;
import jakarta.persistence.PersistenceException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GameRepositoryTest {

    private static GameView newGame(Store store, GameRepository games, boolean rated) throws Exception {
        Player one = StoreFixture.newPlayer(store, "Ann");
        Player two = StoreFixture.newPlayer(store, "Bob");
        return games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, one.id(), two.id(), rated));
    }

    private static long count(Store store, String jpql, long gameId) {
        return store.inTransaction(em -> em.createQuery(jpql, Long.class).setParameter("id", gameId).getSingleResult());
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aMoveIsStoredAsAPlyAndTheGameAdvances(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        GameRepository games = StoreFixture.games(store, StoreFixture.fixedClock());
        GameView game = newGame(store, games, false);

        MoveOutcome outcome = games.play(game.id(), game.playerOneId(), "2");

        MoveOutcome.Applied applied = assertInstanceOf(MoveOutcome.Applied.class, outcome);
        assertEquals(List.of("2"), applied.plies().stream().map(Ply::notation).toList());
        GameView reread = games.find(game.id()).orElseThrow();
        assertEquals(1, reread.plyCount());
        assertEquals("19 TWO plain 3 - 0", reread.position());
        assertEquals(game.version() + 1, reread.version());
        assertEquals(1, count(store, "select count(p) from StoredPly p where p.key.gameId = :id", game.id()));
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void anIllegalMoveIsRejectedWithItsReasonAndChangesNothing(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        GameRepository games = StoreFixture.games(store, StoreFixture.fixedClock());
        GameView game = newGame(store, games, false);

        MoveOutcome tooMany = games.play(game.id(), game.playerOneId(), "4");
        MoveOutcome notYourTurn = games.play(game.id(), game.playerTwoId(), "1");
        MoveOutcome stranger = games.play(game.id(), StoreFixture.newPlayer(store, "Cy").id(), "1");

        assertEquals("'4': take 1 to 3 stones", english(assertInstanceOf(MoveOutcome.Rejected.class, tooMany)));
        // A game the rules' words do not know is played by One and Two.
        assertEquals(new Refusal.NotYourTurn(PileGame.ID, Side.ONE),
                assertInstanceOf(MoveOutcome.Rejected.class, notYourTurn).reason());
        assertEquals("it is not your turn: One is to move",
                english(assertInstanceOf(MoveOutcome.Rejected.class, notYourTurn)));
        assertEquals("you are not playing game " + game.id(),
                english(assertInstanceOf(MoveOutcome.Rejected.class, stranger)));
        GameView reread = games.find(game.id()).orElseThrow();
        assertEquals(game.version(), reread.version());
        assertEquals(0, reread.plyCount());
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aFinishedGameIsPackedScoredAndRated(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        AtomicLong seconds = new AtomicLong();
        Clock ticking = new Clock() {
            @Override
            public ZoneOffset getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return Instant.parse("2026-11-21T12:00:00Z").plusSeconds(seconds.getAndAdd(90));
            }
        };
        GameRepository games = StoreFixture.games(store, ticking);
        GameView game = newGame(store, games, true);
        List<String> moves = List.of("3", "3", "3", "3", "3", "3", "3");

        for (int i = 0; i < moves.size(); i++) {
            Side side = i % 2 == 0 ? Side.ONE : Side.TWO;
            assertInstanceOf(MoveOutcome.Applied.class, games.play(game.id(), game.playerOf(side), moves.get(i)));
        }

        GameView finished = games.find(game.id()).orElseThrow();
        assertEquals(GameState.FINISHED, finished.state());
        assertEquals(new Outcome.Win(Side.ONE, "last-stone"), finished.game().outcome().orElseThrow());
        assertEquals(moves, finished.game().plies().stream().map(Ply::notation).toList());
        assertEquals(7, finished.plyTimes().size());
        assertEquals(Duration.ofSeconds(90), Duration.between(finished.plyTimes().get(0), finished.plyTimes().get(1)));
        assertEquals(0, count(store, "select count(p) from StoredPly p where p.key.gameId = :id", game.id()));
        byte[] record = store.inTransaction(em -> em.find(StoredGame.class, game.id()).record().orElseThrow());
        assertEquals(1 + 7, record.length, "the format byte and one byte per ply");
        Seat winner = store.inTransaction(em -> em.find(Seat.class, new Seat.Key(game.id(), Side.ONE)));
        Seat loser = store.inTransaction(em -> em.find(Seat.class, new Seat.Key(game.id(), Side.TWO)));
        assertEquals(Score.WIN, winner.score().orElseThrow());
        assertEquals(Score.LOSS, loser.score().orElseThrow());
        Rating ann = store.inTransaction(em -> em.find(Rating.class, new Rating.Key(game.playerOneId(), PileGame.ID)));
        Rating bob = store.inTransaction(em -> em.find(Rating.class, new Rating.Key(game.playerTwoId(), PileGame.ID)));
        assertTrue(ann.value().rating() > 1500 && bob.value().rating() < 1500);
        assertEquals(1, ann.games());
        assertEquals(2, count(store, "select count(c) from RatingChange c where c.gameId = :id", game.id()));
        assertInstanceOf(MoveOutcome.Rejected.class, games.play(game.id(), game.playerTwoId(), "1"));
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aResignationEndsTheGameWithoutAPly(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        GameRepository games = StoreFixture.games(store, StoreFixture.fixedClock());
        GameView game = newGame(store, games, false);
        games.play(game.id(), game.playerOneId(), "1");

        MoveOutcome outcome = games.resign(game.id(), game.playerTwoId());

        assertInstanceOf(MoveOutcome.Applied.class, outcome);
        GameView reread = games.find(game.id()).orElseThrow();
        assertEquals(new Outcome.Win(Side.ONE, Outcome.RESIGNATION), reread.game().outcome().orElseThrow());
        assertEquals(1, reread.plyCount());
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theDiceSeedIsRevealedWhenTheGameEnds(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        GameRepository games = StoreFixture.games(store, StoreFixture.fixedClock());
        Player one = StoreFixture.newPlayer(store, "Di");
        Player two = StoreFixture.newPlayer(store, "Ed");
        byte[] seed = {1, 2, 3, 4};
        GameView game = games.create(NewGame.of(PileGame.ID, "dice", Side.ONE, one.id(), two.id(), false).withDice(seed));
        games.apply(game.id(), (g, stored) -> g.rollDice(index -> 2));
        games.play(game.id(), one.id(), "2");

        DiceCommitment hidden = store.inTransaction(em -> em.find(DiceCommitment.class, game.id()));
        games.resign(game.id(), two.id());
        DiceCommitment shown = store.inTransaction(em -> em.find(DiceCommitment.class, game.id()));

        assertEquals(DiceCommitment.sha256(seed), hidden.seedSha256());
        assertTrue(hidden.revealedSeed().isEmpty());
        assertEquals("01020304", shown.revealedSeed().orElseThrow());
        GameView reread = games.find(game.id()).orElseThrow();
        assertEquals(List.of("d2", "2"), reread.game().plies().stream().map(Ply::notation).toList());
        assertEquals(List.of(java.util.Optional.empty(), java.util.Optional.of(Side.ONE)),
                reread.game().plies().stream().map(Ply::side).toList());
        // Rolled by other dice than the seed's (and no seed of the documented procedure's size).
        assertTrue(hidden.rollsVerified().isEmpty());
        assertEquals(java.util.Optional.of(false), shown.rollsVerified());
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theRollsAreCheckedAgainstTheSeedOnceAsTheGameEnds(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        GameRepository games = StoreFixture.games(store, StoreFixture.fixedClock());
        Player one = StoreFixture.newPlayer(store, "Fay");
        Player two = StoreFixture.newPlayer(store, "Gus");
        byte[] seed = new byte[SeededDice.SEED_BYTES];
        java.util.Arrays.fill(seed, (byte) 5);
        GameView game = games.create(NewGame.of(PileGame.ID, "dice", Side.ONE, one.id(), two.id(), false).withDice(seed));
        games.apply(game.id(), (g, stored) -> g.rollDice(SeededDice.of(seed)));
        games.apply(game.id(), (g, stored) -> g.play(g.legalTurns().get(0)));
        games.resign(game.id(), two.id());

        DiceCommitment shown = store.inTransaction(em -> em.find(DiceCommitment.class, game.id()));
        assertEquals(java.util.Optional.of(true), shown.rollsVerified());
    }

    /**
     * Two writers store a move of the same game at once: exactly one commits, and the other learns
     * where the game now stands. On PostgreSQL both read the same version first and the version
     * check stops the second; on SQLite a write transaction holds the store from its start, so the
     * second reads the game after the first move and the rules refuse it.
     */
    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void ofTwoConcurrentMovesExactlyOneIsStored(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        GameRepository games = StoreFixture.games(store, Clock.systemUTC());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        boolean bothRead = database == TestDatabase.POSTGRESQL;
        try {
            for (int round = 0; round < 3; round++) {
                GameView game = newGame(store, games, false);
                CyclicBarrier read = new CyclicBarrier(2);
                GameAction takeOne = (g, stored) -> {
                    await(read, bothRead);
                    return g.play(Side.ONE, "1");
                };
                GameAction takeTwo = (g, stored) -> {
                    await(read, bothRead);
                    return g.play(Side.ONE, "2");
                };
                Future<MoveOutcome> a = pool.submit(() -> games.apply(game.id(), takeOne));
                Future<MoveOutcome> b = pool.submit(() -> games.apply(game.id(), takeTwo));
                List<MoveOutcome> outcomes = List.of(a.get(30, TimeUnit.SECONDS), b.get(30, TimeUnit.SECONDS));

                List<MoveOutcome.Applied> applied = outcomes.stream()
                        .filter(MoveOutcome.Applied.class::isInstance).map(MoveOutcome.Applied.class::cast).toList();
                assertEquals(1, applied.size(), outcomes.toString());
                MoveOutcome lost = outcomes.stream().filter(o -> !(o instanceof MoveOutcome.Applied)).findFirst()
                        .orElseThrow();
                GameView now = games.find(game.id()).orElseThrow();
                assertEquals(1, now.plyCount());
                assertEquals(applied.get(0).game().position(), now.position());
                if (lost instanceof MoveOutcome.Conflict conflict) {
                    assertTrue(bothRead, "only writers that read at once conflict: " + lost);
                    assertEquals(now.position(), conflict.game().position());
                    assertTrue(conflict.message().startsWith("the game changed"), conflict.message());
                } else {
                    MoveOutcome.Rejected rejected = assertInstanceOf(MoveOutcome.Rejected.class, lost);
                    assertFalse(bothRead, "writers that both read conflict: " + lost);
                    assertEquals(now.version(), rejected.game().version(), "the loser sees the game after the move");
                }
                assertEquals(1, count(store, "select count(p) from StoredPly p where p.key.gameId = :id", game.id()));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** A write that fails after the game's row is updated leaves neither the row nor a ply changed. */
    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aMoveThatFailsMidWriteLeavesNothingHalfWritten(TestDatabase database) throws Exception {
        Store store = StoreFixture.shared(database);
        GameRepository games = StoreFixture.games(store, StoreFixture.fixedClock());
        GameView game = newGame(store, games, false);
        games.play(game.id(), game.playerOneId(), "1");
        // The database itself refuses this game's next ply, after the game's row has been updated.
        String refusal = "ply_refuses_game_" + game.id();
        boolean sqlite = database == TestDatabase.SQLITE;
        store.inTransaction(em -> em.createNativeQuery(sqlite
                ? "create trigger " + refusal + " before insert on ply when new.game_id = " + game.id()
                        + " and new.ply >= 2 begin select raise(abort, 'refused'); end"
                : "alter table ply add constraint " + refusal + " check (game_id <> " + game.id() + " or ply < 2)")
                .executeUpdate());
        try {
            assertThrows(PersistenceException.class, () -> games.play(game.id(), game.playerTwoId(), "3"));
        } finally {
            store.inTransaction(em -> em.createNativeQuery(sqlite ? "drop trigger " + refusal
                    : "alter table ply drop constraint " + refusal).executeUpdate());
        }

        GameView reread = games.find(game.id()).orElseThrow();
        assertEquals(1, reread.plyCount());
        assertEquals("20 TWO plain 3 - 0", reread.position());
        int storedCount = store.inTransaction(em -> em.find(StoredGame.class, game.id()).plyCount());
        assertEquals(1, storedCount);
        assertEquals(game.version() + 1, reread.version());
        assertEquals(1, count(store, "select count(p) from StoredPly p where p.key.gameId = :id", game.id()));
    }

    private static void await(CyclicBarrier barrier, boolean waitForTheOther) {
        if (!waitForTheOther) {
            return;
        }
        try {
            barrier.await(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the other writer never read the game", e);
        }
    }

    private static String english(MoveOutcome.Rejected rejected) {
        return Words.ENGLISH.say(rejected.reason());
    }
}
