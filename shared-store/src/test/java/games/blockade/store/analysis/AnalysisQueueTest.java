package games.blockade.store.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Side;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.Eval;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.rules.analysis.Tally;
import games.blockade.rules.analysis.Verdict;
import games.blockade.store.Hands;
import games.blockade.store.PileGame;
import games.blockade.store.StoreFixture;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.outbox.Outbox;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.NewGame;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A finished game's analysis is queued with its ending, claimed by one process at a time, and stored once. */
class AnalysisQueueTest {

    private record Fixture(Store store, Hands clock, GameRepository games, AnalysisQueue queue, Analyses analyses,
                           Outbox outbox) {
        static Fixture on(TestDatabase database) {
            Store store = database.open(4);
            Hands clock = new Hands(Instant.parse("2026-11-25T12:00:00Z"));
            return new Fixture(store, clock, StoreFixture.games(store, clock), new AnalysisQueue(store, clock),
                    new Analyses(store), new Outbox(store, clock));
        }

        GameView game() throws Exception {
            long one = StoreFixture.newPlayer(store, "Ann").id();
            long two = StoreFixture.newPlayer(store, "Bob").id();
            return games.create(NewGame.of(PileGame.ID, "standard", Side.ONE, one, two, false).in(7, 8, 9));
        }

        GameView finished() throws Exception {
            GameView game = game();
            games.play(game.id(), game.playerOneId(), "2");
            games.resign(game.id(), game.playerTwoId());
            return games.find(game.id()).orElseThrow();
        }
    }

    /** An analysis as the rules library makes one (every verdict counted), with judgements and a roll's luck. */
    private static final GameAnalysis ANALYSIS = new GameAnalysis(PileGame.ID, "standard", List.of(
            new Entry.Judgement(1, 1, Side.ONE, "2", new Eval.Won(3), new Eval.Estimate(-0.25), "3",
                    Verdict.BLUNDER, false),
            new Entry.Luck(2, Side.TWO, "5", -0.125),
            new Entry.Judgement(3, 4, Side.TWO, "1 1", new Eval.Drawn(), new Eval.Lost(2), "2", Verdict.BLUNDER,
                    true)),
            new Tally(Side.ONE, Map.of(Verdict.BEST, 0, Verdict.GOOD, 0, Verdict.INACCURACY, 0, Verdict.MISTAKE, 0,
                    Verdict.BLUNDER, 1), OptionalDouble.of(0), 0, 0),
            new Tally(Side.TWO, Map.of(Verdict.BEST, 0, Verdict.GOOD, 0, Verdict.INACCURACY, 0, Verdict.MISTAKE, 0,
                    Verdict.BLUNDER, 0), OptionalDouble.empty(), 1, -0.125));

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aGameEndingQueuesItsAnalysisWhichOneLiveProcessHoldsAndStoresOnce(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            GameView playing = f.game();
            assertInstanceOf(AnalysisStatus.NotFinished.class, f.analyses().status(playing.id()));
            assertInstanceOf(AnalysisStatus.NotFinished.class, f.analyses().status(playing));
            GameView game = f.finished();
            assertInstanceOf(AnalysisStatus.Pending.class, f.analyses().status(game.id()));
            assertEquals(f.analyses().status(game.id()), f.analyses().status(game), "read with the game in hand");
            assertTrue(f.queue().anyDue());

            f.outbox().seen("first");
            f.outbox().seen("second");
            AnalysisQueue.Claim claim = f.queue().claim("first").orElseThrow();
            assertEquals(new AnalysisQueue.Claim(game.id(), 1), claim);
            assertEquals(Optional.empty(), f.queue().claim("second"), "held by a process that is alive");

            // The first process is no longer seen: the second takes the analysis over, and the first's
            // late result is refused.
            f.clock().advance(Outbox.ALIVE.plusSeconds(1));
            f.outbox().seen("second");
            assertEquals(new AnalysisQueue.Claim(game.id(), 2), f.queue().claim("second").orElseThrow());
            int[] follows = {0};
            assertFalse(f.queue().complete("first", game.id(), ANALYSIS, List.of(), (em, id) -> follows[0]++));
            assertTrue(f.queue().complete("second", game.id(), ANALYSIS, List.of(), (em, id) -> follows[0]++));
            assertFalse(f.queue().complete("second", game.id(), ANALYSIS, List.of(), (em, id) -> follows[0]++),
                    "stored once");
            assertEquals(1, follows[0]);
            assertFalse(f.queue().anyDue());

            AnalysisStatus.Ready ready = assertInstanceOf(AnalysisStatus.Ready.class, f.analyses().status(game.id()));
            assertEquals(ANALYSIS, ready.analysis());
            assertEquals(game.playerOneId(), ready.playerOne());
            assertEquals(ready, f.analyses().status(game), "read with the game in hand");
            List<Analyses.AccuracyPoint> points = f.analyses().accuracies(game.playerOneId(), 10);
            assertEquals(List.of(new Analyses.AccuracyPoint(game.id(), PileGame.ID, f.clock().instant()
                    .minus(Outbox.ALIVE.plusSeconds(1)), 0.0)), points);
            assertEquals(List.of(), f.analyses().accuracies(game.playerTwoId(), 10), "no decision judged");
        } finally {
            f.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aStoppedProcessGivesItsAnalysisBackAndOneClaimedTooOftenIsGivenUp(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            GameView game = f.finished();
            f.outbox().seen("first");
            f.queue().claim("first").orElseThrow();
            f.queue().giveBack("first");
            // Given back at once, not counted: the same first attempt again.
            assertEquals(new AnalysisQueue.Claim(game.id(), 1), f.queue().claim("first").orElseThrow());
            for (int attempt = 2; attempt <= AnalysisQueue.MAX_ATTEMPTS; attempt++) {
                f.clock().advance(AnalysisQueue.LEASE.plusSeconds(1));
                f.outbox().seen("first");
                assertEquals(new AnalysisQueue.Claim(game.id(), attempt), f.queue().claim("first").orElseThrow(),
                        "a hold older than its lease is taken over even from a live process");
            }
            f.clock().advance(AnalysisQueue.LEASE.plusSeconds(1));
            assertEquals(Optional.empty(), f.queue().claim("first"));
            AnalysisStatus.Failed failed = assertInstanceOf(AnalysisStatus.Failed.class,
                    f.analyses().status(game.id()));
            assertTrue(failed.note().contains("given up after 3 claims"), failed.note());

            GameView other = f.finished();
            f.queue().claim("first").orElseThrow();
            f.queue().fail("first", other.id(), "there is no analysis for the game 'pile'");
            assertEquals(new AnalysisStatus.Failed("there is no analysis for the game 'pile'"),
                    f.analyses().status(other.id()));
        } finally {
            f.store().close();
        }
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void theAnalysisStoresItsPuzzlesAndItsPostInOneTransaction(TestDatabase database) throws Exception {
        Fixture f = Fixture.on(database);
        try {
            GameView game = f.finished();
            f.outbox().seen("first");
            f.queue().claim("first").orElseThrow();
            Puzzle checked = new Puzzle(PileGame.ID, "standard", "19 one", Side.ONE, "3", Puzzle.Kind.WIN, 3);
            Puzzle unchecked = new Puzzle(PileGame.ID, "standard", "18 two", Side.TWO, "2", Puzzle.Kind.SAVE, 2);
            assertTrue(f.queue().complete("first", game.id(), ANALYSIS, List.of(
                    new PuzzleRepository.Found(checked, Optional.of(3), true),
                    new PuzzleRepository.Found(unchecked, Optional.of(4), false)), (em, id) -> f.outbox().owe(em,
                    Outbox.Owed.ofGame(Outbox.Kind.ANALYSIS, id, Optional.of(7L), 2, ""), Optional.empty())));
            PuzzleRepository puzzles = new PuzzleRepository(f.store(), f.clock());
            List<PuzzleRepository.Stored> published = puzzles.ofGame(game.id());
            assertEquals(1, published.size(), "only the puzzle checked unique is published");
            assertEquals(checked, published.get(0).puzzle());
            assertEquals(Optional.of(3), published.get(0).sourcePly());
            assertEquals(List.of(Outbox.Kind.ANALYSIS), f.outbox().ofGame(game.id()).stream()
                    .map(Outbox.Effect::kind).filter(k -> k == Outbox.Kind.ANALYSIS).toList());
        } finally {
            f.store().close();
        }
    }
}
