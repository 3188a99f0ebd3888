package games.blockade.bot.analysis;

import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The analyses in a process of their own ({@link ApartAnalyses} starts it): the same worker as in
 * the bot, over the same store, with no Discord connection; what it owes (an analysis's post, the
 * daily puzzle) goes through the outbox, which the bot delivers. It stops when its input ends,
 * which is when the bot that started it stops, however that happens.
 */
public final class AnalysisProcess {

    private static final Logger LOG = LoggerFactory.getLogger(AnalysisProcess.class);

    private AnalysisProcess() {
    }

    public static void main(String[] args) throws IOException {
        Store store = Store.open(StoreSettings.fromEnvironment());
        Services services = Services.over(store, Clock.systemUTC(), Settings.fromEnvironment(System.getenv()));
        // Nothing here answers people: the operating system's priority alone gives way to the bot.
        AnalysisWorker worker = services.analysisWorker().start(() -> 0);
        LOG.info("analyses running apart, process {}", ProcessHandle.current().pid());
        System.in.transferTo(OutputStream.nullOutputStream());
        LOG.info("the bot has stopped; the analyses stop");
        worker.close();
        store.close();
    }
}
