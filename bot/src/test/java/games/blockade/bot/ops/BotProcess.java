package games.blockade.bot.ops;

import games.blockade.bot.TestLimits;
import games.blockade.bot.discord.Bot;
import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.discord.Limits;
import games.blockade.bot.discord.ShardRange;
import games.blockade.bot.service.ClockScheduler;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.bot.service.RateLimit;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * What one start of the bot's process does, as {@code Main} does it: open the store, connect the
 * shards, run the clocks. Tests start several against one fake Discord and one database.
 */
final class BotProcess implements AutoCloseable {

    final Store store;
    final Services services;
    final Bot bot;
    final ClockScheduler clocks;

    private BotProcess(Store store, Services services, Bot bot, ClockScheduler clocks) {
        this.store = store;
        this.services = services;
        this.bot = bot;
        this.clocks = clocks;
    }

    /**
     * Starts a process on {@code store}, running {@code shards} (all when empty), whose service and
     * clocks read {@code clock}; the clocks tick every {@code tick}, or only when the test calls
     * {@code clocks.tick()} if it is empty.
     */
    static BotProcess start(FakeDiscord discord, Store store, Clock clock, Optional<ShardRange> shards, RateLimit actions,
                            Optional<Duration> tick) throws InterruptedException {
        int pool = store.poolSize();
        return start(discord, store, clock, shards, actions, tick, Limits.standard(pool).handlers());
    }

    /** As above, for a store over a data source of the test's own, with so many handlers. */
    static BotProcess start(FakeDiscord discord, Store store, Clock clock, Optional<ShardRange> shards, RateLimit actions,
                            Optional<Duration> tick, int handlers) throws InterruptedException {
        return start(discord, store, clock, shards, actions, tick, handlers, BotSettings.GamePlace.CHANNEL);
    }

    /** As above, with games played in {@code place}: the other tests read every answer in the channel. */
    static BotProcess start(FakeDiscord discord, Store store, Clock clock, Optional<ShardRange> shards, RateLimit actions,
                            Optional<Duration> tick, int handlers, BotSettings.GamePlace place)
            throws InterruptedException {
        Services services = Services.over(store, clock, Settings.defaults());
        Limits limits = new Limits(actions, new RateLimit(1000, Duration.ofMillis(1), Clock.systemUTC()), handlers);
        BotSettings settings = new BotSettings(discord.token(), Optional.of(discord.apiUrl()),
                Optional.of(discord.gatewayUrl())).withPlace(place);
        Bot bot = Bot.start(shards.map(settings::withShards).orElse(settings), services, limits).awaitReady();
        ClockScheduler clocks = new ClockScheduler(services);
        tick.ifPresent(clocks::start);
        return new BotProcess(store, services, bot, clocks);
    }

    /** A process on the SQLite database at {@code database}, with games in threads as in production. */
    static BotProcess inThreads(FakeDiscord discord, String database, Clock clock) throws InterruptedException {
        return start(discord, Store.open(new StoreSettings(database, "", "", 4)), clock, Optional.empty(), unlimited(),
                Optional.empty(), Limits.standard(4).handlers(), BotSettings.GamePlace.THREAD);
    }

    /** A limit no test's players reach, for tests about something else. */
    static RateLimit unlimited() {
        return TestLimits.unlimited();
    }

    @Override
    public void close() {
        clocks.close();
        bot.close();
        store.close();
    }
}
