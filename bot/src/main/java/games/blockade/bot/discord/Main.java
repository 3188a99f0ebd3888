package games.blockade.bot.discord;

import games.blockade.bot.service.Services;
import games.blockade.bot.service.WebLinks;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Starts the bot with its settings from the environment: Discord's, and the store's database. */
public final class Main {

    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    private Main() {
    }

    public static void main(String[] args) throws InterruptedException {
        BotSettings settings = BotSettings.from(System.getenv());
        StoreSettings storeSettings = StoreSettings.fromEnvironment();
        LOG.info("starting with {} and {}", settings, storeSettings);
        Store store = Store.open(storeSettings);
        Bot bot = Bot.start(settings, Services.over(store, Clock.systemUTC(), WebLinks.from(System.getenv())))
                .awaitReady();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            bot.close();
            store.close();
        }));
        LOG.info("ready");
    }
}
