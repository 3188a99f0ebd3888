package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Outcome;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.model.GameState;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Draw offers made at the same moment (issue 21): the same player offering twice at once leaves
 * one open offer, posted once; both players offering at once draw the game, since both asked.
 * Each case is raced 80 times, each time in a new game.
 */
class DrawOfferRaceTest {

    private static final int ROUNDS = 80;
    private static final long CHANNEL = 90;

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aPlayerOfferingTwiceAtOnceMakesOneOffer(TestDatabase database) throws Exception {
        try (Store store = database.open(6)) {
            Services services = Services.over(store, Clock.systemUTC(), Settings.defaults());
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                for (int round = 0; round < ROUNDS; round++) {
                    Person black = new Person(1000 + 2L * round, "black" + round);
                    Person white = new Person(1001 + 2L * round, "white" + round);
                    long game = game(services, black, white);

                    List<Result> answers = atOnce(pool, () -> services.games().draw(black, CHANNEL, Optional.of(game)),
                            () -> services.games().draw(black, CHANNEL, Optional.of(game)));

                    long asked = answers.stream().filter(Result.Question.class::isInstance).count();
                    assertEquals(1, asked, "round " + round + ": " + answers);
                    Result other = answers.stream().filter(a -> !(a instanceof Result.Question)).findFirst()
                            .orElseThrow();
                    assertEquals(new Result.Refused("you have already offered a draw in game " + game
                            + "; it waits for white" + round + "'s answer"), other, "round " + round);
                    assertEquals(1, count(store, "select count(*) from draw_offer where game_id = " + game
                            + " and state = 'OPEN'"), "round " + round);
                    assertEquals(1, count(store, "select count(*) from outbox where game_id = " + game
                            + " and kind = 'OFFER'"), "round " + round + ": the offer is posted once");
                    assertEquals(GameState.ACTIVE, stored(store, game).state());
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void bothPlayersOfferingAtOnceDrawTheGame(TestDatabase database) throws Exception {
        try (Store store = database.open(6)) {
            Services services = Services.over(store, Clock.systemUTC(), Settings.defaults());
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                for (int round = 0; round < ROUNDS; round++) {
                    Person black = new Person(5000 + 2L * round, "black" + round);
                    Person white = new Person(5001 + 2L * round, "white" + round);
                    long game = game(services, black, white);

                    List<Result> answers = atOnce(pool, () -> services.games().draw(black, CHANNEL, Optional.of(game)),
                            () -> services.games().draw(white, CHANNEL, Optional.of(game)));

                    // One offered; the other, finding that offer, accepted it.
                    assertEquals(1, answers.stream().filter(Result.Question.class::isInstance).count(),
                            "round " + round + ": " + answers);
                    Result accepted = answers.stream().filter(a -> !(a instanceof Result.Question)).findFirst()
                            .orElseThrow();
                    Result.Board drawn = assertInstanceOf(Result.Board.class, accepted, "round " + round);
                    assertTrue(drawn.headline().contains("accepted the draw"), drawn.headline());
                    assertEquals(Optional.of(new Outcome.Draw(Outcome.AGREEMENT)), stored(store, game).game()
                            .outcome(), "round " + round);
                    assertEquals(0, count(store, "select count(*) from draw_offer where game_id = " + game
                            + " and state = 'OPEN'"), "round " + round);
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** A game of retreat between the two, challenged and accepted. */
    private static long game(Services services, Person black, Person white) {
        Result invited = services.challenges().challenge(black, ChallengeRequest.of("retreat",
                new ChallengeRequest.Member(white)).withFirst(ChallengeRequest.First.ME), Optional.empty(), CHANNEL);
        String accept = assertInstanceOf(Result.Invitation.class, invited, invited.toString()).acceptId();
        Result opened = services.challenges().press(white, accept).orElseThrow();
        return assertInstanceOf(Result.Opened.class, opened, opened.toString()).gameId();
    }

    /** Runs both at the same moment; their results in order. */
    private static List<Result> atOnce(ExecutorService pool, Callable<Result> one, Callable<Result> two)
            throws Exception {
        CyclicBarrier start = new CyclicBarrier(2);
        List<Future<Result>> running = new ArrayList<>();
        for (Callable<Result> action : List.of(one, two)) {
            running.add(pool.submit(() -> {
                start.await();
                return action.call();
            }));
        }
        List<Result> results = new ArrayList<>();
        for (Future<Result> result : running) {
            results.add(result.get());
        }
        return results;
    }

    private static long count(Store store, String sql) {
        return store.read(em -> ((Number) em.createNativeQuery(sql).getSingleResult()).longValue());
    }

    private static GameView stored(Store store, long gameId) {
        return new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), Clock.systemUTC())
                .find(gameId).orElseThrow();
    }
}
