package games.blockade.bot.discord;

import games.blockade.bot.privatechannel.PrivateWays;
import games.blockade.bot.service.Services;
import games.blockade.store.repository.ClockRepository;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;
import okhttp3.OkHttpClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot connected to Discord: a shard manager with the router of interactions and the worker that
 * delivers what is owed. Slash commands, buttons and autocomplete arrive whatever the intents, so
 * it asks for none, least of all privileged ones; JDA always takes the guild events, which tell it
 * the channels and threads it posts in, and when one is deleted.
 */
public final class Bot implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Bot.class);
    private static final Duration SHUTDOWN = Duration.ofSeconds(10);

    private final ShardManager shards;
    private final Router router;
    private final OutboxWorker worker;
    private final ExecutorService handlers;

    private Bot(ShardManager shards, Router router, OutboxWorker worker, ExecutorService handlers) {
        this.shards = shards;
        this.router = router;
        this.worker = worker;
        this.handlers = handlers;
    }

    /**
     * Connects the shards {@code settings} name and handles interactions on {@code limits.handlers()}
     * threads side by side, so a slow database answer or picture holds up no one else.
     */
    public static Bot start(BotSettings settings, Services services, Limits limits) {
        OutboxWorker worker = new OutboxWorker(services.deliveries(), services.computer(), services.pictures(),
                settings.place(), new PrivateWays(services.privateChannels()), services.languages());
        Router router = new Router(services, new Answers(services.deliveries().outbox(),
                services.deliveries().process(), worker, services.privateChannels()), limits.actions(),
                limits.typing());
        AtomicInteger count = new AtomicInteger();
        ExecutorService handlers = Executors.newFixedThreadPool(limits.handlers(), r -> {
            Thread thread = new Thread(r, "blockade-handler-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        DefaultShardManagerBuilder builder = connecting(settings)
                .addEventListeners(router, worker)
                .setEventPool(handlers, false);
        return new Bot(builder.build(), router, worker, handlers);
    }

    /**
     * Shards as the bot connects them, to Discord or to the Discord-compatible server the settings
     * name, with no gateway intents: also what a bare bot of the speed benchmark connects with.
     */
    public static DefaultShardManagerBuilder connecting(BotSettings settings) {
        DefaultShardManagerBuilder builder = DefaultShardManagerBuilder
                .createLight(settings.token(), EnumSet.noneOf(GatewayIntent.class))
                .setHttpClientBuilder(new OkHttpClient.Builder().socketFactory(new NoDelaySockets()));
        settings.shards().ifPresent(range -> builder.setShardsTotal(range.total())
                .setShards(range.first(), range.last()));
        if (settings.apiUrl().isPresent()) {
            builder.setRestConfig(new RestConfig().setBaseUrl(settings.apiUrl().get()))
                    .setSessionController(new FixedGateway(settings.gatewayUrl().orElseThrow()))
                    .setCompression(Compression.NONE);
        }
        return builder;
    }

    /** Waits until every shard is connected, then starts delivering what is owed. */
    public Bot awaitReady() throws InterruptedException {
        for (JDA shard : shards.getShardCache()) {
            shard.awaitReady();
        }
        worker.start(shards);
        return this;
    }

    /**
     * How many interactions this process is answering, and owed posts and computer moves it is
     * delivering, now: its background analyses wait while there are any.
     */
    public int busy() {
        return router.inFlight() + worker.working();
    }

    /** The shards this process runs, whose guilds' owed posts it delivers. */
    public ClockRepository.Shards shards() {
        return shardsOf(shards);
    }

    static ClockRepository.Shards shardsOf(ShardManager shards) {
        Set<Integer> ids = shards.getShardCache().stream().map(s -> s.getShardInfo().getShardId())
                .collect(Collectors.toSet());
        return new ClockRepository.Shards(shards.getShardsTotal(), ids);
    }

    /** The connection status of each shard this process runs, by shard id. */
    public Map<Integer, JDA.Status> shardStatuses() {
        Map<Integer, JDA.Status> statuses = new TreeMap<>();
        shards.getShardCache().forEach(shard -> statuses.put(shard.getShardInfo().getShardId(), shard.getStatus()));
        return statuses;
    }

    /** Disconnects every shard and waits for it, so that a bot started next is the only one answering. */
    @Override
    public void close() {
        // What is being delivered is finished, and what this process held given back, before the connections go.
        worker.close();
        List<JDA> connected = List.copyOf(shards.getShards());
        shards.shutdown();
        try {
            for (JDA shard : connected) {
                if (!shard.awaitShutdown(SHUTDOWN)) {
                    shard.shutdownNow();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            router.close();
            handlers.shutdownNow();
        }
    }

    /** Another Discord's gateway; a shard manager otherwise learns discord.com's from the REST API. */
    private static final class FixedGateway extends ConcurrentSessionController {
        private final String url;

        FixedGateway(String url) {
            this.url = url;
        }

        @Override
        public String getGateway() {
            return url;
        }
    }
}
