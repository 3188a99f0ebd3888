package games.blockade.bot;

import static games.blockade.bot.RunningBot.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.bot.discord.Bot;
import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.service.Seeds;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Message;
import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.analysis.Analysis;
import games.blockade.rules.analysis.Entry;
import games.blockade.rules.analysis.GameAnalysis;
import games.blockade.rules.analysis.Puzzle;
import games.blockade.bot.analysis.AnalysisWorker;
import games.blockade.store.TestDatabase;
import games.blockade.store.analysis.Mistakes;
import games.blockade.store.analysis.PuzzleRepository;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.outbox.Outbox;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Analyses and puzzles through the fake Discord, with the real bot and its analysis worker: a
 * finished game gets its analysis post once; {@code /blockade analysis} shows each side's biggest
 * mistakes with pictures, says when the analysis is pending and refuses unknown and unfinished
 * games; puzzles are answered right and wrong with {@code /blockade move}; a server's daily puzzle
 * is posted once, with two processes claiming it and across a restart.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AnalysisThroughFakeDiscordTest {

    private static final Pattern GAME = Pattern.compile("Game (\\d+) begins");
    private static final Pattern PUZZLE = Pattern.compile("\\*\\*Puzzle (\\d+)\\*\\*");

    private static FakeDiscord discord;
    private static StoreSettings database;
    private static Process first;
    private static FakeUser ada;
    private static FakeUser ben;

    /** A bot process: its store, services (with the analysis worker) and connection. */
    private record Process(Store store, Services services, Bot bot, java.util.concurrent.atomic.AtomicBoolean analysing)
            implements AutoCloseable {
        static Process start(boolean connected) throws InterruptedException {
            Store store = Store.open(database);
            Services services = Services.over(store, Clock.systemUTC(), new Settings(RunningBot.WEB, Seeds.secure()));
            Bot bot = null;
            if (connected) {
                bot = Bot.start(new BotSettings(discord.token(), Optional.of(discord.apiUrl()),
                                Optional.of(discord.gatewayUrl())).withPlace(BotSettings.GamePlace.CHANNEL), services,
                        TestLimits.forPool(4)).awaitReady();
                discord.awaitCommands(WAIT);
            }
            return new Process(store, services, bot, new java.util.concurrent.atomic.AtomicBoolean());
        }

        /** Starts the process's analysis worker, unless it runs already. */
        void analyse() {
            if (analysing.compareAndSet(false, true)) {
                services.analysisWorker().start(bot == null ? () -> 0 : bot::busy);
            }
        }

        @Override
        public void close() {
            services.analysisWorker().close();
            if (bot != null) {
                bot.close();
            }
            store.close();
        }
    }

    @BeforeAll
    static void start() throws InterruptedException {
        discord = FakeDiscord.start(FakeDiscord.options().guild("Puzzlers", List.of("blockade", "puzzles")));
        database = TestDatabase.SQLITE.fresh(4);
        first = Process.start(true);
        ada = discord.user("an-ada").in("blockade");
        ben = discord.user("an-ben").in("blockade");
    }

    @AfterAll
    static void stop() {
        first.close();
        discord.close();
    }

    @Test
    @Order(1)
    void aFinishedGamesAnalysisIsPendingThenPostedOnceAndShownWithItsBiggestMistakes() throws Rejection {
        long game = number(GAME, ben.click(ada.slash("blockade", "challenge", Map.of("opponent", ben.account(),
                "game", "retreat")).awaitReply(WAIT), "Accept").awaitReply(WAIT));
        List<String> moves = BotThroughFakeDiscordTest.BLACK_BLOCKS_WHITE;
        for (int ply = 0; ply < moves.size(); ply++) {
            (ply % 2 == 0 ? ada : ben).slash("blockade", "move", Map.of("move", moves.get(ply))).awaitReply(WAIT);
        }

        // The worker has not started yet: the analysis waits in the queue.
        Message pending = ada.slash("blockade", "analysis", Map.of()).awaitReply(WAIT);
        assertTrue(pending.ephemeral());
        assertTrue(pending.content().startsWith("The analysis of game " + game + " is pending"), pending.content());

        first.analyse();
        Predicate<Message> post = m -> m.content().startsWith("The analysis of game " + game + " (");
        Message ready = discord.awaitMessage(post, WAIT);
        GameAnalysis expected = Analysis.of(played("retreat", moves));
        for (Side side : Side.values()) {
            String accuracy = String.format(Locale.ROOT, "accuracy %.0f%%",
                    expected.tally(side).accuracy().orElseThrow());
            assertTrue(ready.content().contains(accuracy), ready.content());
            Mistakes.biggest(expected, side, 1).forEach(m -> assertTrue(ready.content().contains(
                    "biggest mistake " + said(m)), ready.content()));
        }
        assertTrue(ready.content().contains(RunningBot.WEB + "/games/" + game), ready.content());
        assertFalse(ready.ephemeral());
        awaitSettled();
        assertEquals(1, discord.allMessages().stream().filter(post).count(), "posted once");

        Message shown = ben.slash("blockade", "analysis", Map.of("game", game)).awaitReply(WAIT);
        assertFalse(shown.ephemeral());
        int pictures = 0;
        for (Side side : Side.values()) {
            List<Entry.Judgement> worst = Mistakes.biggest(expected, side, 3);
            pictures += worst.size();
            worst.forEach(m -> assertTrue(shown.content().contains(said(m)), shown.content()));
        }
        assertTrue(pictures > 0, "the game has mistakes to show");
        assertEquals(pictures, shown.attachments().size(), "a picture of each better move");
        assertTrue(shown.attachments().stream().allMatch(a -> a.filename().endsWith(".png")));

        assertEquals("There is no game numbered 999", ada.slash("blockade", "analysis", Map.of("game", 999))
                .awaitReply(WAIT).content());
        long playing = number(GAME, ada.click(ben.slash("blockade", "challenge", Map.of("opponent", ada.account(),
                "game", "walls")).awaitReply(WAIT), "Accept").awaitReply(WAIT));
        Message unfinished = ada.slash("blockade", "analysis", Map.of("game", playing)).awaitReply(WAIT);
        assertTrue(unfinished.ephemeral());
        assertEquals("Game " + playing + " is still being played: a game is analysed once it has ended",
                unfinished.content());
        ada.slash("blockade", "resign", Map.of("game", playing)).awaitReply(WAIT);
    }

    @Test
    @Order(2)
    void aPuzzleIsAnsweredWithAMoveRightOrWrongAndOnlyTheSolverIsTold() throws Rejection {
        first.analyse();
        PuzzleRepository puzzles = new PuzzleRepository(first.store(), Clock.systemUTC());
        await(() -> puzzles.seeded(AnalysisWorker.RETREAT_SOLUTION), "retreat's puzzles seeded");

        Message given = ada.slash("blockade", "puzzle", Map.of("game", "retreat")).awaitReply(WAIT);
        assertFalse(given.ephemeral());
        assertEquals(1, given.attachments().size(), "the position's picture");
        Puzzle puzzle = puzzles.find(number(PUZZLE, given)).orElseThrow().puzzle();
        assertTrue(given.content().contains(Games.byId("retreat").sideName(puzzle.side()) + "** to move"),
                given.content());
        Message right = ada.slash("blockade", "move", Map.of("move", puzzle.solution())).awaitReply(WAIT);
        assertTrue(right.ephemeral());
        assertTrue(right.content().startsWith("Puzzle " + number(PUZZLE, given) + ": right: "), right.content());
        assertTrue(ada.slash("blockade", "move", Map.of("move", puzzle.solution())).awaitReply(WAIT).content()
                .startsWith("You have no game in play in this channel"), "answered: the puzzle is closed");

        Message next = ada.slash("blockade", "puzzle", Map.of("game", "retreat")).awaitReply(WAIT);
        long nextId = number(PUZZLE, next);
        Puzzle other = puzzles.find(nextId).orElseThrow().puzzle();
        Message illegal = ada.slash("blockade", "move", Map.of("move", "A1-9")).awaitReply(WAIT);
        assertTrue(illegal.ephemeral());
        assertTrue(illegal.content().startsWith("Puzzle " + nextId + ": "), illegal.content());
        assertTrue(illegal.content().endsWith("your puzzle stays open"), illegal.content());
        String wrongMove = position(other).legalTurns().stream().filter(t -> !t.equals(other.solution()))
                .findFirst().orElseThrow();
        Message wrong = ada.slash("blockade", "move", Map.of("move", wrongMove)).awaitReply(WAIT);
        assertTrue(wrong.ephemeral());
        assertTrue(wrong.content().startsWith("Puzzle " + nextId + ": wrong: "), wrong.content());
        assertTrue(wrong.content().endsWith("The solution: " + other.solution() + "."), wrong.content());
    }

    @Test
    @Order(3)
    void aServersDailyPuzzleIsPostedOnceWithTwoProcessesAndAcrossARestart() throws Exception {
        Channel puzzlesChannel = discord.channel("puzzles");
        Map<String, Object> there = Map.of("channel", Long.toUnsignedString(puzzlesChannel.id()));
        Message refused = ben.slash("blockade", "daily-puzzle", there).awaitReply(WAIT);
        assertTrue(refused.ephemeral());
        assertEquals("Only members who may manage this server may set its daily puzzle", refused.content());

        first.analyse();
        discord.makeAdmin(ada);
        try (Process second = Process.start(false)) {
            // A second process's worker claims the daily puzzles too; only the first is connected.
            second.analyse();
            Message set = ada.slash("blockade", "daily-puzzle", there).awaitReply(WAIT);
            assertEquals("A daily puzzle will be posted in <#" + Long.toUnsignedString(puzzlesChannel.id())
                    + "> every day (UTC).", set.content());
            Message daily = discord.awaitMessage(m -> m.channelId() == puzzlesChannel.id()
                    && m.content().startsWith("Daily puzzle: "), WAIT);
            assertEquals(1, daily.attachments().size());
            assertTrue(daily.content().contains("/blockade puzzle puzzle:" + number(PUZZLE, daily)), daily.content());
            // Its button gives the puzzle to whoever presses it, privately; their next move answers it.
            Message taken = ben.click(daily, "Try it").awaitReply(WAIT);
            assertTrue(taken.ephemeral());
            assertEquals("Puzzle " + number(PUZZLE, daily) + " is yours: answer it with `/blockade move` here; only"
                    + " you will see whether you are right.", taken.content());
            Puzzle asked = new PuzzleRepository(first.store(), Clock.systemUTC()).find(number(PUZZLE, daily))
                    .orElseThrow().puzzle();
            Message right = ben.in(puzzlesChannel).slash("blockade", "move", Map.of("move", asked.solution()))
                    .awaitReply(WAIT);
            assertTrue(right.ephemeral());
            assertTrue(right.content().startsWith("Puzzle " + number(PUZZLE, daily) + ": right: "), right.content());
            // Both workers look again every few seconds: the day's puzzle stays one.
            Thread.sleep(12_000);
            assertEquals(1, dailyPosts(puzzlesChannel));
        }
        first.close();
        first = Process.start(true);
        first.analyse();
        Thread.sleep(7_000);
        awaitSettled();
        assertEquals(1, dailyPosts(puzzlesChannel), "a restart posts no second puzzle today");
    }

    private static long dailyPosts(Channel channel) {
        return discord.messages(channel).stream().filter(m -> m.content().startsWith("Daily puzzle: ")).count();
    }

    private static Game<?, ?> played(String kind, List<String> moves) throws Rejection {
        Rules<?, ?> rules = Games.byId(kind);
        Game<?, ?> game = Game.start(rules, rules.presets().get(0), Side.ONE);
        for (String move : moves) {
            game = game.play(move);
        }
        return game;
    }

    private static Game<?, ?> position(Puzzle puzzle) throws Rejection {
        return from(Games.byId(puzzle.game()), puzzle);
    }

    private static <P, M> Game<P, M> from(Rules<P, M> rules, Puzzle puzzle) throws Rejection {
        return Game.from(rules, rules.preset(puzzle.preset()), rules.parsePosition(puzzle.position()));
    }

    /** How a mistake is named in the posts: its ply, the move and the verdict. */
    private static String said(Entry.Judgement mistake) {
        return "ply " + mistake.ply() + ", " + mistake.move() + ": " + mistake.verdict().word();
    }

    /** Waits until nothing is owed and no analysis waits. */
    private static void awaitSettled() {
        Outbox outbox = new Outbox(first.store(), Clock.systemUTC());
        await(() -> outbox.undelivered().isEmpty() && !new games.blockade.store.analysis.AnalysisQueue(
                first.store(), Clock.systemUTC()).anyDue(), "everything owed posted");
    }

    private static void await(java.util.function.BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "waited in vain for: " + what);
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private static long number(Pattern pattern, Message message) {
        Matcher number = pattern.matcher(message.content());
        assertTrue(number.find(), message.content());
        return Long.parseLong(number.group(1));
    }
}
