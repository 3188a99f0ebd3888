package games.blockade.bot.discord;

import games.blockade.bot.service.ClockScheduler;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the bot with its settings from the environment: Discord's and the shards this process
 * runs, where games are played, the store's database, the web app's address, how often the move
 * clocks are checked, and the health endpoint.
 */
public final class Main {

    /**
     * {@code off} leaves the analyses, the daily puzzles and the puzzle pool to the other processes
     * (a process on a small machine, say); {@code on}, the default, runs them here too.
     */
    public static final String ANALYSES = "BLOCKADE_ANALYSES";
    /** Seconds between two checks of the move clocks; the shortest clock is an hour. */
    public static final String CLOCK_TICK = "BLOCKADE_CLOCK_TICK_SECONDS";
    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    private Main() {
    }

    public static void main(String[] args) throws InterruptedException, IOException {
        Map<String, String> env = System.getenv();
        BotSettings settings = BotSettings.from(env);
        Duration tick = clockTick(env);
        boolean analyses = analyses(env);
        StoreSettings storeSettings = StoreSettings.fromEnvironment();
        LOG.info("starting with {} and {}", settings, storeSettings);
        Clock clock = Clock.systemUTC();
        Store store = Store.open(storeSettings);
        Services services = Services.over(store, clock, Settings.fromEnvironment(env));
        Bot bot = Bot.start(settings, services, Limits.standard(storeSettings.poolSize()));
        Optional<HealthEndpoint> health = HealthEndpoint.from(env, bot::shardStatuses);
        ClockScheduler clocks = new ClockScheduler(services);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            clocks.close();
            services.analysisWorker().close();
            health.ifPresent(HealthEndpoint::close);
            bot.close();
            store.close();
        }));
        bot.awaitReady();
        clocks.start(tick);
        if (analyses) {
            services.analysisWorker().start(bot::busy);
        }
        LOG.info("ready on shards {}", bot.shards());
    }

    static boolean analyses(Map<String, String> env) {
        String value = env.getOrDefault(ANALYSES, "").strip();
        if (value.isEmpty() || value.equals("on")) {
            return true;
        }
        if (value.equals("off")) {
            return false;
        }
        throw new IllegalArgumentException(ANALYSES + " must be on or off, not '" + value + "'");
    }

    static Duration clockTick(Map<String, String> env) {
        String value = env.getOrDefault(CLOCK_TICK, "").strip();
        if (value.isEmpty()) {
            return Duration.ofSeconds(30);
        }
        try {
            long seconds = Long.parseLong(value);
            if (seconds >= 1) {
                return Duration.ofSeconds(seconds);
            }
        } catch (NumberFormatException e) {
            // falls through to the message below
        }
        throw new IllegalArgumentException(CLOCK_TICK + " must be a whole number of seconds, at least 1, not '"
                + value + "'");
    }
}
