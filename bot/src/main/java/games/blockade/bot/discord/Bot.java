package games.blockade.bot.discord;

import games.blockade.bot.service.Services;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;

/**
 * The bot connected to Discord: a shard manager with the one router. Slash commands, buttons and
 * autocomplete arrive whatever the intents, so it asks for none, least of all privileged ones.
 */
public final class Bot implements AutoCloseable {

    private static final Duration SHUTDOWN = Duration.ofSeconds(10);

    private final ShardManager shards;
    private final GamePlaces places;

    private Bot(ShardManager shards, GamePlaces places) {
        this.shards = shards;
        this.places = places;
    }

    public static Bot start(BotSettings settings, Services services) {
        GamePlaces places = new GamePlaces(services.challenges(), services.computer(), settings.place());
        DefaultShardManagerBuilder builder = DefaultShardManagerBuilder
                .createLight(settings.token(), EnumSet.noneOf(GatewayIntent.class))
                .addEventListeners(new Router(services, places));
        settings.shards().ifPresent(range -> builder.setShardsTotal(range.total())
                .setShards(range.first(), range.last()));
        if (settings.apiUrl().isPresent()) {
            builder.setRestConfig(new RestConfig().setBaseUrl(settings.apiUrl().get()))
                    .setSessionController(new FixedGateway(settings.gatewayUrl().orElseThrow()))
                    .setCompression(Compression.NONE);
        }
        return new Bot(builder.build(), places);
    }

    /** Waits until every shard is connected. */
    public Bot awaitReady() throws InterruptedException {
        for (JDA shard : shards.getShardCache()) {
            shard.awaitReady();
        }
        return this;
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
        // The computer's moves under way are posted before the connections go.
        places.close();
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
