package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.read.ListAppender;
import games.blockade.bot.service.ClockScheduler;
import games.blockade.bot.service.Inputs;
import games.blockade.bot.service.Person;
import games.blockade.bot.service.RateLimit;
import games.blockade.bot.service.Result;
import games.blockade.bot.service.StoreOutage;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.FakeUser;
import games.blockade.fakediscord.Interaction;
import games.blockade.fakediscord.Message;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Engine;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.sql.SQLTransientConnectionException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The bot's guards as people meet them: who may move where, how often one may act, what input is
 * refused, an outage of the database (an apology, nothing lost, and recovery when it is back), and
 * a log that holds no token and nothing people typed or are called.
 */
class SafetyThroughFakeDiscordTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final String BOT_TOKEN = "bot-token-" + UUID.randomUUID();

    @Test
    void onlyThePlayersMoveOnlyOnTheirTurnAndOnlyInTheirGame() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = sqliteProcess(discord, Clock.systemUTC(), BotProcess.unlimited())) {
            discord.awaitCommands(WAIT);
            FakeUser ann = discord.user("ann").in("blockade");
            FakeUser ben = discord.user("ben").in("blockade");
            FakeUser cal = discord.user("cal").in("blockade");
            long game = startRetreat(ann, ben);

            Message stranger = cal.slash("blockade", "move", Map.of("move", "D2-3", "game", game)).awaitReply(WAIT);
            Message early = ben.slash("blockade", "move", Map.of("move", "C9-8", "game", game)).awaitReply(WAIT);
            Message elsewhere = ann.in("general").slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
            Message strangerResigns = cal.slash("blockade", "resign", Map.of("game", game)).awaitReply(WAIT);

            assertEquals("You are not playing a game numbered " + game, stranger.content());
            cal.slash("blockade", "challenge", Map.of("opponent", ann.account(), "game", "walls")).awaitReply(WAIT);
            assertEquals("You are not playing a game numbered " + game,
                    cal.slash("blockade", "move", Map.of("move", "D2-3", "game", game)).awaitReply(WAIT).content());
            assertEquals("It is not your turn: Black is to move", early.content());
            assertEquals("You have no game in play in this channel; start one with /blockade challenge",
                    elsewhere.content());
            for (Message refusal : List.of(stranger, early, elsewhere, strangerResigns)) {
                assertTrue(refusal.ephemeral(), refusal.content());
            }
            assertFalse(stranger.visibleTo(ben.account()) || elsewhere.visibleTo(ben.account()));
            Message board = ann.slash("blockade", "board", Map.of()).awaitReply(WAIT);
            assertTrue(board.content().contains("ply 0:"), "nothing was played: " + board.content());
        }
    }

    @Test
    void inputIsCheckedBeforeItReachesTheRulesOrTheStore() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = sqliteProcess(discord, Clock.systemUTC(), BotProcess.unlimited())) {
            discord.awaitCommands(WAIT);
            FakeUser dee = discord.user("dee").in("blockade");
            FakeUser eli = discord.user("eli").in("blockade");
            startRetreat(dee, eli);

            Message tooLong = dee.slash("blockade", "move", Map.of("move", "D2-3 ".repeat(61))).awaitReply(WAIT);
            Message twoLines = dee.slash("blockade", "move", Map.of("move", "D2-3\nC9-8")).awaitReply(WAIT);
            Message blank = dee.slash("blockade", "move", Map.of("move", "   ")).awaitReply(WAIT);
            Message noGame = dee.slash("blockade", "board", Map.of("game", 0)).awaitReply(WAIT);

            assertEquals("Your move is 305 characters long; no turn is longer than 300", tooLong.content());
            assertEquals("Your move holds control characters; type it on one line in the game's notation",
                    twoLines.content());
            assertEquals("Your move is empty; type it in the game's notation, e.g. BB3-5", blank.content());
            assertEquals("Game numbers start at 1; 0 names no game", noGame.content());
            Result forged = process.services.games().press(new Person(dee.account().id(), "dee"),
                    "'; drop table game; --");
            assertEquals(new Result.Refused("this button belongs to nothing the bot knows; start again with"
                    + " /blockade challenge"), forged);
            assertEquals(Optional.empty(), process.services.challenges().press(new Person(dee.account().id(), "dee"),
                    "'; drop table challenge; --"), "a forged id is no challenge's button either");
            Message longVariant = dee.slash("blockade", "challenge", Map.of("opponent", eli.account(), "game", "walls",
                    "variant", "compact".repeat(6))).awaitReply(WAIT);
            Message clockOnTwoLines = dee.slash("blockade", "challenge", Map.of("game", "walls", "computer", "easy",
                    "clock", "1d\n12h")).awaitReply(WAIT);
            assertEquals("The variant you gave is 42 characters long; no variant is longer than 40",
                    longVariant.content());
            assertEquals("The clock you gave holds control characters; type it on one line", clockOnTwoLines.content());
            assertTrue(longVariant.ephemeral() && clockOnTwoLines.ephemeral());
            assertFalse(Inputs.plausibleButtonId("x".repeat(101)));
            assertTrue(dee.slash("blockade", "move", Map.of("move", " D2-3 ")).awaitReply(WAIT).content()
                    .contains("ply 1:"), "surrounding blanks are forgiven");
        }
    }

    @Test
    void someoneActingTooOftenIsToldWhenToTryAgain() throws Exception {
        RateLimit tight = new RateLimit(3, Duration.ofMinutes(1), Clock.systemUTC());
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = sqliteProcess(discord, Clock.systemUTC(), tight)) {
            discord.awaitCommands(WAIT);
            FakeUser fay = discord.user("fay");
            FakeUser gus = discord.user("gus");
            List<Message> answers = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                answers.add(fay.slash("blockade", "help", Map.of()).awaitReply(WAIT));
            }
            Message others = gus.slash("blockade", "help", Map.of()).awaitReply(WAIT);

            answers.subList(0, 3).forEach(m -> assertTrue(m.content().startsWith("**Blockade**"), m.content()));
            Message limited = answers.get(3);
            assertTrue(limited.ephemeral());
            assertTrue(limited.content().matches("You are acting faster than the bot allows \\(3 actions at once, then"
                    + " one every 60 s\\); try again in (59|60) seconds \\(<t:\\d+:R>\\)"), limited.content());
            assertTrue(others.content().startsWith("**Blockade**"), "the limit is per person");

            // Every command and button counts: fay, out of actions, can neither look up rules nor accept.
            Message open = gus.in("blockade").slash("blockade", "challenge", Map.of("game", "walls")).awaitReply(WAIT);
            Message rules = fay.in("blockade").slash("blockade", "rules", Map.of("game", "retreat")).awaitReply(WAIT);
            Message accept = fay.in("blockade").click(open, "Accept").awaitReply(WAIT);
            for (Message refused : List.of(rules, accept)) {
                assertTrue(refused.ephemeral() && refused.content().startsWith("You are acting faster than the bot"
                        + " allows"), refused.content());
            }
        }
    }

    /**
     * The database goes away mid-game: the move is met with an apology and not stored, the clocks
     * skip their round, and when it is back the same move is played once and the clocks catch up.
     * The whole session is logged with the bot's own logging setup, which must not show the bot's
     * token, any interaction's token, or anyone's name.
     */
    @Test
    void aDatabaseOutageGetsAnApologyLosesNothingAndTheBotRecovers() throws Exception {
        org.sqlite.SQLiteConfig immediate = new org.sqlite.SQLiteConfig();
        immediate.setTransactionMode(org.sqlite.SQLiteConfig.TransactionMode.IMMEDIATE);
        org.sqlite.SQLiteDataSource sqlite = new org.sqlite.SQLiteDataSource(immediate);
        sqlite.setUrl(TestDatabase.SQLITE.fresh(4).url());
        Switchable database = new Switchable(sqlite);
        Hands clock = Hands.now();
        List<Interaction> interactions = new ArrayList<>();
        List<FakeUser> people = new ArrayList<>();
        ListAppender<ILoggingEvent> log = productionLogging();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().token(BOT_TOKEN));
             BotProcess process = BotProcess.start(discord, Store.over(database, Engine.SQLITE, 4), clock, Optional.empty(),
                     BotProcess.unlimited(), Optional.empty(), 2)) {
            discord.awaitCommands(WAIT);
            FakeUser hal = discord.user("Halvard").in("blockade");
            FakeUser ida = discord.user("Idunn").in("blockade");
            people.addAll(List.of(hal, ida));
            startRetreat(hal, ida);

            database.cut();
            Interaction during = hal.slash("blockade", "move", Map.of("move", "D2-3"));
            interactions.add(during);
            Message apology = during.awaitReply(WAIT);
            RuntimeException skipped = assertThrows(RuntimeException.class, process.clocks::tick);
            database.restore();
            Interaction after = hal.slash("blockade", "move", Map.of("move", "D2-3"));
            interactions.add(after);
            Message played = after.awaitReply(WAIT);

            assertTrue(apology.ephemeral());
            assertEquals("Sorry, the bot cannot reach its game store just now, so nothing was changed; please try"
                    + " again in a minute", apology.content());
            assertTrue(StoreOutage.causes(skipped));
            assertTrue(played.content().contains("ply 1:\n```\nb/./c/b/./././B/C/B w D2-3 -\n```"), played.content());

            // A database slow to answer: the bot defers, then answers, publicly or privately.
            database.slowDownNext(Duration.ofMillis(2500));
            Interaction slowMove = ida.slash("blockade", "move", Map.of("move", "C9-8"));
            Message slowBoard = slowMove.awaitReply(WAIT);
            database.slowDownNext(Duration.ofMillis(2500));
            Interaction slowRefusal = ida.slash("blockade", "move", Map.of("move", "C8-7"));
            Message notYourTurn = slowRefusal.awaitMessage(Message::ephemeral, WAIT);
            interactions.addAll(List.of(slowMove, slowRefusal));
            assertTrue(slowMove.deferred() && slowRefusal.deferred());
            assertTrue(slowBoard.content().contains("ply 2:"), slowBoard.content());
            assertEquals(1, slowBoard.attachments().size());
            assertTrue(notYourTurn.ephemeral());
            assertEquals("It is not your turn: Black is to move", notYourTurn.content());

            clock.advance(Duration.ofDays(3).plusSeconds(1));
            assertEquals(new ClockScheduler.Tick(1, 0, 0), process.clocks.tick(), "the clocks caught up");
        } finally {
            restoreTestLogging();
        }
        String logged = render(log.list);
        assertTrue(logged.contains("met a database outage"), logged);
        assertFalse(logged.contains(BOT_TOKEN), "the bot's token is logged");
        for (Interaction interaction : interactions) {
            assertFalse(logged.contains(interaction.token()), "an interaction's token is logged");
        }
        for (FakeUser person : people) {
            for (String said : List.of(person.account().name(), Long.toString(person.account().id()))) {
                assertFalse(logged.contains(said), "'" + said + "' is logged:\n" + logged);
            }
        }
        assertFalse(logged.contains("D2-3"), "a move is logged:\n" + logged);
    }

    /** On PostgreSQL the server cuts the bot's connections; the pool reconnects and nothing is lost. */
    @Test
    void theBotCarriesOnWhenPostgresqlTerminatesItsConnections() throws Exception {
        StoreSettings fresh = TestDatabase.POSTGRESQL.fresh(4);
        String application = "blockade-outage-" + UUID.randomUUID().toString().substring(0, 8);
        StoreSettings settings = new StoreSettings(fresh.url() + "&ApplicationName=" + application, fresh.user(),
                fresh.password(), 4);
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options());
             BotProcess process = BotProcess.start(discord, Store.open(settings), Clock.systemUTC(), Optional.empty(),
                     BotProcess.unlimited(), Optional.empty())) {
            discord.awaitCommands(WAIT);
            FakeUser jon = discord.user("jon").in("blockade");
            FakeUser kay = discord.user("kay").in("blockade");
            startRetreat(jon, kay);

            // Materialized, so the server cannot try to terminate anyone else's backend first.
            long cut = TestDatabase.number(TestDatabase.postgres(), "with mine as materialized (select pid from"
                    + " pg_stat_activity where application_name = '" + application + "')"
                    + " select count(*) from mine where pg_terminate_backend(pid)");
            assertTrue(cut > 0, "the bot's connections were there to cut");
            // Each connection the bot finds cut costs one apology and is replaced; the pool holds four, and
            // the bot's workers may meet some of them first. A cut met at the very commit is said to be in doubt.
            String apology = "Sorry, the bot cannot reach its game store just now, so nothing was changed; please"
                    + " try again in a minute";
            Message first = jon.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
            for (int tries = 1; first.content().equals(apology) && tries <= 8; tries++) {
                first = jon.slash("blockade", "move", Map.of("move", "D2-3")).awaitReply(WAIT);
            }

            assertTrue(first.content().contains("ply 1:") || first.content().equals(StoreOutage.saved().text())
                    || first.content().startsWith("The bot lost its game store while saving that"), first.content());
            Message board = kay.slash("blockade", "board", Map.of()).awaitReply(WAIT);
            assertTrue(board.content().contains("ply 1:\n```\nb/./c/b/./././B/C/B w D2-3 -\n```"), board.content());
        }
    }

    private static BotProcess sqliteProcess(FakeDiscord discord, Clock clock, RateLimit limit) throws InterruptedException {
        return BotProcess.start(discord, Store.open(TestDatabase.SQLITE.fresh(4)), clock, Optional.empty(), limit,
                Optional.empty());
    }

    /** Challenges and accepts a game of retreat; returns its number. */
    static long startRetreat(FakeUser black, FakeUser white) {
        Message challenge = black.slash("blockade", "challenge", Map.of("opponent", white.account(), "game", "retreat"))
                .awaitReply(WAIT);
        String begins = white.click(challenge, "Accept").awaitReply(WAIT).content();
        java.util.regex.Matcher number = java.util.regex.Pattern.compile("Game (\\d+) begins").matcher(begins);
        assertTrue(number.find(), begins);
        return Long.parseLong(number.group(1));
    }

    /** The bot's own logback.xml, as its process runs it, with every event also kept for the test. */
    private static ListAppender<ILoggingEvent> productionLogging() throws Exception {
        LoggerContext context = configure("/logback.xml");
        ListAppender<ILoggingEvent> appender = new ListAppender<>();
        appender.setContext(context);
        appender.start();
        context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).addAppender(appender);
        return appender;
    }

    private static void restoreTestLogging() throws Exception {
        configure("/logback-test.xml");
    }

    private static LoggerContext configure(String resource) throws Exception {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        URL config = SafetyThroughFakeDiscordTest.class.getResource(resource);
        context.reset();
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(config);
        return context;
    }

    /** Every event as it would be printed: the message, and the whole chain of any exception. */
    private static String render(List<ILoggingEvent> events) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        for (ILoggingEvent event : List.copyOf(events)) {
            out.println(event.getLevel() + " " + event.getLoggerName() + " - " + event.getFormattedMessage());
            for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
                out.println(t.getClassName() + ": " + t.getMessage());
            }
        }
        return text.toString();
    }

    /** A data source the test can cut off, as a network failure or a stopped server would. */
    private static final class Switchable implements javax.sql.DataSource {
        private final javax.sql.DataSource target;
        private volatile boolean cut;
        private volatile Duration slow = Duration.ZERO;

        Switchable(javax.sql.DataSource target) {
            this.target = target;
        }

        void cut() {
            cut = true;
        }

        void restore() {
            cut = false;
        }

        /** The next connection takes this long to open. */
        void slowDownNext(Duration delay) {
            slow = delay;
        }

        @Override
        public java.sql.Connection getConnection() throws java.sql.SQLException {
            if (cut) {
                throw new SQLTransientConnectionException("connection refused", "08001");
            }
            // Only an interaction's handler is slowed: the delivery worker and the heartbeat read too.
            Duration delay = Duration.ZERO;
            if (Thread.currentThread().getName().startsWith("blockade-handler")) {
                delay = slow;
                slow = Duration.ZERO;
            }
            try {
                Thread.sleep(delay.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return target.getConnection();
        }

        @Override
        public java.sql.Connection getConnection(String user, String password) throws java.sql.SQLException {
            return getConnection();
        }

        @Override
        public PrintWriter getLogWriter() throws java.sql.SQLException {
            return target.getLogWriter();
        }

        @Override
        public void setLogWriter(PrintWriter out) throws java.sql.SQLException {
            target.setLogWriter(out);
        }

        @Override
        public void setLoginTimeout(int seconds) throws java.sql.SQLException {
            target.setLoginTimeout(seconds);
        }

        @Override
        public int getLoginTimeout() throws java.sql.SQLException {
            return target.getLoginTimeout();
        }

        @Override
        public java.util.logging.Logger getParentLogger() {
            return java.util.logging.Logger.getGlobal();
        }

        @Override
        public <T> T unwrap(Class<T> type) throws java.sql.SQLException {
            throw new java.sql.SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> type) {
            return false;
        }
    }
}
