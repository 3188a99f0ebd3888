package games.blockade.launcher;

import games.blockade.bot.discord.BotSettings;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.bot.service.Settings;
import games.blockade.store.config.Engine;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreRefused;
import games.blockade.store.config.StoreSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Runs Blockade on one machine: the web app on Payara Micro and the bot, each in a process of its
 * own, over the store's SQLite file (which both open) unless {@code BLOCKADE_DB_URL} names another
 * store, the bot on the fake Discord's playground unless {@code DISCORD_TOKEN} is set. Prints where to go once everything answers; stopping the launcher
 * (Ctrl-C) stops everything it started.
 */
public final class Launcher {

    static final List<String> PEOPLE = List.of("alice", "bob", "carol");
    private static final Duration START_LIMIT = Duration.ofMinutes(5);
    private static final Duration STOP_GRACE = Duration.ofSeconds(20);
    private static final String BOT_MAIN = "games.blockade.bot.discord.Main";
    /** The embedded store in the data folder, the file the bot opens by default when run alone there. */
    static final String STORE_FILE = "blockade.db";
    /** A run on one's own machine: starting quickly matters more than the last bit of speed. */
    private static final List<String> QUICK_START = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private final LaunchOptions options;
    private final Map<String, String> environment;
    private final PrintStream out;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private volatile boolean stopping;
    private FakeDiscord discord;
    private String webUrl;
    private Map<String, String> botEnvironment;
    private Child web;
    private Child bot;

    Launcher(LaunchOptions options, Map<String, String> environment, PrintStream out) {
        this.options = options;
        this.environment = Map.copyOf(environment);
        this.out = out;
    }

    public static void main(String[] args) {
        // before any library logs: the bot's logback.xml is on this class path too, and it speaks at INFO
        System.setProperty("logback.configurationFile", "launcher-logback.xml");
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(List.of(args));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        Launcher launcher = new Launcher(options, System.getenv(), System.out);
        Runtime.getRuntime().addShutdownHook(new Thread(launcher::stop, "launcher-stop"));
        try {
            launcher.start();
            launcher.watch();
        } catch (StartFailure e) {
            if (!launcher.beingStopped()) {
                System.err.println(e.getMessage());
            }
        } catch (RuntimeException | Error e) {
            e.printStackTrace();
        } finally {
            // Whatever ended the watch, the shutdown hook stops the rest.
            System.exit(1);
        }
    }

    /** Starts the database, the playground, the web app and the bot, and waits until they answer. */
    void start() {
        try {
            Files.createDirectories(options.logs());
            Map<String, String> storeEnvironment = new HashMap<>();
            StoreSettings store;
            if (value(StoreSettings.URL).isEmpty()) {
                store = StoreSettings.sqlite(options.data().resolve(STORE_FILE));
                storeEnvironment.put(StoreSettings.URL, store.url());
            } else {
                store = StoreSettings.from(environment);
            }
            // Once, before either process starts, so the two never race to carry over or migrate.
            Store.prepare(store);
            int webPort = options.webPort() == 0 ? freePort() : requireFree(options.webPort());
            webUrl = webUrl(webPort);
            botEnvironment = botEnvironment(storeEnvironment, webPort);
            if (value(BotSettings.TOKEN).isEmpty()) {
                discord = FakeDiscord.start(FakeDiscord.options().port(options.playgroundPort()));
                discord.playgroundPeople(PEOPLE);
                botEnvironment.put(BotSettings.TOKEN, discord.token());
                botEnvironment.put(BotSettings.API_URL, discord.apiUrl());
                botEnvironment.put(BotSettings.GATEWAY_URL, discord.gatewayUrl());
            }
            out.println("Starting Blockade: the web app and the bot, on " + describe(store) + " (logs in "
                    + options.logs() + ")");
            web = Child.start("web app", webCommand(webPort), storeEnvironment,
                    options.logs().resolve("web.log"));
            bot = startBot();
            awaitReady(webUrl);
            out.println();
            out.println("Blockade is running.");
            out.println("  Web app:    " + webUrl);
            if (discord != null) {
                out.println("  Playground: " + discord.playgroundUrl() + "  (chat as " + String.join(", ", PEOPLE)
                        + "; type /blockade help)");
            } else {
                out.println("  Bot:        logging in to Discord with DISCORD_TOKEN (see " + bot.log() + ")");
            }
            out.println("Press Ctrl-C to stop.");
        } catch (IOException e) {
            throw new StartFailure("Could not prepare " + options.data() + ": " + e.getMessage());
        } catch (StoreRefused e) {
            throw new StartFailure("Could not open the store: " + e.getMessage());
        } catch (RuntimeException e) {
            if (e instanceof StartFailure) {
                throw e;
            }
            throw new StartFailure("Could not start: " + e.getMessage());
        }
    }

    private Child startBot() {
        return Child.start("bot", Child.java(QUICK_START, "-cp", System.getProperty("java.class.path"), BOT_MAIN),
                botEnvironment, options.logs().resolve("bot.log"));
    }

    /** Where the web app answers, once started. */
    String webUrl() {
        return webUrl;
    }

    /** The fake Discord the bot is on, when no Discord token was set. */
    Optional<FakeDiscord> playground() {
        return Optional.ofNullable(discord);
    }

    /** The bot's process: what a crash ends. */
    ProcessHandle botProcess() {
        return bot.process();
    }

    /** Starts the bot again once its process has ended, on the same store and Discord. */
    void restartBot() {
        if (bot.alive()) {
            throw new IllegalStateException("the bot is still running");
        }
        bot = startBot();
    }

    /** Where the web app answers, on loopback at the port it was started with. */
    private static String webUrl(int webPort) {
        return "http://127.0.0.1:" + webPort + "/";
    }

    /**
     * The bot's settings besides Discord's: the store's, and the web app's address for its links,
     * the one the web app really listens on, whatever port it was given.
     */
    static Map<String, String> botEnvironment(Map<String, String> storeEnvironment, int webPort) {
        Map<String, String> bot = new HashMap<>(storeEnvironment);
        bot.put(Settings.WEB_URL, webUrl(webPort));
        return bot;
    }

    private List<String> webCommand(int port) throws IOException {
        Path tmp = options.data().resolve("tmp").resolve("web");
        deleteTree(tmp);
        Files.createDirectories(tmp);
        // Payara Micro has no option for the address it listens on; a command run before boot sets it.
        Path preboot = tmp.resolve("preboot.asadmin");
        Files.writeString(preboot, Files.readString(options.preboot(), StandardCharsets.UTF_8)
                + "set configs.config.server-config.network-config.network-listeners."
                + "network-listener.http-listener.address=127.0.0.1\n", StandardCharsets.UTF_8);
        return Child.java(QUICK_START, "-Djava.io.tmpdir=" + tmp, "-jar", options.payara().toString(),
                "--deploy", options.war().toString(), "--contextroot", "/", "--port", Integer.toString(port),
                "--nohazelcast", "--disablephonehome", "--prebootcommandfile", preboot.toString());
    }

    /** Waits until the web app serves its home page and the bot has registered its commands. */
    private void awaitReady(String webUrl) {
        long deadline = System.nanoTime() + START_LIMIT.toNanos();
        boolean webReady = false;
        boolean botReady = discord == null;
        while (!webReady || !botReady) {
            for (Child child : List.of(web, bot)) {
                if (!child.alive()) {
                    throw stopped(child);
                }
            }
            if (System.nanoTime() > deadline) {
                throw new StartFailure("Not ready after " + START_LIMIT.toMinutes() + " minutes ("
                        + (webReady ? "" : "web app ") + (botReady ? "" : "bot ") + "still starting); see "
                        + options.logs());
            }
            webReady = webReady || answers(webUrl + "health") && answers(webUrl);
            botReady = botReady || !discord.commands(0).isEmpty() || !discord.commands(discord.guildId()).isEmpty();
            pause(Duration.ofMillis(500));
        }
    }

    private boolean answers(String url) {
        try {
            HttpResponse<Void> response = http.send(HttpRequest.newBuilder(URI.create(url))
                    .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.discarding());
            return response.statusCode() == 200;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StartFailure("Interrupted while starting");
        }
    }

    /** Returns when the web app or the bot stops by itself, after saying why. */
    void watch() {
        while (true) {
            for (Child child : List.of(web, bot)) {
                if (!child.alive()) {
                    if (!beingStopped()) {
                        System.err.println(stopped(child).getMessage());
                    }
                    return;
                }
            }
            pause(Duration.ofSeconds(1));
        }
    }

    /**
     * Whether a child ended because everything is being stopped: Ctrl-C reaches the children too, and
     * they may end a moment before this JVM starts its own shutdown.
     */
    private boolean beingStopped() {
        pause(Duration.ofSeconds(2));
        return stopping;
    }

    private StartFailure stopped(Child child) {
        return new StartFailure("The " + child.name() + " stopped (exit code " + child.exitCode() + "). Its last lines, from "
                + child.log() + ":" + System.lineSeparator() + child.tail(30));
    }

    /** Stops everything started, the two processes first (they use the database), once. */
    synchronized void stop() {
        if (stopping) {
            return;
        }
        stopping = true;
        List<Thread> stops = Stream.of(web, bot).filter(child -> child != null)
                .map(child -> new Thread(() -> child.stop(STOP_GRACE), "stop-" + child.name())).toList();
        stops.forEach(Thread::start);
        for (Thread stop : stops) {
            try {
                stop.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (discord != null) {
            discord.close();
        }
        out.println("Blockade stopped.");
    }

    /** The store as a person reads it: the SQLite file, or the database's address without its password. */
    private static String describe(StoreSettings store) {
        return store.engine() == Engine.SQLITE ? store.file().toString() : store.url().replaceAll("password=[^&]*", "password=...");
    }

    private Optional<String> value(String name) {
        String value = environment.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** Payara Micro would start without its HTTP listener on a taken port; say so before starting it. */
    private static int requireFree(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new StartFailure("Port " + port + " for the web app is taken; choose another with "
                    + "-Dblockade.web.port=N (0 for any free one)");
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static void pause(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StartFailure("Interrupted");
        }
    }

    /** Why the launcher could not start, or stopped, in words for the person who ran it. */
    static final class StartFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StartFailure(String message) {
            super(message);
        }
    }
}
