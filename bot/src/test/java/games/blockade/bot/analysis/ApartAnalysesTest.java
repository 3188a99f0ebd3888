package games.blockade.bot.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.Eventually;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.TestDatabase;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.generate.RandomGames;
import games.blockade.store.model.GameState;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.NewGame;
import games.blockade.store.repository.PlayerRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The analyses in a process of their own, as the bot runs them by default: the child analyses a
 * game the store queued, every thread of it at the lowest priority; it is started again when it
 * dies, and it ends when the bot closes its input.
 */
class ApartAnalysesTest {

    private static final Duration WAIT = Duration.ofSeconds(90);

    @Test
    void aChildAtTheLowestPriorityAnalysesTheQueuedGamesIsStartedAgainWhenKilledAndEndsWithTheBot()
            throws Exception {
        StoreSettings settings = TestDatabase.SQLITE.fresh(4);
        long gameId;
        try (Store store = Store.open(settings)) {
            gameId = finishedWalls(store);
            // A store seeded before: the child goes straight to the queue instead of solving retreat first.
            new PuzzleRepository(store, Clock.systemUTC()).seed(AnalysisWorker.RETREAT_SOLUTION, List::of);
        }
        ProcessHandle first;
        try (Store store = Store.open(settings); ApartAnalyses apart = ApartAnalyses.start(settings.environment())) {
            Eventually.value(WAIT, () -> analysis(store, gameId), "DONE"::equals, "the game analysed by the child");
            first = apart.process().orElseThrow();
            if (Files.exists(Path.of("/proc/" + first.pid() + "/task"))) {
                // Its collector's and compiler's threads too, not only the one that analyses.
                try (Stream<Path> threads = Files.list(Path.of("/proc/" + first.pid() + "/task"))) {
                    List<OptionalInt> nice = threads.map(t -> Niceness.of(t.resolve("stat"))).toList();
                    assertTrue(nice.size() > 5, "a JVM's threads: " + nice.size());
                    assertTrue(nice.stream().allMatch(OptionalInt.of(Niceness.LOWEST)::equals), nice.toString());
                }
            }

            first.destroyForcibly();
            ProcessHandle second = Eventually.value(WAIT, apart::process,
                    p -> p.isPresent() && p.get().pid() != first.pid(), "a new child after the first was killed")
                    .orElseThrow();
            assertFalse(first.isAlive());
            apart.close();
            assertTrue(second.onExit().get(10, TimeUnit.SECONDS) != null);
            assertFalse(second.isAlive(), "the child ends with the bot");
            assertNotEquals(first.pid(), second.pid());
        }
    }

    private static String analysis(Store store, long gameId) {
        return store.read(em -> ((List<?>) em.createNativeQuery("select state from game_analysis where game_id = ?1")
                .setParameter(1, gameId).getResultList()).stream().findFirst().map(Object::toString).orElse("none"));
    }

    /** A short game of walls, resigned, which the store queues for analysis as it ends. */
    private static long finishedWalls(Store store) throws Rejection {
        PlayerRepository players = new PlayerRepository(store, Clock.systemUTC());
        GameRepository games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                Clock.systemUTC());
        long one = players.register(1, "apart-one", Optional.empty()).id();
        long two = players.register(2, "apart-two", Optional.empty()).id();
        Rules<?, ?> walls = Games.byId("walls");
        Game<?, ?> played = RandomGames.play(walls, walls.presets().get(0), Side.ONE, 7, 6);
        long id = games.create(NewGame.of("walls", walls.presets().get(0).name(), Side.ONE, one, two, false)).id();
        for (Ply<?> ply : played.plies()) {
            games.play(id, ply.side().orElseThrow() == Side.ONE ? one : two, ply.notation());
        }
        games.resign(id, two);
        assertEquals(GameState.FINISHED, games.find(id).orElseThrow().state());
        return id;
    }
}
