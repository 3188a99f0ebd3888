package games.blockade.store.outbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Side;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.Hands;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.repository.ClockRepository;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.NewGame;
import games.blockade.store.tournament.TournamentRepository;
import games.blockade.store.tournament.TournamentSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** What is owed is delivered once, in order per game, by whichever process is alive to do it. */
class OutboxTest {

    private static final ClockRepository.Shards ALL = ClockRepository.Shards.all();

    /** A clock the test moves. */
    private record Fixture(Store store, Hands clock, Outbox outbox, GameRepository games) {
        static Fixture on(TestDatabase database) {
            Store store = database.open(6);
            Hands clock = new Hands(Instant.parse("2026-11-25T12:00:00Z"));
            return new Fixture(store, clock, new Outbox(store, clock), StoreFixture.games(store, clock));
        }

        long game(long guild) throws Exception {
            long one = StoreFixture.newPlayer(store, "Ann").id();
            long two = StoreFixture.newPlayer(store, "Bob").id();
            return games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, one, two, false)
                    .in(guild, guild + 1, guild + 2)).id();
        }

        long owe(long game, long guild, int ply, Optional<Outbox.Hold> hold) {
            return store.inTransaction(em -> outbox.owe(em, Outbox.Owed.ofGame(Outbox.Kind.BOARD, game,
                    Optional.of(guild), ply, "ply " + ply), hold));
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void twoProcessesDeliverEveryEffectOnceAndEachGamesInOrder(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            List<Long> games = new ArrayList<>();
            for (int g = 0; g < 4; g++) {
                games.add(f.game(0));
            }
            for (int ply = 1; ply <= 10; ply++) {
                for (long game : games) {
                    f.owe(game, 0, ply, Optional.empty());
                }
            }
            Map<Long, List<Integer>> posted = new ConcurrentHashMap<>();
            List<Long> deliveries = Collections.synchronizedList(new ArrayList<>());
            ExecutorService processes = Executors.newFixedThreadPool(2);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<?>> running = new ArrayList<>();
            for (String process : List.of("first", "second")) {
                f.outbox().seen(process);
                running.add(processes.submit(() -> {
                    go.await();
                    while (f.outbox().anyDue(ALL)) {
                        for (Outbox.Effect effect : f.outbox().claim(process, ALL, 3)) {
                            posted.computeIfAbsent(effect.gameId().orElseThrow(), g -> Collections.synchronizedList(
                                    new ArrayList<>())).add(effect.ply().orElseThrow());
                            deliveries.add(effect.id());
                            assertTrue(f.outbox().delivered(effect.id(), process, Optional.of(7L),
                                    Optional.of(effect.id() * 10), Outbox.Outcome.DELIVERED, Optional.empty()));
                        }
                    }
                    return null;
                }));
            }
            go.countDown();
            for (Future<?> process : running) {
                process.get();
            }
            processes.shutdown();

            assertEquals(40, deliveries.size());
            assertEquals(40, Set.copyOf(deliveries).size(), "each effect delivered once");
            for (long game : games) {
                assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), posted.get(game), "game " + game + "'s order");
            }
            assertEquals(List.of(), f.outbox().undelivered());
        } finally {
            f.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aTournamentsPostsAreDeliveredInOrderOneAtATime(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            long organizer = StoreFixture.newPlayer(f.store(), "Org").id();
            TournamentRepository tournaments = new TournamentRepository(f.store(), f.games(), f.clock());
            long tournament = tournaments.create(new TournamentSpec(PileGame.ID, "standard",
                    TournamentSpec.FormatChoice.SWISS, Optional.empty(), Optional.empty(), false,
                    f.clock().instant().plus(Duration.ofDays(1)), Optional.empty(), 0, 1, organizer)).id();
            List<Long> owed = new ArrayList<>();
            for (Outbox.Kind kind : List.of(Outbox.Kind.TOURNAMENT, Outbox.Kind.TOURNAMENT_NEWS,
                    Outbox.Kind.TOURNAMENT_EDIT)) {
                owed.add(f.store().inTransaction(em -> f.outbox().owe(em, Outbox.Owed.ofTournament(kind, tournament, 0,
                        kind.name()), Optional.empty())));
            }
            f.outbox().seen("worker");
            for (long next : owed) {
                List<Outbox.Effect> claimed = f.outbox().claim("worker", ALL, 10);
                assertEquals(List.of(next), claimed.stream().map(Outbox.Effect::id).toList(),
                        "the next of the tournament's effects alone, once the one before is out");
                assertEquals(Optional.of(tournament), claimed.get(0).tournamentId());
                assertTrue(f.outbox().delivered(next, "worker", Optional.of(7L), Optional.of(70L),
                        Outbox.Outcome.DELIVERED, Optional.empty()));
            }
            assertEquals(3, f.outbox().ofTournament(tournament).size());
            assertFalse(f.outbox().anyDue(ALL));
        } finally {
            f.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void whatALiveProcessHoldsWaitsForItAndWhatADeadOneHeldIsDeliveredByAnother(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            long game = f.game(0);
            f.outbox().seen("answering");
            f.outbox().seen("worker");
            long held = f.owe(game, 0, 1, Optional.of(new Outbox.Hold("answering", Optional.of("token"))));
            long next = f.owe(game, 0, 2, Optional.empty());

            assertEquals(List.of(), f.outbox().claim("worker", ALL, 10), "held, and the next waits behind it");

            f.clock().advance(Outbox.ALIVE.plusSeconds(1));
            f.outbox().seen("worker");
            List<Outbox.Effect> taken = f.outbox().claim("worker", ALL, 10);

            assertEquals(List.of(held), taken.stream().map(Outbox.Effect::id).toList(), "the first in order only");
            assertEquals(Optional.of("token"), taken.get(0).answerToken(), "to look for the dead one's answer");
            assertFalse(f.outbox().delivered(held, "answering", Optional.empty(), Optional.empty(),
                    Outbox.Outcome.DELIVERED, Optional.empty()), "the dead holder's word no longer counts");
            assertTrue(f.outbox().delivered(held, "worker", Optional.of(7L), Optional.of(70L),
                    Outbox.Outcome.DELIVERED, Optional.empty()));
            assertEquals(List.of(next), f.outbox().claim("worker", ALL, 10).stream().map(Outbox.Effect::id).toList());
        } finally {
            f.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aFailedDeliveryWaitsItsTurnAndAStoppedProcessGivesBackWhatItHeld(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            long game = f.game(0);
            f.outbox().seen("worker");
            long effect = f.owe(game, 0, 1, Optional.empty());
            f.outbox().claim("worker", ALL, 10);

            f.outbox().retryLater(effect, "worker", Duration.ofSeconds(4), "Discord answered 500");

            assertFalse(f.outbox().anyDue(ALL), "not before its time");
            f.clock().advance(Duration.ofSeconds(5));
            f.outbox().seen("worker");
            Outbox.Effect again = f.outbox().claim("worker", ALL, 10).get(0);
            assertEquals(1, again.attempts());
            assertEquals(Optional.of("Discord answered 500"), again.note());

            f.outbox().gone("worker");

            assertTrue(f.outbox().anyDue(ALL), "given back at once, not after the process is missed");
        } finally {
            f.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void eachProcessDeliversForTheGuildsOfItsOwnShards(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            long onZero = 2L << 22;
            long onOne = 3L << 22;
            long zeroGame = f.game(onZero);
            long oneGame = f.game(onOne);
            f.owe(zeroGame, onZero, 1, Optional.empty());
            f.owe(oneGame, onOne, 1, Optional.empty());
            ClockRepository.Shards zero = new ClockRepository.Shards(2, Set.of(0));
            ClockRepository.Shards one = new ClockRepository.Shards(2, Set.of(1));

            assertEquals(List.of(oneGame), f.outbox().claim("b", one, 10).stream()
                    .map(e -> e.gameId().orElseThrow()).toList());
            assertEquals(List.of(zeroGame), f.outbox().claim("a", zero, 10).stream()
                    .map(e -> e.gameId().orElseThrow()).toList());
            assertTrue(zero.owns(Optional.of(onZero)) && one.owns(Optional.of(onOne)));
            assertTrue(zero.owns(Optional.empty()), "direct messages are shard 0's");
        } finally {
            f.store().close();
        }
    }
}
