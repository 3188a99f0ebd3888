package games.blockade.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import net.dv8tion.jda.api.JDA;
import org.junit.jupiter.api.Test;

class HealthEndpointTest {

    private final AtomicReference<Map<Integer, JDA.Status>> shards = new AtomicReference<>(Map.of());

    @Test
    void upOnlyWhileEveryShardOfThisProcessIsConnected() throws IOException, InterruptedException {
        try (HealthEndpoint health = HealthEndpoint.from(Map.of("BLOCKADE_HEALTH_PORT", "0"), shards::get)
                .orElseThrow()) {
            assertEquals("503 DOWN: no shards", get(health));

            shards.set(Map.of(2, JDA.Status.CONNECTED, 3, JDA.Status.CONNECTED));
            assertEquals("200 UP: 2 shards connected", get(health));

            shards.set(Map.of(2, JDA.Status.CONNECTED, 3, JDA.Status.WAITING_TO_RECONNECT, 4, JDA.Status.LOADING_SUBSYSTEMS));
            assertEquals("503 DOWN: shard 3 WAITING_TO_RECONNECT, shard 4 LOADING_SUBSYSTEMS", get(health));
        }
    }

    @Test
    void itListensOnLoopbackOnlyAndOnlyWhenAPortIsSet() throws IOException {
        assertEquals(Optional.empty(), HealthEndpoint.from(Map.of(), shards::get));
        try (HealthEndpoint health = HealthEndpoint.from(Map.of("BLOCKADE_HEALTH_PORT", "0"), shards::get)
                .orElseThrow()) {
            assertTrue(health.port() > 0);
            assertTrue(health.address().getAddress().isLoopbackAddress(), health.address().toString());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HealthEndpoint.from(Map.of("BLOCKADE_HEALTH_PORT", "health"), shards::get));
        assertEquals("BLOCKADE_HEALTH_PORT must be a port number, not 'health'", e.getMessage());
    }

    private static String get(HealthEndpoint health) throws IOException, InterruptedException {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + health.port() + "/health")).build(), HttpResponse.BodyHandlers.ofString());
        return response.statusCode() + " " + response.body().strip();
    }
}
