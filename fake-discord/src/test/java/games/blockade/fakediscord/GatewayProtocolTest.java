package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The gateway and REST rules, checked with a plain WebSocket and HTTP client rather than JDA. */
class GatewayProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** A bare gateway client: every frame it receives, and the close code. */
    private static final class RawClient implements WebSocket.Listener {
        final BlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket socket;

        static RawClient connect(FakeDiscord discord) {
            RawClient client = new RawClient();
            client.socket = HTTP.newWebSocketBuilder().buildAsync(URI.create(discord.gatewayUrl()), client).join();
            return client;
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    frames.add(JSON.readTree(partial.toString()));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        void send(String json) {
            socket.sendText(json, true).join();
        }

        JsonNode next() throws InterruptedException {
            JsonNode frame = frames.poll(5, TimeUnit.SECONDS);
            if (frame == null) {
                throw new AssertionError("no frame within 5 s");
            }
            return frame;
        }

        int closeCode() throws Exception {
            return closed.get(5, TimeUnit.SECONDS);
        }
    }

    private static String identify(String token, int shard, int count) {
        return "{\"op\":2,\"d\":{\"token\":\"" + token + "\",\"intents\":0,\"properties\":{},\"shard\":[" + shard
                + "," + count + "]}}";
    }

    @Test
    void helloComesFirstAndHeartbeatsAreAcknowledged() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            RawClient client = RawClient.connect(discord);
            JsonNode hello = client.next();
            assertEquals(10, hello.get("op").asInt());
            assertTrue(hello.at("/d/heartbeat_interval").asInt() > 0);
            client.send("{\"op\":1,\"d\":null}");
            assertEquals(11, client.next().get("op").asInt());
        }
    }

    @Test
    void identifyWithAWrongTokenIsClosedWithAuthenticationFailed() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            RawClient client = RawClient.connect(discord);
            client.next();
            client.send(identify("not-the-token", 0, 1));
            assertEquals(4004, client.closeCode());
        }
    }

    @Test
    void tooFewShardsAreRefusedWithShardingRequired() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().shards(2))) {
            RawClient client = RawClient.connect(discord);
            client.next();
            client.send(identify(discord.token(), 0, 1));
            assertEquals(4011, client.closeCode());
        }
    }

    @Test
    void readyListsOnlyTheShardsGuildsAndEachArrivesAsGuildCreate() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().shards(2))) {
            for (int i = 0; i < 6; i++) {
                Thread.sleep(1);
                discord.addGuild("Guild " + i, List.of("lobby"));
            }
            Set<String> shardOne = discord.guildIds().stream().filter(id -> Snowflakes.shardOf(id, 2) == 1)
                    .map(Long::toUnsignedString).collect(Collectors.toSet());
            RawClient client = RawClient.connect(discord);
            client.next();
            client.send(identify(discord.token(), 1, 2));

            JsonNode ready = client.next();
            assertEquals("READY", ready.get("t").asText());
            assertEquals(1, ready.get("s").asInt());
            Set<String> listed = new java.util.HashSet<>();
            ready.at("/d/guilds").forEach(g -> listed.add(g.get("id").asText()));
            assertEquals(shardOne, listed);
            List<String> created = new ArrayList<>();
            for (int i = 0; i < shardOne.size(); i++) {
                JsonNode event = client.next();
                assertEquals("GUILD_CREATE", event.get("t").asText());
                created.add(event.at("/d/id").asText());
            }
            assertEquals(shardOne, Set.copyOf(created));
        }
    }

    @Test
    void resumingAnUnknownSessionIsAnInvalidSession() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            RawClient client = RawClient.connect(discord);
            client.next();
            client.send("{\"op\":6,\"d\":{\"token\":\"" + discord.token() + "\",\"session_id\":\"nope\",\"seq\":3}}");
            JsonNode invalid = client.next();
            assertEquals(9, invalid.get("op").asInt());
            assertEquals(false, invalid.get("d").asBoolean());
        }
    }

    @Test
    void resumeReplaysTheEventsMissedWhileDisconnected() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            RawClient first = RawClient.connect(discord);
            first.next();
            first.send(identify(discord.token(), 0, 1));
            JsonNode ready = first.next();
            long seen = first.next().get("s").asLong(); // the GUILD_CREATE
            first.socket.sendClose(4000, "network trouble").join();
            first.closeCode();
            discord.addGuild("Arrived while away", List.of("lobby"));

            RawClient second = RawClient.connect(discord);
            second.next();
            second.send("{\"op\":6,\"d\":{\"token\":\"" + discord.token() + "\",\"session_id\":\""
                    + ready.at("/d/session_id").asText() + "\",\"seq\":" + seen + "}}");
            JsonNode replayed = second.next();
            assertEquals("GUILD_CREATE", replayed.get("t").asText());
            assertEquals("Arrived while away", replayed.at("/d/name").asText());
            assertEquals(seen + 1, replayed.get("s").asLong());
            assertEquals("RESUMED", second.next().get("t").asText());
        }
    }

    @Test
    void restRefusesCallsWithoutTheBotTokenAndTellsTheShardCount() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().shards(3))) {
            HttpResponse<String> anonymous = HTTP.send(HttpRequest.newBuilder(URI.create(discord.apiUrl()
                    + "gateway/bot")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(401, anonymous.statusCode());

            HttpResponse<String> bot = HTTP.send(HttpRequest.newBuilder(URI.create(discord.apiUrl() + "gateway/bot"))
                    .header("Authorization", "Bot " + discord.token()).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode body = JSON.readTree(bot.body());
            assertEquals(3, body.get("shards").asInt());
            assertEquals(discord.gatewayUrl(), body.get("url").asText());
        }
    }

    @Test
    void badPayloadsGetASpecificError() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
            String channel = Long.toUnsignedString(discord.channel("general").id());
            HttpResponse<String> empty = HTTP.send(HttpRequest.newBuilder(URI.create(discord.apiUrl() + "channels/"
                    + channel + "/messages")).header("Authorization", "Bot " + discord.token())
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"content\":\"\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(400, empty.statusCode());
            assertTrue(empty.body().contains("Cannot send an empty message"), empty.body());

            HttpResponse<String> unknown = HTTP.send(HttpRequest.newBuilder(URI.create(discord.apiUrl()
                    + "channels/123/messages")).header("Authorization", "Bot " + discord.token())
                    .POST(HttpRequest.BodyPublishers.ofString("{\"content\":\"hi\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(404, unknown.statusCode());
            assertTrue(unknown.body().contains("Unknown Channel"), unknown.body());
        }
    }
}
