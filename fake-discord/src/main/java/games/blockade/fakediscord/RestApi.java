package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Discord's REST API, the part a slash-command bot uses. Every call is recorded. */
final class RestApi {
    private static final String API = "/api/{version}/";
    private static final Pattern FILE_PART = Pattern.compile("files\\[(\\d+)]");
    private static final int GUILD_MESSAGES = 1 << 9;
    private static final int DIRECT_MESSAGES = 1 << 12;

    private final World world;
    private final Gateway gateway;
    private final String token;
    private final Supplier<String> gatewayUrl;
    private final List<RecordedRequest> recorded = new CopyOnWriteArrayList<>();
    private final Faults faults;
    private volatile java.util.function.Predicate<String> interceptor = request -> true;
    /** Messages by their author and nonce, as Discord keeps them unique for a few minutes (enforce_nonce). */
    private final Map<String, Made> byNonce = new java.util.concurrent.ConcurrentHashMap<>();

    /** How long Discord keeps a nonce: a few minutes. */
    private static final java.time.Duration NONCE_KEPT = java.time.Duration.ofMinutes(5);

    /** A message made for a nonce, and when (System.nanoTime). */
    private record Made(long messageId, long at) {
    }

    /** A message a request made, or the one an earlier request with its nonce made. */
    private record Once(Message message, boolean fresh) {
    }

    RestApi(World world, Gateway gateway, String token, Supplier<String> gatewayUrl, Faults faults) {
        this.faults = faults;
        this.world = world;
        this.gateway = gateway;
        this.token = token;
        this.gatewayUrl = gatewayUrl;
    }

    /** Sees every request before it is handled, as "METHOD /path"; false drops it (503). */
    void intercept(java.util.function.Predicate<String> seen) {
        interceptor = seen;
    }

    List<RecordedRequest> recorded() {
        return List.copyOf(recorded);
    }

    void register(RoutesConfig routes) {
        routes.before("/api/*", ctx -> {
            if (!("Bot " + token).equals(ctx.header("Authorization"))) {
                throw new BadRequest(401, "401: Unauthorized");
            }
        });
        routes.after("/api/*", ctx -> recorded.add(new RecordedRequest(Instant.now(), ctx.method().name(),
                ctx.path(), ctx.statusCode(), ctx.attribute("payload"), filesOf(ctx))));
        routes.before("/api/*", ctx -> {
            faults.check(ctx.method().name(), ctx.path());
            if (!interceptor.test(ctx.method().name() + " " + ctx.path())) {
                throw new BadRequest(503, 0, "the bot was stopped while it asked");
            }
        });
        routes.exception(BadRequest.class, (e, ctx) -> {
            ObjectNode error = Json.object();
            error.put("message", e.getMessage());
            error.put("code", e.code());
            if (e.status() == 429) {
                // As Discord says how long to wait, in the body to the millisecond and in the header in whole
                // seconds (which JDA reads): JDA waits that long and tries again. Discord's own answers come
                // through its proxy (Via); a 429 without it is Cloudflare's, which JDA takes for a ban.
                error.put("retry_after", Faults.RETRY_AFTER_SECONDS).put("global", false);
                ctx.header("Retry-After", Long.toString((long) Math.ceil(Faults.RETRY_AFTER_SECONDS)));
                ctx.header("X-RateLimit-Scope", "user");
                ctx.header("Via", "1.1 google");
            }
            ctx.status(e.status()).contentType("application/json").result(Json.write(error));
        });

        routes.get(API + "users/@me", ctx -> json(ctx, world.bot().json().put("verified", true)
                .put("mfa_enabled", false).put("flags", 0)));
        routes.get(API + "users/{user}", ctx -> json(ctx, world.user(id(ctx, "user")).json()));
        routes.get(API + "gateway", ctx -> json(ctx, Json.object().put("url", gatewayUrl.get())));
        // max_concurrency 16, as Discord grants large bots, lets shards IDENTIFY together instead of 5 s apart.
        routes.get(API + "gateway/bot", ctx -> {
            ObjectNode body = Json.object().put("url", gatewayUrl.get()).put("shards", gateway.shardCount());
            body.putObject("session_start_limit").put("total", 1000).put("remaining", 1000)
                    .put("reset_after", 86_400_000).put("max_concurrency", 16);
            json(ctx, body);
        });
        routes.get(API + "oauth2/applications/@me", ctx -> json(ctx, application()));
        routes.get(API + "applications/@me", ctx -> json(ctx, application()));

        routes.get(API + "applications/{app}/commands", ctx -> json(ctx, array(world.commands(0))));
        routes.put(API + "applications/{app}/commands", ctx -> json(ctx, array(world.replaceCommands(0, body(ctx)))));
        routes.post(API + "applications/{app}/commands", ctx -> json(ctx, world.upsertCommand(0, body(ctx))));
        routes.delete(API + "applications/{app}/commands/{command}", ctx -> {
            world.deleteCommand(id(ctx, "command"));
            ctx.status(204);
        });
        routes.get(API + "applications/{app}/guilds/{guild}/commands",
                ctx -> json(ctx, array(world.commands(guild(ctx)))));
        routes.put(API + "applications/{app}/guilds/{guild}/commands",
                ctx -> json(ctx, array(world.replaceCommands(guild(ctx), body(ctx)))));
        routes.post(API + "applications/{app}/guilds/{guild}/commands",
                ctx -> json(ctx, world.upsertCommand(guild(ctx), body(ctx))));

        routes.post(API + "interactions/{interaction}/{token}/callback", this::callback);
        routes.post(API + "webhooks/{app}/{token}", this::followUp);
        routes.get(API + "webhooks/{app}/{token}/messages/{message}",
                ctx -> json(ctx, webhookMessage(ctx).json(world)));
        routes.patch(API + "webhooks/{app}/{token}/messages/{message}", this::editWebhookMessage);
        routes.delete(API + "webhooks/{app}/{token}/messages/{message}", ctx -> {
            world.delete(webhookMessage(ctx).id());
            ctx.status(204);
        });

        routes.get(API + "channels/{channel}", ctx -> json(ctx, botChannel(ctx).json(world)));
        routes.get(API + "channels/{channel}/messages", ctx -> {
            ArrayNode list = Json.array();
            List<Message> messages = world.messagesIn(botChannel(ctx).id());
            for (int i = messages.size() - 1; i >= 0; i--) {
                if (messages.get(i).visibleTo() == 0) {
                    list.add(messages.get(i).json(world));
                }
            }
            json(ctx, list);
        });
        routes.post(API + "channels/{channel}/messages", this::createMessage);
        routes.get(API + "channels/{channel}/messages/{message}", ctx -> json(ctx, channelMessage(ctx).json(world)));
        routes.patch(API + "channels/{channel}/messages/{message}", ctx -> {
            Message old = channelMessage(ctx);
            requireBotAuthor(old);
            Payload payload = payload(ctx);
            json(ctx, world.edit(old.id(), MessageContent.read(payload.json(), payload.files(), Optional.of(old)))
                    .json(world));
        });
        routes.delete(API + "channels/{channel}/messages/{message}", ctx -> {
            world.delete(channelMessage(ctx).id());
            ctx.status(204);
        });
        routes.put(API + "channels/{channel}/messages/{message}/reactions/{emoji}/@me", ctx -> react(ctx, true));
        routes.delete(API + "channels/{channel}/messages/{message}/reactions/{emoji}/@me", ctx -> react(ctx, false));
        routes.post(API + "channels/{channel}/threads", ctx -> {
            Channel parent = botChannel(ctx);
            json(ctx, startThread(parent, body(ctx), Snowflakes.next()));
        });
        routes.post(API + "channels/{channel}/messages/{message}/threads", ctx -> {
            Message start = channelMessage(ctx);
            if (world.findChannel(start.id()).isPresent()) {
                throw new BadRequest(400, 160_004, "A thread has already been created for this message");
            }
            // Discord gives a thread started from a message the message's own id.
            json(ctx, startThread(world.channel(start.channelId()), body(ctx), start.id()));
        });
        routes.put(API + "channels/{channel}/thread-members/{user}", ctx -> {
            requireThread(botChannel(ctx));
            ctx.status(204);
        });
        routes.post(API + "users/@me/channels", ctx -> {
            DiscordUser recipient = world.user(Json.id(body(ctx), "recipient_id"));
            json(ctx, world.dmWith(recipient).json(world));
        });
    }

    // ---- interactions

    private void callback(Context ctx) {
        Interaction interaction = world.interaction(id(ctx, "interaction"));
        if (!interaction.token().equals(ctx.pathParam("token"))) {
            throw new BadRequest(401, "Invalid interaction token");
        }
        Payload payload = payload(ctx);
        int type = payload.json().path("type").asInt(-1);
        JsonNode data = payload.json().path("data");
        Message message = null;
        synchronized (interaction) {
            if (interaction.acknowledged()) {
                throw new BadRequest(400, "Interaction has already been acknowledged.");
            }
            requireCallbackFits(interaction, type);
            interaction.acknowledge(type);
            switch (type) {
                case 4 -> {
                    message = post(interaction, MessageContent.read(data, payload.files(), Optional.empty()));
                    interaction.original(message.id());
                    interaction.answered(message);
                }
                case 5 -> {
                    int flags = data.path("flags").asInt(0) | (1 << 7);
                    message = post(interaction, new MessageContent("", List.of(), Json.array(), flags, List.of(),
                            List.of()));
                    interaction.original(message.id());
                }
                case 6 -> interaction.original(interaction.sourceMessageId());
                case 7 -> {
                    Message source = world.message(interaction.sourceMessageId()).orElseThrow();
                    message = world.edit(source.id(), MessageContent.read(data, payload.files(), Optional.of(source)));
                    interaction.original(message.id());
                    interaction.answered(message);
                }
                case 8 -> {
                    List<Interaction.Choice> choices = new ArrayList<>();
                    data.path("choices").forEach(c -> choices.add(
                            new Interaction.Choice(c.path("name").asText(), c.path("value").asText())));
                    if (choices.size() > 25) {
                        throw new BadRequest("at most 25 autocomplete choices, got " + choices.size());
                    }
                    interaction.choices(List.copyOf(choices));
                }
                case 9 -> {
                    // a modal: recorded; the bot's flows do not use them
                }
                default -> throw new BadRequest("unknown interaction callback type " + type);
            }
        }
        if (!"true".equals(ctx.queryParam("with_response"))) {
            ctx.status(204);
            return;
        }
        ObjectNode body = Json.object();
        ObjectNode about = body.putObject("interaction");
        about.put("id", Json.text(interaction.id()));
        about.put("type", interaction.type().code);
        ObjectNode resource = body.putObject("resource");
        resource.put("type", type);
        if (message != null) {
            about.put("response_message_id", Json.text(message.id()));
            about.put("response_message_loading", type == 5);
            about.put("response_message_ephemeral", message.ephemeral());
            resource.set("message", message.json(world));
        }
        json(ctx, body);
    }

    private static void requireCallbackFits(Interaction interaction, int type) {
        boolean autocomplete = interaction.type() == Interaction.Type.AUTOCOMPLETE;
        if (autocomplete != (type == 8)) {
            throw new BadRequest("callback type " + type + " does not fit a " + interaction.type() + " interaction");
        }
        if ((type == 6 || type == 7) && interaction.type() != Interaction.Type.COMPONENT) {
            throw new BadRequest("callback type " + type + " only answers a component interaction");
        }
    }

    private Message post(Interaction interaction, MessageContent content) {
        long visibleTo = (content.flags() & Message.EPHEMERAL) != 0 ? interaction.user().id() : 0;
        return world.post(interaction.channel().id(), world.bot(), content, interaction.id(), visibleTo);
    }

    private void followUp(Context ctx) {
        Interaction interaction = webhookInteraction(ctx);
        if (!interaction.takeFollowUp()) {
            throw new BadRequest(400, 0, "an app only a user's install brings here may make at most "
                    + Interaction.USER_INSTALL_FOLLOW_UPS + " follow-ups to one interaction");
        }
        Payload payload = payload(ctx);
        MessageContent content = MessageContent.read(payload.json(), payload.files(), Optional.empty());
        Once made = once(payload, interaction.channel().id(), () -> {
            Optional<Message> loading = interaction.original().filter(m -> (m.flags() & (1 << 7)) != 0);
            if (loading.isPresent()) {
                // The first follow-up after a defer takes the place of the "thinking..." message.
                return world.edit(loading.get().id(), withoutLoading(content, loading.get()));
            }
            Message message = post(interaction, content);
            interaction.addMessage(message.id());
            return message;
        });
        if (made.fresh()) {
            interaction.answered(made.message());
        }
        json(ctx, made.message().json(world));
    }

    /**
     * What a request to make a message makes: where it enforces its nonce, as Discord does, a nonce
     * the same author sent in the same channel within a few minutes gives back the message made then,
     * and nothing new is made.
     */
    private Once once(Payload payload, long channelId, Supplier<Message> make) {
        String nonce = payload.json().path("nonce").asText("");
        if (nonce.isEmpty() || !payload.json().path("enforce_nonce").asBoolean(false)) {
            return new Once(make.get(), true);
        }
        String key = world.bot().id() + "/" + nonce;
        synchronized (byNonce) {
            Made earlier = byNonce.get(key);
            if (earlier != null && System.nanoTime() - earlier.at() < NONCE_KEPT.toNanos()) {
                Optional<Message> same = world.message(earlier.messageId()).filter(m -> m.channelId() == channelId);
                if (same.isPresent()) {
                    return new Once(same.get(), false);
                }
            }
            Message message = make.get();
            byNonce.put(key, new Made(message.id(), System.nanoTime()));
            return new Once(message, true);
        }
    }

    private void editWebhookMessage(Context ctx) {
        Interaction interaction = webhookInteraction(ctx);
        Message old = webhookMessage(ctx);
        Payload payload = payload(ctx);
        MessageContent content = MessageContent.read(payload.json(), payload.files(), Optional.of(old));
        Message edited = world.edit(old.id(), withoutLoading(content, old));
        interaction.answered(edited);
        json(ctx, edited.json(world));
    }

    private static MessageContent withoutLoading(MessageContent content, Message old) {
        int flags = (content.flags() & ~(1 << 7)) | (old.flags() & Message.EPHEMERAL);
        return new MessageContent(content.text(), content.embeds(), content.components(), flags,
                content.attachments(), content.mentionIds());
    }

    private Interaction webhookInteraction(Context ctx) {
        if (id(ctx, "app") != world.applicationId()) {
            throw new BadRequest(404, "Unknown Webhook (application id " + ctx.pathParam("app") + ")");
        }
        Interaction interaction = world.interactionByToken(ctx.pathParam("token"));
        if (interaction.tokenExpired()) {
            throw new BadRequest(401, 50_027, "Invalid Webhook Token");
        }
        return interaction;
    }

    private Message webhookMessage(Context ctx) {
        Interaction interaction = webhookInteraction(ctx);
        String which = ctx.pathParam("message");
        long messageId;
        if (which.equals("@original")) {
            messageId = interaction.originalMessageId();
            if (messageId == 0) {
                throw new BadRequest(404, "Unknown Message: the interaction has no original response yet");
            }
        } else {
            messageId = id(ctx, "message");
            if (!interaction.messages().stream().map(Message::id).toList().contains(messageId)) {
                throw new BadRequest(404, 10_008, "Unknown Message " + which + " for this interaction");
            }
        }
        return world.message(messageId).orElseThrow(() -> new BadRequest(404, 10_008, "Unknown Message " + which));
    }

    // ---- channels

    private void createMessage(Context ctx) {
        Channel channel = botChannel(ctx);
        Payload payload = payload(ctx);
        Once made = once(payload, channel.id(), () -> world.post(channel.id(), world.bot(),
                MessageContent.read(payload.json(), payload.files(), Optional.empty()), 0, 0));
        if (made.fresh()) {
            announce(made.message());
        }
        // The same message again: Discord answers with the one it made before.
        json(ctx, made.message().json(world));
    }

    /** Tells the bot's own gateway about a new message, as Discord does for those who asked for them. */
    void announce(Message message) {
        gateway.dispatchIf(message.guildId() == 0 ? DIRECT_MESSAGES : GUILD_MESSAGES, message.guildId(),
                "MESSAGE_CREATE", message.json(world));
    }

    /**
     * The channel of a request to the channel's own endpoints, which only a member may use: in a DM
     * or group DM between people, where no bot is a member, or in a guild that did not install the
     * app, an app may only answer interactions (through the interaction's callback and webhook), so
     * everything else there is Missing Access.
     */
    private Channel botChannel(Context ctx) {
        Channel channel = world.channel(id(ctx, "channel"));
        if (!world.botIn(channel)) {
            throw new BadRequest(403, 50_001, "Missing Access");
        }
        return channel;
    }

    private Message channelMessage(Context ctx) {
        Channel channel = botChannel(ctx);
        Message message = world.message(id(ctx, "message"))
                .orElseThrow(() -> new BadRequest(404, 10_008, "Unknown Message " + ctx.pathParam("message")));
        if (message.channelId() != channel.id()) {
            throw new BadRequest(404, 10_008, "Unknown Message " + ctx.pathParam("message") + " in this channel");
        }
        return message;
    }

    private void requireBotAuthor(Message message) {
        if (message.author().id() != world.bot().id()) {
            throw new BadRequest(403, "Cannot edit a message authored by another user");
        }
    }

    private void react(Context ctx, boolean add) {
        Message message = channelMessage(ctx);
        String emoji = URLDecoder.decode(ctx.pathParam("emoji"), StandardCharsets.UTF_8);
        world.react(message.id(), emoji, world.bot(), add);
        ctx.status(204);
    }

    private ObjectNode startThread(Channel parent, JsonNode body, long threadId) {
        String name = body.path("name").asText("");
        if (name.isBlank() || name.length() > 100) {
            throw new BadRequest("thread name must be 1-100 characters, got '" + name + "'");
        }
        if (body.has("auto_archive_duration") && !java.util.Set.of(60, 1440, 4320, 10080)
                .contains(body.path("auto_archive_duration").asInt())) {
            throw new BadRequest("auto_archive_duration must be 60, 1440, 4320 or 10080 minutes, got "
                    + body.path("auto_archive_duration"));
        }
        Channel thread = world.addThread(parent, name, threadId);
        ObjectNode json = thread.json(world);
        ObjectNode event = json.deepCopy().put("newly_created", true);
        gateway.dispatch(thread.guildId(), "THREAD_CREATE", event);
        return json;
    }

    private static void requireThread(Channel channel) {
        if (!channel.isThread()) {
            throw new BadRequest("channel " + channel.name() + " is not a thread");
        }
    }

    // ---- plumbing

    private ObjectNode application() {
        ObjectNode app = Json.object();
        app.put("id", Json.text(world.applicationId()));
        app.put("name", world.bot().name());
        app.putNull("icon");
        app.put("description", "");
        app.put("bot_public", true);
        app.put("bot_require_code_grant", false);
        app.put("flags", 0);
        app.set("bot", world.bot().json());
        app.set("owner", world.bot().json());
        app.putArray("tags");
        app.putArray("redirect_uris");
        return app;
    }

    record Payload(JsonNode json, Map<Integer, MessageContent.Upload> files) {
    }

    /** The request's JSON, from the body or from a multipart payload_json with files[n] parts. */
    private static Payload payload(Context ctx) {
        if (!ctx.isMultipartFormData()) {
            return new Payload(body(ctx), Map.of());
        }
        String json = ctx.formParam("payload_json");
        JsonNode payload = json == null ? Json.object() : Json.parse(json);
        ctx.attribute("payload", payload);
        Map<Integer, MessageContent.Upload> files = new TreeMap<>();
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, List<UploadedFile>> part : ctx.uploadedFileMap().entrySet()) {
            Matcher matcher = FILE_PART.matcher(part.getKey());
            if (!matcher.matches()) {
                throw new BadRequest("unexpected multipart part '" + part.getKey() + "'");
            }
            UploadedFile file = part.getValue().get(0);
            files.put(Integer.parseInt(matcher.group(1)),
                    new MessageContent.Upload(file.filename(), file.contentType(), bytes(file)));
            names.add(file.filename());
        }
        ctx.attribute("files", List.copyOf(names));
        return new Payload(payload, files);
    }

    private static JsonNode body(Context ctx) {
        JsonNode cached = ctx.attribute("payload");
        if (cached != null) {
            return cached;
        }
        String text = ctx.body();
        JsonNode json = text.isBlank() ? Json.object() : Json.parse(text);
        ctx.attribute("payload", json);
        return json;
    }

    private static List<String> filesOf(Context ctx) {
        List<String> files = ctx.attribute("files");
        return files == null ? List.of() : files;
    }

    private static byte[] bytes(UploadedFile file) {
        try (InputStream in = file.content()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long id(Context ctx, String param) {
        String value = ctx.pathParam(param);
        try {
            return Long.parseUnsignedLong(value);
        } catch (NumberFormatException e) {
            throw new BadRequest(404, param + " '" + value + "' is not a snowflake");
        }
    }

    private long guild(Context ctx) {
        return world.guild(id(ctx, "guild")).id();
    }

    private static ArrayNode array(List<ObjectNode> nodes) {
        ArrayNode array = Json.array();
        nodes.forEach(array::add);
        return array;
    }

    private static void json(Context ctx, JsonNode body) {
        ctx.contentType("application/json").result(Json.write(body));
    }
}
