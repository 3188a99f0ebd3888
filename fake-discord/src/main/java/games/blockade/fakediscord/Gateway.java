package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The gateway: HELLO, IDENTIFY to READY and GUILD_CREATE, heartbeats, RESUME with replay, and
 * dispatch of events to the shard that owns the guild.
 */
final class Gateway {
    private static final Logger LOG = LoggerFactory.getLogger(Gateway.class);
    static final int HEARTBEAT_INTERVAL_MILLIS = 41_250;
    private static final int REPLAY_LIMIT = 10_000;

    /** A bot session on one shard; it outlives its connection so that RESUME can pick it up. */
    static final class Session {
        final String id = UUID.randomUUID().toString().replace("-", "");
        final int shard;
        final int shardCount;
        final int intents;
        private final Deque<ObjectNode> sent = new ArrayDeque<>();
        private WsContext connection;
        private long sequence;
        private int resumes;

        Session(int shard, int shardCount, int intents) {
            this.shard = shard;
            this.shardCount = shardCount;
            this.intents = intents;
        }

        boolean owns(long guildId) {
            return guildId == 0 ? shard == 0 : Snowflakes.shardOf(guildId, shardCount) == shard;
        }

        synchronized boolean connected() {
            return connection != null;
        }

        synchronized int resumes() {
            return resumes;
        }

        /** Numbers the event and sends it, or keeps it for a RESUME when the connection is gone. */
        synchronized void dispatch(String type, JsonNode data) {
            ObjectNode payload = Json.object();
            payload.put("op", 0);
            payload.put("t", type);
            payload.put("s", ++sequence);
            payload.set("d", data);
            sent.addLast(payload);
            if (sent.size() > REPLAY_LIMIT) {
                sent.removeFirst();
            }
            if (connection != null) {
                connection.send(Json.write(payload));
            }
        }

        synchronized void resume(WsContext ctx, long lastSeen) {
            connection = ctx;
            resumes++;
            for (ObjectNode payload : sent) {
                if (payload.get("s").asLong() > lastSeen) {
                    ctx.send(Json.write(payload));
                }
            }
            dispatch("RESUMED", Json.object());
        }

        synchronized void detach(WsContext ctx) {
            if (connection == ctx) {
                connection = null;
            }
        }

        synchronized void send(WsContext ctx, ObjectNode payload) {
            ctx.send(Json.write(payload));
        }
    }

    private final World world;
    private final String token;
    private final int shardCount;
    private final Supplier<String> url;
    private final Map<String, Session> sessionsById = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicInteger identifies = new java.util.concurrent.atomic.AtomicInteger();
    private final Map<String, Session> sessionsByConnection = new ConcurrentHashMap<>();

    Gateway(World world, String token, int shardCount, Supplier<String> url) {
        this.world = world;
        this.token = token;
        this.shardCount = shardCount;
        this.url = url;
    }

    int shardCount() {
        return shardCount;
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            ctx.session.setIdleTimeout(Duration.ofMinutes(10));
            ObjectNode hello = Json.object();
            hello.put("op", 10);
            hello.putNull("s");
            hello.putNull("t");
            hello.putObject("d").put("heartbeat_interval", HEARTBEAT_INTERVAL_MILLIS);
            ctx.send(Json.write(hello));
        });
        ws.onMessage(ctx -> receive(ctx, Json.parse(ctx.message())));
        ws.onClose(ctx -> {
            Session session = sessionsByConnection.remove(ctx.sessionId());
            if (session == null) {
                return;
            }
            session.detach(ctx);
            // A clean close ends the session; anything else leaves it open for RESUME.
            if (ctx.status() == 1000 || ctx.status() == 1001) {
                sessionsById.remove(session.id);
            }
        });
    }

    private void receive(WsContext ctx, JsonNode payload) {
        int op = payload.path("op").asInt(-1);
        JsonNode data = payload.path("d");
        switch (op) {
            case 1 -> {
                ObjectNode ack = Json.object();
                ack.put("op", 11);
                ctx.send(Json.write(ack));
            }
            case 2 -> identify(ctx, data);
            case 6 -> resume(ctx, data);
            case 3, 4, 8 -> {
                // presence, voice state and member requests: nothing the bot needs an answer to
            }
            default -> ctx.closeSession(4001, "Unknown opcode " + op);
        }
    }

    /** How many times a bot identified: each start (and each new session) counts once. */
    int identifies() {
        return identifies.get();
    }

    private void identify(WsContext ctx, JsonNode data) {
        identifies.incrementAndGet();
        if (!token.equals(stripBot(data.path("token").asText()))) {
            ctx.closeSession(4004, "Authentication failed");
            return;
        }
        JsonNode shardPair = data.path("shard");
        int shard = shardPair.isArray() ? shardPair.path(0).asInt() : 0;
        int count = shardPair.isArray() ? shardPair.path(1).asInt() : 1;
        if (count < 1 || shard < 0 || shard >= count) {
            ctx.closeSession(4010, "Invalid shard");
            return;
        }
        if (count < shardCount) {
            ctx.closeSession(4011, "Sharding required");
            return;
        }
        Session session = new Session(shard, count, data.path("intents").asInt(0));
        sessionsById.put(session.id, session);
        sessionsByConnection.put(ctx.sessionId(), session);
        synchronized (session) {
            session.connection = ctx;
            List<World.Guild> guilds = world.guildsWithBot().stream().filter(g -> session.owns(g.id())).toList();
            ObjectNode ready = Json.object();
            ready.put("v", 10);
            ready.set("user", world.bot().json().put("verified", true).put("mfa_enabled", false).put("flags", 0));
            var unavailable = ready.putArray("guilds");
            guilds.forEach(g -> unavailable.addObject().put("id", Json.text(g.id())).put("unavailable", true));
            ready.putArray("private_channels");
            ready.putArray("presences");
            ready.putArray("relationships");
            ready.put("session_id", session.id);
            ready.put("session_type", "normal");
            ready.put("resume_gateway_url", url.get());
            ready.putArray("shard").add(shard).add(count);
            ready.putObject("application").put("id", Json.text(world.applicationId())).put("flags", 0);
            session.dispatch("READY", ready);
            guilds.forEach(g -> session.dispatch("GUILD_CREATE", world.guildCreate(g)));
        }
        LOG.debug("shard {}/{} identified as session {}", shard, count, session.id);
    }

    private void resume(WsContext ctx, JsonNode data) {
        Session session = sessionsById.get(data.path("session_id").asText());
        if (session == null || !token.equals(stripBot(data.path("token").asText()))) {
            ObjectNode invalid = Json.object();
            invalid.put("op", 9);
            invalid.put("d", false);
            ctx.send(Json.write(invalid));
            return;
        }
        sessionsByConnection.put(ctx.sessionId(), session);
        session.resume(ctx, data.path("seq").asLong(0));
    }

    /** Sends the event to every session of the shard that owns the guild (guild 0: shard 0, as for DMs). */
    void dispatch(long guildId, String type, JsonNode data) {
        for (Session session : sessionsById.values()) {
            if (session.owns(guildId)) {
                session.dispatch(type, data);
            }
        }
    }

    /** Like dispatch, but only to sessions that asked for the given intent bit. */
    void dispatchIf(int intent, long guildId, String type, JsonNode data) {
        for (Session session : sessionsById.values()) {
            if (session.owns(guildId) && (session.intents & intent) != 0) {
                session.dispatch(type, data);
            }
        }
    }

    boolean hasSessionFor(long guildId) {
        return sessionsById.values().stream().anyMatch(s -> s.owns(guildId));
    }

    List<Session> sessions() {
        return List.copyOf(sessionsById.values());
    }

    Optional<Session> session(int shard) {
        return sessionsById.values().stream().filter(s -> s.shard == shard).findFirst();
    }

    /** Asks every connected bot to reconnect (op 7); a well-behaved client resumes its session. */
    void requestReconnect() {
        ObjectNode reconnect = Json.object();
        reconnect.put("op", 7);
        reconnect.putNull("d");
        for (Session session : sessionsById.values()) {
            synchronized (session) {
                if (session.connection != null) {
                    session.connection.send(Json.write(reconnect));
                }
            }
        }
    }

    private static String stripBot(String value) {
        return value.startsWith("Bot ") ? value.substring(4) : value;
    }
}
