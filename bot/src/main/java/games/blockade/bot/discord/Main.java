package games.blockade.bot.discord;

import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.io.IOException;
import java.time.Clock;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Starts the bot with its settings from the environment: Discord's, and the store's database. */
public final class Main {

    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    private Main() {
    }

    public static void main(String[] args) throws InterruptedException, IOException {
        BotSettings settings = BotSettings.from(System.getenv());
        StoreSettings storeSettings = StoreSettings.fromEnvironment();
        LOG.info("starting with {} and {}", settings, storeSettings);
        Store store = Store.open(storeSettings);
        Bot bot = Bot.start(settings, Services.over(store, Clock.systemUTC(), Settings.fromEnvironment(System.getenv())));
        Optional<HealthEndpoint> health = HealthEndpoint.from(System.getenv(), bot::shardStatuses);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            health.ifPresent(HealthEndpoint::close);
            bot.close();
            store.close();
        }));
        bot.awaitReady();
        LOG.info("ready");
    }
}
