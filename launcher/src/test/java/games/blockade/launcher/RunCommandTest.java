package games.blockade.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The README's run command as a person meets it: the launcher started in a JVM of its own on the
 * class path the build gives it, with no Discord token and free ports on loopback. The web app and the
 * playground answer, a game started in the playground shows on the web app (one database for both
 * processes), and stopping the launcher as Ctrl-C does stops every process it started.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RunCommandTest {

    /** Payara Micro alone may take minutes on a crowded machine; it is seconds on a quiet one. */
    private static final Duration START = Duration.ofMinutes(5);
    private static final Duration ANSWER = Duration.ofSeconds(30);
    private static final Pattern WEB = Pattern.compile("^\\s+Web app:\\s+(http://127\\.0\\.0\\.1:\\d+/)$");
    private static final Pattern PLAYGROUND = Pattern.compile("^\\s+Playground:\\s+(http://127\\.0\\.0\\.1:\\d+/)\\s.*");
    private static final Pattern THREAD = Pattern.compile("<#(\\d+)>");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static final List<String> output = new CopyOnWriteArrayList<>();
    private static Path data;
    private static Process launcher;
    private static String web;
    private static String playground;

    @BeforeAll
    static void startLauncher() throws IOException, InterruptedException {
        Path work = Path.of(System.getProperty("launcher.work"));
        deleteTree(work);
        data = work.resolve("data");
        String classPath = System.getProperty("launcher.classes") + java.io.File.pathSeparator
                + Files.readString(Path.of(System.getProperty("launcher.classpath"))).strip();
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath, Launcher.class.getName(), "--runtime", System.getProperty("launcher.runtime"),
                "--web-port", "0", "--playground-port", "0", "--data", data.toString())
                .redirectErrorStream(true);
        // As on a fresh machine: no Discord token, no database configured.
        Stream.of("DISCORD_TOKEN", "DISCORD_API_URL", "DISCORD_GATEWAY_URL", "BLOCKADE_DB_URL", "BLOCKADE_DB_USER",
                "BLOCKADE_DB_PASSWORD").forEach(builder.environment()::remove);
        launcher = builder.start();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(launcher.getInputStream(), StandardCharsets.UTF_8))) {
                lines.lines().forEach(output::add);
            } catch (IOException e) {
                output.add("(output unreadable: " + e + ")");
            }
        }, "launcher-output");
        reader.setDaemon(true);
        reader.start();

        long deadline = System.nanoTime() + START.toNanos();
        while (!output.contains("Press Ctrl-C to stop.")) {
            if (!launcher.isAlive() || System.nanoTime() > deadline) {
                fail("the launcher did not say it was running; it printed:\n" + String.join("\n", output)
                        + "\nweb log:\n" + tail(data.resolve("logs/web.log")) + "\nbot log:\n"
                        + tail(data.resolve("logs/bot.log")));
            }
            Thread.sleep(200);
        }
        web = find(WEB);
        playground = find(PLAYGROUND);
    }

    @AfterAll
    static void stopLauncher() throws InterruptedException {
        if (launcher != null && launcher.isAlive()) {
            launcher.descendants().forEach(ProcessHandle::destroyForcibly);
            launcher.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    @Order(1)
    void theWebAppIsUpAndServesItsPages() {
        HttpResponse<String> health = get(web + "health");
        assertEquals(200, health.statusCode(), health.body());
        assertEquals("UP", json(health.body()).path("status").asText(), health.body());

        HttpResponse<String> home = get(web);
        assertEquals(200, home.statusCode());
        assertTrue(home.body().contains("<h1"), home.body());
        assertEquals(200, get(web + "rules/retreat").statusCode());
    }

    /** The person who ran it reads where to go, not the libraries' start-up logs (those are in data/logs/). */
    @Test
    @Order(1)
    void itPrintsOnlyItsOwnLinesBeforeItsBanner() {
        List<String> printed = List.copyOf(output.subList(0, output.indexOf("Press Ctrl-C to stop.") + 1));
        assertTrue(printed.size() <= 7 && printed.stream().noneMatch(line -> line.contains("INFO")),
                String.join("\n", printed));
    }

    @Test
    @Order(2)
    void aGameStartedInThePlaygroundIsOnTheWebApp() throws InterruptedException {
        HttpResponse<String> page = get(playground);
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("<title>Blockade playground</title>"), page.body());

        JsonNode state = json(get(playground + "playground/state").body());
        String alice = userId(state, "alice");
        String bob = userId(state, "bob");
        String channel = channelId(state, "blockade");

        post("command", alice, channel, "text", "/blockade challenge game:retreat opponent:bob");
        JsonNode challenge = awaitMessage(alice, channel, m -> m.path("content").asText().contains("do you accept?"));
        JsonNode accept = challenge.path("components").path(0).path("components").path(0);
        assertEquals("Accept", accept.path("label").asText());
        ObjectNode click = body(bob, channel);
        click.put("message", challenge.path("id").asText()).put("customId", accept.path("custom_id").asText());
        send("click", click);
        // The game is played in a thread of its own, which the answer in the channel links to.
        JsonNode opened = awaitMessage(alice, channel, m -> m.path("content").asText().contains("Play it in <#"));
        Matcher thread = THREAD.matcher(opened.path("content").asText());
        assertTrue(thread.find(), opened.toString());
        JsonNode board = awaitMessage(alice, thread.group(1), m -> m.path("content").asText().contains("begins"));
        assertEquals("board.png", board.path("attachments").path(0).path("filename").asText(), board.toString());

        post("command", alice, channel, "text", "/blockade resign");
        JsonNode over = awaitMessage(alice, channel, m -> m.path("content").asText().contains("is over"));

        JsonNode games = json(get(web + "api/games?game=retreat").body()).path("games");
        assertEquals(1, games.size(), games.toString());
        // The bot links to the web app where the launcher started it, whatever its port.
        assertTrue(over.path("content").asText().contains(web + "games/" + games.path(0).path("id").asText()),
                over.toString());
        assertEquals("alice", games.path(0).path("one").path("name").asText());
        assertEquals("bob", games.path(0).path("two").path("name").asText());
        HttpResponse<String> replay = get(web + "games/" + games.path(0).path("id").asText());
        assertEquals(200, replay.statusCode());
        assertTrue(replay.body().contains("alice") && replay.body().contains("bob"), replay.body());
    }

    @Test
    @Order(3)
    void stoppingTheLauncherStopsEverythingItStarted() throws IOException, InterruptedException {
        List<ProcessHandle> started = launcher.descendants().toList();
        assertEquals(2, started.size(), "the web app and the bot: " + started);

        // Ctrl-C in a terminal is SIGINT; here it reaches the launcher alone, which must stop the rest.
        // Where this test runs with SIGINT ignored (started in the background without job control,
        // as some CI runners are), the launcher inherits that and only SIGTERM, a service stop, can reach it.
        String signal = sigintIgnored() ? "-TERM" : "-INT";
        assertEquals(0, new ProcessBuilder("kill", signal, Long.toString(launcher.pid())).start().waitFor());
        assertTrue(launcher.waitFor(60, TimeUnit.SECONDS), "the launcher did not stop");
        for (ProcessHandle child : started) {
            assertTrue(child.onExit().thenApply(h -> true).completeOnTimeout(false, 30, TimeUnit.SECONDS).join(),
                    "still running: " + child.info());
        }
        Thread.sleep(500);
        assertTrue(output.contains("Blockade stopped."), String.join("\n", output));
        assertTrue(Files.isRegularFile(data.resolve("blockade.db")), "the store is the launcher's data file");
    }

    /** Whether this process ignores SIGINT (bit 2 of the mask Linux shows), as the processes it starts then do. */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return false;
        }
        return Files.readAllLines(status).stream().filter(line -> line.startsWith("SigIgn:"))
                .map(line -> Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16))
                .anyMatch(mask -> (mask & 0x2) != 0);
    }

    private static String find(Pattern pattern) {
        for (String line : output) {
            Matcher matcher = pattern.matcher(line);
            if (matcher.matches()) {
                return matcher.group(1);
            }
        }
        throw new AssertionError("no line like " + pattern + " in:\n" + String.join("\n", output));
    }

    private static JsonNode awaitMessage(String viewer, String channel, Predicate<JsonNode> wanted)
            throws InterruptedException {
        long deadline = System.nanoTime() + ANSWER.toNanos();
        JsonNode messages = null;
        while (System.nanoTime() < deadline) {
            messages = json(get(playground + "playground/messages?user=" + viewer + "&channel=" + channel).body());
            for (JsonNode message : messages) {
                if (message.path("author").path("bot").asBoolean() && wanted.test(message)) {
                    return message;
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the bot did not answer as expected; the channel holds " + messages);
    }

    private static String userId(JsonNode state, String name) {
        for (JsonNode user : state.path("users")) {
            if (user.path("name").asText().equals(name)) {
                return user.path("id").asText();
            }
        }
        throw new AssertionError("no user " + name + " in " + state);
    }

    private static String channelId(JsonNode state, String name) {
        for (JsonNode channel : state.path("guilds").path(0).path("channels")) {
            if (channel.path("name").asText().equals(name)) {
                return channel.path("id").asText();
            }
        }
        throw new AssertionError("no channel " + name + " in " + state);
    }

    private static ObjectNode body(String user, String channel) {
        return JSON.createObjectNode().put("user", user).put("channel", channel);
    }

    private static void post(String action, String user, String channel, String key, String value) {
        send(action, body(user, channel).put(key, value));
    }

    private static void send(String action, ObjectNode body) {
        HttpResponse<String> response = request(HttpRequest.newBuilder(URI.create(playground + "playground/" + action))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
        assertEquals(200, response.statusCode(), response.body());
        assertNotNull(json(response.body()).get("interaction"), response.body());
    }

    private static HttpResponse<String> get(String url) {
        return request(HttpRequest.newBuilder(URI.create(url)).GET());
    }

    private static HttpResponse<String> request(HttpRequest.Builder request) {
        try {
            return HTTP.send(request.timeout(ANSWER).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(request.build().uri() + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(none: " + e + ")";
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (Files.exists(root)) {
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
        assertFalse(Files.exists(root));
    }
}
