package games.blockade.store.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Side;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.store.Hands;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Puzzles seeded once, given one open try at a time, and a server's daily puzzle posted once a day. */
class PuzzlesStoreTest {

    private static Puzzle puzzle(int stones) {
        return new Puzzle(PileGame.ID, "standard", stones + " one", Side.ONE, "1", Puzzle.Kind.WIN, 1);
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aPoolIsSeededOnceAndEachPersonGetsPuzzlesTheyHaveNotHad(TestDatabase database) {
        Store store = database.open(4);
        try {
            Hands clock = new Hands(Instant.parse("2026-11-25T12:00:00Z"));
            PuzzleRepository puzzles = new PuzzleRepository(store, clock);
            AtomicInteger built = new AtomicInteger();
            List<PuzzleRepository.Found> pool = List.of(new PuzzleRepository.Found(puzzle(5), Optional.empty(), true),
                    new PuzzleRepository.Found(puzzle(6), Optional.empty(), true),
                    new PuzzleRepository.Found(puzzle(6), Optional.empty(), true),
                    new PuzzleRepository.Found(puzzle(7), Optional.empty(), false));
            assertEquals(Optional.of(3), puzzles.seed("pile", () -> {
                built.incrementAndGet();
                return pool;
            }), "each position once");
            assertEquals(Optional.empty(), puzzles.seed("pile", () -> {
                built.incrementAndGet();
                return pool;
            }));
            assertEquals(1, built.get(), "a pool seeded already is not built again");

            long ann = StoreFixture.newPlayer(store, "Ann").id();
            PuzzleRepository.Stored first = puzzles.nextFor(ann, Optional.of(PileGame.ID)).orElseThrow();
            assertEquals(puzzle(6), first.puzzle(), "the newest published first");
            PuzzleRepository.Try given = puzzles.give(ann, first.id(), Optional.of(55L));
            assertEquals(Optional.of(given), puzzles.openFor(ann));
            PuzzleRepository.Stored second = puzzles.nextFor(ann, Optional.empty()).orElseThrow();
            assertEquals(puzzle(5), second.puzzle());
            // A new puzzle closes the open one unanswered: one open try per person.
            PuzzleRepository.Try next = puzzles.give(ann, second.id(), Optional.empty());
            assertFalse(puzzles.answer(given.id(), "1", true), "closed already");
            assertTrue(puzzles.answer(next.id(), "2", false));
            assertFalse(puzzles.answer(next.id(), "1", true), "answered once");
            assertEquals(Optional.empty(), puzzles.openFor(ann));
            assertEquals(Optional.empty(), puzzles.nextFor(ann, Optional.empty()), "the unpublished one is never given");
            assertEquals(Optional.of(first), puzzles.find(first.id()));
        } finally {
            store.close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aLargePoolIsSeededInShortTransactionsOnceWhoeverSeedsIt(TestDatabase database) throws Exception {
        Store store = database.open(6);
        ExecutorService processes = Executors.newFixedThreadPool(2);
        try {
            Hands clock = new Hands(Instant.parse("2026-11-25T12:00:00Z"));
            List<PuzzleRepository.Found> pool = IntStream.range(0, 2 * PuzzleRepository.SEED_BATCH + 7)
                    .mapToObj(n -> new PuzzleRepository.Found(puzzle(10 + n), Optional.empty(), true)).toList();
            // A filling stopped half way (its record never written) left the first 60 behind.
            new PuzzleRepository(store, clock).seed("half", () -> pool.subList(0, 60));

            Store.Traffic before = store.traffic();
            assertEquals(Optional.of(pool.size() - 60), new PuzzleRepository(store, clock).seed("pile", () -> pool));
            assertEquals(1 + 3 + 1, store.traffic().since(before).transactions(),
                    "a look for the record, three batches of at most " + PuzzleRepository.SEED_BATCH + ", the record");

            CountDownLatch go = new CountDownLatch(1);
            Callable<Optional<Integer>> seeding = () -> {
                go.await();
                return new PuzzleRepository(store, clock).seed("again", () -> pool);
            };
            List<Future<Optional<Integer>>> results = List.of(processes.submit(seeding), processes.submit(seeding));
            go.countDown();
            int told = 0;
            for (Future<Optional<Integer>> result : results) {
                told += result.get().isPresent() ? 1 : 0;
            }
            assertEquals(1, told, "one of two filling at once writes the record");
            assertEquals(pool.size(), (int) store.read(em -> ((Number) em.createNativeQuery("select count(*) from puzzle")
                    .getSingleResult()).intValue()), "each position once");
        } finally {
            processes.shutdownNow();
            store.close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aServersDailyPuzzleIsPostedOnceADayHoweverManyProcessesClaimIt(TestDatabase database) throws Exception {
        Store store = database.open(6);
        ExecutorService processes = Executors.newFixedThreadPool(4);
        try {
            Hands clock = new Hands(Instant.parse("2026-11-25T23:59:00Z"));
            Outbox outbox = new Outbox(store, clock);
            PuzzleRepository puzzles = new PuzzleRepository(store, clock);
            puzzles.seed("pile", () -> List.of(new PuzzleRepository.Found(puzzle(5), Optional.empty(), true),
                    new PuzzleRepository.Found(puzzle(6), Optional.empty(), true)));
            DailyPuzzles daily = new DailyPuzzles(store, clock);
            assertEquals(Optional.empty(), daily.channelOf(100));
            daily.set(100, Optional.of(101L), 9);
            daily.set(200, Optional.of(201L), 9);
            daily.set(200, Optional.empty(), 9);
            assertEquals(Optional.of(101L), daily.channelOf(100));
            LocalDate today = daily.today();
            assertEquals(List.of(new DailyPuzzles.Setting(100, 101)), daily.due(today), "switched off: not due");

            DailyPuzzles.Owe owe = (em, p, where) -> outbox.owe(em, new Outbox.Owed(Outbox.Kind.PUZZLE,
                    Optional.empty(), Optional.empty(), Optional.empty(), String.valueOf(p.id()),
                    Optional.of(where.guildId()), Optional.of(where.channelId()), Optional.empty(), Optional.empty(),
                    Optional.empty(), Optional.empty()), Optional.empty());
            CountDownLatch go = new CountDownLatch(1);
            List<Callable<Optional<PuzzleRepository.Stored>>> claims = List.of(
                    () -> { go.await(); return new DailyPuzzles(store, clock).claim(new DailyPuzzles.Setting(100, 101), today, owe); },
                    () -> { go.await(); return new DailyPuzzles(store, clock).claim(new DailyPuzzles.Setting(100, 101), today, owe); },
                    () -> { go.await(); return new DailyPuzzles(store, clock).claim(new DailyPuzzles.Setting(100, 101), today, owe); });
            List<Future<Optional<PuzzleRepository.Stored>>> results = claims.stream().map(processes::submit).toList();
            go.countDown();
            int claimed = 0;
            for (Future<Optional<PuzzleRepository.Stored>> result : results) {
                claimed += result.get().isPresent() ? 1 : 0;
            }
            assertEquals(1, claimed);
            assertEquals(List.of(), daily.due(today));
            assertEquals(1, outbox.undelivered().stream().filter(e -> e.kind() == Outbox.Kind.PUZZLE).count());

            clock.advance(Duration.ofMinutes(2));
            LocalDate tomorrow = daily.today();
            assertEquals(List.of(new DailyPuzzles.Setting(100, 101)), daily.due(tomorrow));
            PuzzleRepository.Stored second = daily.claim(daily.due(tomorrow).get(0), tomorrow, owe).orElseThrow();
            assertEquals(puzzle(5), second.puzzle(), "a puzzle not posted here before");
            clock.advance(Duration.ofDays(1));
            assertEquals(Optional.empty(), daily.claim(new DailyPuzzles.Setting(100, 101), daily.today(), owe),
                    "every puzzle posted here already");
        } finally {
            processes.shutdownNow();
            store.close();
        }
    }
}
