package games.blockade.fakediscord;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A Discord on 127.0.0.1: gateway over WebSocket, REST over HTTP, and a playground page, for a bot that
 * is only told two URLs. Tests drive it through {@link #user(String)}; everything the bot sends is kept.
 *
 * <pre>
 * try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options())) {
 *     // start the bot with discord.apiUrl(), discord.gatewayUrl() and discord.token()
 *     discord.awaitBot(Duration.ofSeconds(10));
 *     Message reply = discord.user("alice").slash("blockade", "move", Map.of("move", "BB3-5"))
 *             .awaitReply(Duration.ofSeconds(5));
 * }
 * </pre>
 */
public final class FakeDiscord implements AutoCloseable {

    /** How to start: port 0 picks a free one. */
    public record Options(int port, int shards, String token, String botName, String guildName,
                          List<String> channels) {
        public Options port(int value) {
            return new Options(value, shards, token, botName, guildName, channels);
        }

        public Options shards(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("shards must be at least 1, got " + value);
            }
            return new Options(port, value, token, botName, guildName, channels);
        }

        public Options token(String value) {
            return new Options(port, shards, value, botName, guildName, channels);
        }

        public Options botName(String value) {
            return new Options(port, shards, token, value, guildName, channels);
        }

        /** The first guild, created at start with these text channels. */
        public Options guild(String name, List<String> channelNames) {
            return new Options(port, shards, token, botName, name, List.copyOf(channelNames));
        }
    }

    public static Options options() {
        return new Options(0, 1, "fake-bot-token", "Blockade", "Blockade Club", List.of("general", "blockade"));
    }

    private final Javalin server;
    private final World world;
    private final Gateway gateway;
    private final RestApi rest;
    private final Playground playground;
    private final World.Guild firstGuild;
    private final Options options;
    private final Faults faults = new Faults();
    private volatile String baseUrl;

    private FakeDiscord(Options options) {
        this.options = options;
        this.world = new World(options.botName(), () -> baseUrl);
        this.gateway = new Gateway(world, options.token(), options.shards(), this::gatewayUrl);
        this.rest = new RestApi(world, gateway, options.token(), this::gatewayUrl, faults);
        this.firstGuild = world.addGuild(options.guildName(), options.channels(), true);
        this.playground = new Playground(this, world);
        this.server = Javalin.create(config -> {
            config.jetty.host = "127.0.0.1";
            config.jetty.port = options.port();
            config.startup.showJavalinBanner = false;
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/playground";
                files.location = Location.CLASSPATH;
            });
            config.routes.ws("/gateway", gateway::configure);
            rest.register(config.routes);
            playground.register(config.routes);
            config.routes.get("/attachments/{channel}/{attachment}/{filename}", ctx -> {
                Attachment file = world.attachment(Long.parseUnsignedLong(ctx.pathParam("attachment")))
                        .orElseThrow(() -> new BadRequest(404, "no such attachment"));
                ctx.contentType(file.contentType()).result(file.bytes());
            });
        });
    }

    /** Starts the server on 127.0.0.1 (a free port when the options say 0). */
    public static FakeDiscord start(Options options) {
        FakeDiscord discord = new FakeDiscord(options);
        discord.server.start();
        discord.baseUrl = "http://127.0.0.1:" + discord.server.port();
        return discord;
    }

    /** REST base, e.g. {@code http://127.0.0.1:PORT/api/v10/}, for JDA's RestConfig base URL. */
    public String apiUrl() {
        return baseUrl + "/api/v10/";
    }

    public String gatewayUrl() {
        return "ws://" + baseUrl.substring("http://".length()) + "/gateway";
    }

    /** The playground page for people. */
    public String playgroundUrl() {
        return baseUrl + "/";
    }

    /** The bot token the fake accepts. */
    public String token() {
        return options.token();
    }

    public DiscordUser bot() {
        return world.bot();
    }

    public long applicationId() {
        return world.applicationId();
    }

    public int shardCount() {
        return gateway.shardCount();
    }

    /** A person, created on first use, member of every guild; acts in the first guild's first channel. */
    public FakeUser user(String name) {
        return new FakeUser(this, world, world.userNamed(name), defaultChannel());
    }

    /** Gives a person the admin role of every guild: they may Manage Server. */
    public void makeAdmin(FakeUser user) {
        world.makeAdmin(user.account());
    }

    public List<DiscordUser> people() {
        return world.people();
    }

    /** A further guild with text channels; a connected bot gets its GUILD_CREATE on the owning shard. */
    public long addGuild(String name, List<String> channelNames) {
        World.Guild guild = world.addGuild(name, channelNames, true);
        gateway.dispatch(guild.id(), "GUILD_CREATE", world.guildCreate(guild));
        return guild.id();
    }

    /**
     * A further guild that did not install the app: its bot is no member there, so only people who
     * added the app to their account have its commands there, and it may only answer them.
     */
    public long addGuildWithoutBot(String name, List<String> channelNames) {
        return world.addGuild(name, channelNames, false).id();
    }

    public long guildId() {
        return firstGuild.id();
    }

    public List<Long> guildIds() {
        return world.guilds().stream().map(World.Guild::id).toList();
    }

    /** A channel or thread by name, in the first guild. */
    public Channel channel(String name) {
        return world.channelsOf(firstGuild.id()).stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no channel '" + name + "'; channels are "
                        + world.channelsOf(firstGuild.id()).stream().map(Channel::name).toList()));
    }

    public List<Channel> channels(long guildId) {
        return world.channelsOf(guildId);
    }

    /**
     * The people of the playground: each has added the app to their account, and all of them share
     * a group DM, where the bot may only answer them.
     */
    public Channel playgroundPeople(List<String> names) {
        List<DiscordUser> people = names.stream().map(name -> user(name).installApp().account()).toList();
        return people.size() < 2 ? null : privateChannel(String.join(", ", names), people.toArray(DiscordUser[]::new));
    }

    /**
     * A DM between two people, or a group DM between more, named {@code name}: no bot is a member,
     * so an app there may only answer the interactions of people who added it to their account.
     */
    public Channel privateChannel(String name, DiscordUser... people) {
        return world.addPrivateChannel(name, List.of(people));
    }

    /**
     * Makes {@code time} pass for every interaction so far, as far as their tokens go: past
     * {@link Interaction#TOKEN_LIFETIME}, the app may no longer follow up or edit its answers.
     */
    public void passTime(Duration time) {
        world.interactions().forEach(interaction -> interaction.age(time));
    }

    public Optional<Channel> dmWith(DiscordUser user) {
        return world.existingDm(user);
    }

    public List<Message> messages(Channel channel) {
        return world.messagesIn(channel.id());
    }

    public List<Message> allMessages() {
        return world.allMessages();
    }

    /** Waits until any message satisfies the condition (checked after every change). */
    public Message awaitMessage(Predicate<Message> condition, Duration timeout) {
        return world.awaitMessage(condition, timeout, "a message matching the condition");
    }

    /**
     * Deletes a channel or thread as a moderator does: the bot is told (CHANNEL_DELETE or
     * THREAD_DELETE), and whatever asks for it from then on meets 404 Unknown Channel.
     */
    public void deleteChannel(long id) {
        Channel gone = world.deleteChannel(id);
        com.fasterxml.jackson.databind.node.ObjectNode event = Json.object();
        event.put("id", Json.text(gone.id())).put("type", gone.isThread() ? 11 : 0)
                .put("guild_id", Json.text(gone.guildId()));
        if (gone.isThread()) {
            event.put("parent_id", Json.text(gone.parentId()));
        }
        gateway.dispatch(gone.guildId(), gone.isThread() ? "THREAD_DELETE" : "CHANNEL_DELETE", event);
    }

    /** The bot may no longer see or post in a channel: its requests there meet 403 Missing Permissions. */
    public void forbid(long channelId) {
        faults.forbid(channelId);
    }

    /** The bot may post in a channel again. */
    public void allow(long channelId) {
        faults.allow(channelId);
    }

    /**
     * The next {@code count} requests about channels fail with {@code status}: 429 (asking to wait a
     * moment, as a rate limit does) or a 5xx (Discord having trouble).
     */
    public void failRequests(int count, int status) {
        faults.fail(count, status);
    }

    /**
     * Shows the test every REST request, as "METHOD /api/v10/path", before it is handled (for
     * stopping the bot at that very request); false drops the request with a 503, true lets it be
     * handled as usual.
     */
    public void intercept(Predicate<String> seen) {
        rest.intercept(seen);
    }

    /** Every REST call the bot made, in order. */
    public List<RecordedRequest> requests() {
        return rest.recorded();
    }

    /** Waits until the bot has made a REST call that satisfies the condition (recorded once answered). */
    public RecordedRequest awaitRequest(Predicate<RecordedRequest> condition, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            Optional<RecordedRequest> found = rest.recorded().stream().filter(condition).findFirst();
            if (found.isPresent()) {
                return found.get();
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no matching REST call within " + timeout.toMillis() + " ms; calls: "
                        + rest.recorded().stream().map(r -> r.method() + " " + r.path()).toList());
            }
            sleep(10);
        }
    }

    /**
     * Sets the language of a server's community ({@code preferred_locale}) as its admins do: the bot
     * is told (GUILD_UPDATE), and every interaction there carries it.
     */
    public void guildLocale(long guildId, String locale) {
        world.guildLocale(guildId, locale);
        gateway.dispatch(guildId, "GUILD_UPDATE", world.guildCreate(world.guild(guildId)));
    }

    /** The commands the bot registered: global ones with guild 0. */
    public List<com.fasterxml.jackson.databind.node.ObjectNode> commands(long guildId) {
        return world.commands(guildId);
    }

    /** Waits until every shard has a session that finished IDENTIFY. */
    public void awaitBot(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (gateway.sessions().stream().filter(Gateway.Session::connected).map(s -> s.shard).distinct().count()
                < gateway.shardCount()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no bot connected on all " + gateway.shardCount() + " shards within "
                        + timeout.toMillis() + " ms; sessions: " + gateway.sessions().size());
            }
            sleep(20);
        }
    }

    /** How many times a bot has identified on the gateway so far: a bot started again counts anew. */
    public int identifies() {
        return gateway.identifies();
    }

    /** Waits until a bot has identified more than {@code before} times: a bot started again is connected. */
    public void awaitIdentified(int before, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (gateway.identifies() <= before) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no bot identified within " + timeout.toMillis() + " ms");
            }
            sleep(10);
        }
    }

    /** Waits until the bot has registered commands (global or for the first guild). */
    public void awaitCommands(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (world.visibleCommands(firstGuild.id()).isEmpty()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the bot registered no commands within " + timeout.toMillis() + " ms");
            }
            sleep(20);
        }
    }

    /** Shard numbers with a live session, one entry per session, for checking how the bot sharded. */
    public List<Integer> connectedShards() {
        return gateway.sessions().stream().filter(Gateway.Session::connected).map(s -> s.shard).sorted().toList();
    }

    /** How many times sessions were resumed after a reconnect. */
    public int resumes() {
        return gateway.sessions().stream().mapToInt(Gateway.Session::resumes).sum();
    }

    /** Asks the bot to reconnect, as Discord does before moving a session; the bot should RESUME. */
    public void requestReconnect() {
        gateway.requestReconnect();
    }

    Gateway gateway() {
        return gateway;
    }

    RestApi rest() {
        return rest;
    }

    Channel defaultChannel() {
        return world.channelsOf(firstGuild.id()).stream().filter(c -> c.kind() == Channel.Kind.TEXT).findFirst()
                .orElseThrow(() -> new IllegalStateException("the first guild has no text channel"));
    }

    World world() {
        return world;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    @Override
    public void close() {
        playground.close();
        server.stop();
    }
}
