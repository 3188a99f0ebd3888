package games.blockade.bot.discord;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.JDA;

/**
 * {@code GET /health} on 127.0.0.1 for a container's health check: 200 while every shard of this
 * process is connected, 503 naming the shards that are not. The bot serves nothing else over HTTP.
 */
public final class HealthEndpoint implements AutoCloseable {

    public static final String PORT = "BLOCKADE_HEALTH_PORT";

    private final HttpServer server;

    private HealthEndpoint(HttpServer server) {
        this.server = server;
    }

    /** The endpoint on the port {@code BLOCKADE_HEALTH_PORT} names, if it names one. */
    public static Optional<HealthEndpoint> from(Map<String, String> env, Supplier<Map<Integer, JDA.Status>> shards)
            throws IOException {
        String value = env.get(PORT);
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        int port;
        try {
            port = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PORT + " must be a port number, not '" + value + "'", e);
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException(PORT + " must be a port number (0 to 65535), not " + port);
        }
        return Optional.of(serve(port, shards));
    }

    /** Serves the health of the shards the supplier reports, by shard id, on loopback. */
    public static HealthEndpoint serve(int port, Supplier<Map<Integer, JDA.Status>> shards) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.createContext("/health", exchange -> answer(exchange, shards.get()));
        server.start();
        return new HealthEndpoint(server);
    }

    public InetSocketAddress address() {
        return server.getAddress();
    }

    public int port() {
        return address().getPort();
    }

    private static void answer(HttpExchange exchange, Map<Integer, JDA.Status> shards) throws IOException {
        Map<Integer, JDA.Status> down = shards.entrySet().stream()
                .filter(shard -> shard.getValue() != JDA.Status.CONNECTED)
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
        boolean up = !shards.isEmpty() && down.isEmpty();
        String body = up ? "UP: " + shards.size() + " shards connected\n"
                : "DOWN: " + (shards.isEmpty() ? "no shards" : down.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(shard -> "shard " + shard.getKey() + " " + shard.getValue()).collect(Collectors.joining(", "))) + "\n";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(up ? 200 : 503, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
