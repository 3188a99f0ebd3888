package games.blockade.fakediscord;

import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;

/**
 * Points JDA at configured Discord URLs instead of discord.com: the REST base URL through RestConfig,
 * the gateway through the session controller (a shard manager also learns it from GET gateway/bot).
 * The bot does the same with DISCORD_API_URL and DISCORD_GATEWAY_URL when they are set.
 */
final class JdaConnection {
    private JdaConnection() {
    }

    static JDABuilder pointAt(JDABuilder builder, String apiUrl, String gatewayUrl) {
        return builder.setRestConfig(new RestConfig().setBaseUrl(apiUrl))
                .setSessionController(new FixedGateway(gatewayUrl))
                .setCompression(Compression.NONE);
    }

    static DefaultShardManagerBuilder pointAt(DefaultShardManagerBuilder builder, String apiUrl,
                                              String gatewayUrl) {
        return builder.setRestConfig(new RestConfig().setBaseUrl(apiUrl))
                .setSessionController(new FixedGateway(gatewayUrl))
                .setCompression(Compression.NONE);
    }

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
