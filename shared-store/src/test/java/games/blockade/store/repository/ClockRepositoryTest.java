package games.blockade.store.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.Hands;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.model.ComputerSeat;
import games.blockade.store.model.Player;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ClockRepositoryTest {

    private static final Instant START = Instant.parse("2026-11-21T12:00:00Z");
    private static final Duration HOUR = Duration.ofHours(1);
    private static final ClockRepository.Reminded NO_NOTICE = (em, game, lead) -> {
    };
    private static final GameRepository.Consequence NO_ENDING = GameRepository.Consequence.NONE;
    /** Guild ids whose snowflake timestamps put them on shard 0 and shard 1 of two. */
    private static final long GUILD_ON_0 = 2L << 22;

    /** A clock the test moves by hand. */
    private record Fixture(Store store, Hands clock, GameRepository games, ClockRepository clocks) {
        static Fixture on(TestDatabase database) {
            Store store = database.open(6);
            Hands clock = new Hands(START);
            GameRepository games = StoreFixture.games(store, clock);
            return new Fixture(store, clock, games, new ClockRepository(store, games, clock));
        }

        GameView game(long guild) throws Exception {
            Player one = StoreFixture.newPlayer(store, "Ann");
            Player two = StoreFixture.newPlayer(store, "Bob");
            long id = games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, one.id(), two.id(), false)
                    .withClock(HOUR).in(guild, guild + 1, guild + 2)).id();
            // Its first board is posted: its clock starts.
            games.show(id);
            return games.find(id).orElseThrow();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void everyOverdueGameEndsOnTimeExactlyOnceWhateverTheNumberOfClaimers(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            ids.add(f.game(GUILD_ON_0).id());
        }
        f.clock().advance(HOUR.plusSeconds(1));
        int claimers = 4;
        CyclicBarrier start = new CyclicBarrier(claimers);
        ExecutorService pool = Executors.newFixedThreadPool(claimers);
        List<Long> claimed = Collections.synchronizedList(new ArrayList<>());
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < claimers; i++) {
                done.add(pool.submit(() -> {
                    start.await();
                    Set<Long> skip = new HashSet<>();
                    for (Optional<ClockRepository.Claim> next = f.clocks().timeOutOne(skip, NO_ENDING);
                         next.isPresent();
                         next = f.clocks().timeOutOne(skip, NO_ENDING)) {
                        if (next.get().ended()) {
                            claimed.add(next.get().gameId());
                        } else {
                            skip.add(next.get().gameId());
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> future : done) {
                future.get();
            }
        } finally {
            pool.shutdownNow();
            f.store().close();
        }

        assertEquals(Set.copyOf(ids), Set.copyOf(claimed));
        assertEquals(ids.size(), claimed.size(), "no game was ended twice: " + claimed);
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theComputerNeverRunsOutOfTimeNorIsRemindedButItsOpponentDoes(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            GameView game = f.game(GUILD_ON_0);
            f.store().inTransaction(em -> {
                em.persist(new ComputerSeat(game.id(), Side.ONE, "easy", 1));
                return null;
            });
            f.clock().advance(HOUR.plusSeconds(1));

            assertEquals(Optional.of(new ClockRepository.Claim(game.id(), false)),
                    f.clocks().timeOutOne(Set.of(), NO_ENDING),
                    "the computer is to move: claimed, not ended");
            assertEquals(Optional.empty(), f.clocks().timeOutOne(Set.of(game.id()), NO_ENDING));
            assertFalse(f.clocks().recordReminder(game.id(), 0, Duration.ofMinutes(15), NO_NOTICE));
            assertTrue(f.games().find(game.id()).orElseThrow().game().outcome().isEmpty());

            assertInstanceOf(MoveOutcome.Applied.class, f.games().play(game.id(), game.playerOneId(), "2"));
            assertTrue(f.clocks().recordReminder(game.id(), 1, Duration.ofMinutes(15), NO_NOTICE),
                    "the person is reminded");
            f.clock().advance(HOUR.plusSeconds(1));
            assertEquals(Optional.of(new ClockRepository.Claim(game.id(), true)),
                    f.clocks().timeOutOne(Set.of(), NO_ENDING));
            assertEquals(Optional.of(new Outcome.Win(Side.ONE, Outcome.TIME)),
                    f.games().find(game.id()).orElseThrow().game().outcome());
        } finally {
            f.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theSideToMoveLosesOnTimeWithOneNoticeAndAMoveMovesTheDeadline(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            GameView game = f.game(GUILD_ON_0);
            f.clock().advance(Duration.ofMinutes(50));
            assertInstanceOf(MoveOutcome.Applied.class, f.games().play(game.id(), game.playerOneId(), "2"));
            f.clock().advance(Duration.ofMinutes(50));

            assertEquals(Optional.empty(), f.clocks().timeOutOne(Set.of(), NO_ENDING),
                    "the move gave the opponent a fresh hour");
            f.clock().advance(Duration.ofMinutes(10));
            assertEquals(Optional.of(new ClockRepository.Claim(game.id(), true)),
                    f.clocks().timeOutOne(Set.of(), NO_ENDING));
            assertEquals(Optional.empty(), f.clocks().timeOutOne(Set.of(), NO_ENDING));

            GameView after = f.games().find(game.id()).orElseThrow();
            assertEquals(Optional.of(new Outcome.Win(Side.ONE, Outcome.TIME)), after.game().outcome());
            List<ClockRepository.Notice> notices = f.clocks().noticesOf(game.id());
            assertEquals(1, notices.size());
            assertEquals(ClockRepository.Kind.TIMEOUT, notices.get(0).kind());
            assertEquals(Optional.of(GUILD_ON_0 + 2), notices.get(0).channelId(), "posted in the game's thread");
        } finally {
            f.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aReminderIsRecordedOncePerDeadlineAndNotForADeadlineAMoveReplaced(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            GameView game = f.game(GUILD_ON_0);
            f.clock().advance(Duration.ofMinutes(45));
            ClockRepository.Nearing nearing = f.clocks().nearing(f.clock().instant().plus(Duration.ofMinutes(15)), 10)
                    .get(0);
            assertEquals(HOUR, nearing.moveClock());
            assertEquals(Set.of(), nearing.reminded());

            assertTrue(f.clocks().recordReminder(game.id(), 0, Duration.ofMinutes(15), NO_NOTICE));
            assertFalse(f.clocks().recordReminder(game.id(), 0, Duration.ofMinutes(15), NO_NOTICE));
            assertEquals(Set.of(Duration.ofMinutes(15)), f.clocks().nearing(START.plus(HOUR), 10).get(0).reminded());

            f.games().play(game.id(), game.playerOneId(), "1");
            assertFalse(f.clocks().recordReminder(game.id(), 0, Duration.ofMinutes(15), NO_NOTICE), "that deadline is gone");
            assertEquals(List.of(), f.clocks().nearing(f.clock().instant().plus(Duration.ofMinutes(15)), 10));
            assertEquals(Set.of(), f.clocks().nearing(f.clock().instant().plus(HOUR), 10).get(0).reminded());
        } finally {
            f.store().close();
        }
    }
}
