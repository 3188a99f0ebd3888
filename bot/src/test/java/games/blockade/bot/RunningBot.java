package games.blockade.bot;

import games.blockade.bot.discord.Bot;
import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.service.Seeds;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.Message;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A fake Discord, a fresh store and the real bot on both, with a clock the test may move forward. */
final class RunningBot implements AutoCloseable {

    static final Duration WAIT = Duration.ofSeconds(20);
    static final String WEB = "https://blockade.example";
    /** The bot's account name, which its posts never use: the computer it plays is "the computer". */
    static final String BOT_NAME = "Umpire";
    private static final Pattern CHANNEL_MENTION = Pattern.compile("<#(\\d+)>");

    final FakeDiscord discord;
    final Store store;
    final MovableClock clock = new MovableClock();
    final Services services;
    private final BotSettings settings;
    private Bot bot;
    private static RunningBot shared;

    /**
     * One bot, with games in threads, for every test class that needs nothing else: starting a fake
     * Discord, a store and JDA costs seconds, so the classes share it; it stops when the tests end.
     */
    static synchronized RunningBot shared() throws InterruptedException {
        if (shared == null) {
            RunningBot started = new RunningBot(BotSettings.GamePlace.THREAD);
            Runtime.getRuntime().addShutdownHook(new Thread(started::close));
            shared = started;
        }
        return shared;
    }

    private RunningBot(BotSettings.GamePlace place) throws InterruptedException {
        discord = FakeDiscord.start(FakeDiscord.options().botName(BOT_NAME));
        store = Store.open(new StoreSettings("jdbc:sqlite:" + TestDatabase.sqliteFile(), "", "", 4));
        services = Services.over(store, clock, new Settings(WEB, Seeds.secure()));
        settings = new BotSettings(discord.token(), Optional.of(discord.apiUrl()),
                Optional.of(discord.gatewayUrl())).withPlace(place);
        bot = Bot.start(settings, services, TestLimits.forPool(4)).awaitReady();
        discord.awaitCommands(WAIT);
    }

    /** Stops the bot's connection and starts it again over the same store, as a restarted process would. */
    void restartBot() throws InterruptedException {
        restartBot(() -> { });
    }

    /** The same, with {@code meanwhile} done while the bot is stopped. */
    void restartBot(Runnable meanwhile) throws InterruptedException {
        bot.close();
        meanwhile.run();
        bot = Bot.start(settings, services, TestLimits.forPool(4)).awaitReady();
    }

    /** The thread a message links to with a channel mention. */
    Channel threadNamedIn(Message message) {
        Matcher matcher = CHANNEL_MENTION.matcher(message.content());
        if (!matcher.find()) {
            throw new AssertionError("no channel mentioned in: " + message.content());
        }
        long id = Long.parseUnsignedLong(matcher.group(1));
        return discord.channels(discord.guildId()).stream().filter(c -> c.id() == id).findFirst()
                .orElseThrow(() -> new AssertionError("no channel " + id));
    }

    @Override
    public void close() {
        bot.close();
        store.close();
        discord.close();
    }

    /** The system clock, moved forward by as much as a test says. */
    static final class MovableClock extends Clock {
        private volatile Duration ahead = Duration.ZERO;

        void moveForward(Duration by) {
            ahead = ahead.plus(by);
        }

        void reset() {
            ahead = Duration.ZERO;
        }

        @Override
        public Instant instant() {
            return Instant.now().plus(ahead);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            throw new UnsupportedOperationException("the bot works in UTC");
        }
    }
}
