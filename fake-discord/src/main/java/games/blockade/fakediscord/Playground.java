package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The JSON behind the playground page: who is here, which channels exist, what each person sees, and
 * the actions a person takes (commands with autocomplete, clicks, menu picks, plain messages). Changes
 * reach the page as server-sent events naming the channel that changed.
 */
final class Playground {
    private static final int MAX_SUGGESTIONS = 25;

    private final FakeDiscord discord;
    private final World world;
    private final List<SseClient> listeners = new CopyOnWriteArrayList<>();
    // Pages are told of changes from one thread of their own, so a slow page never holds up the bot.
    private final ExecutorService notifier = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "playground-events");
        thread.setDaemon(true);
        return thread;
    });

    Playground(FakeDiscord discord, World world) {
        this.discord = discord;
        this.world = world;
        world.onChannelChange(channelId -> notifier.execute(() -> listeners.forEach(client -> {
            if (!client.terminated()) {
                client.sendEvent("change", Json.text(channelId));
            }
        })));
    }

    void close() {
        notifier.shutdownNow();
        listeners.forEach(SseClient::close);
    }

    void register(RoutesConfig routes) {
        routes.sse("/playground/events", this::subscribe);
        routes.get("/playground/state", this::state);
        routes.post("/playground/users", this::addUser);
        routes.get("/playground/messages", this::messages);
        routes.post("/playground/command", ctx -> act(ctx, this::command));
        routes.post("/playground/suggest", ctx -> act(ctx, this::suggestions));
        routes.post("/playground/click", ctx -> act(ctx, this::click));
        routes.post("/playground/select", ctx -> act(ctx, this::select));
        routes.post("/playground/say", ctx -> act(ctx, this::say));
    }

    private void subscribe(SseClient client) {
        client.keepAlive();
        client.onClose(() -> listeners.remove(client));
        listeners.add(client);
    }

    private void state(Context ctx) {
        json(ctx, state());
    }

    private void addUser(Context ctx) {
        String name = body(ctx).path("name").asText("").trim();
        if (!name.matches("[\\p{L}\\p{N}_.]{2,32}")) {
            throw new BadRequest("a user name is 2-32 letters, digits, _ or .");
        }
        json(ctx, user(discord.user(name).account()));
    }

    private void messages(Context ctx) {
        DiscordUser viewer = world.user(Long.parseUnsignedLong(ctx.queryParam("user")));
        long channelId = Long.parseUnsignedLong(ctx.queryParam("channel"));
        ArrayNode list = Json.array();
        for (Message message : world.messagesIn(world.channel(channelId).id())) {
            if (message.visibleTo(viewer)) {
                list.add(view(message));
            }
        }
        json(ctx, list);
    }

    private JsonNode command(FakeUser person, JsonNode body) {
        // A sent command is finished: read it as if a space followed, so "/ping" is not "still typing".
        CommandLine line = CommandLine.parse(body.path("text").asText().strip() + " ", world,
                person.channel().guildId()).requireComplete();
        List<String> path = line.path();
        Map<String, String> options = line.options();
        Interaction interaction;
        if (path.size() == 1) {
            interaction = person.slash(path.get(0), options);
        } else if (path.size() == 2) {
            interaction = person.slash(path.get(0), path.get(1), options);
        } else {
            interaction = person.slash(path.get(0), path.get(1), path.get(2), options);
        }
        return Json.object().put("interaction", Json.text(interaction.id()));
    }

    private JsonNode suggestions(FakeUser person, JsonNode body) {
        ObjectNode result = Json.object();
        result.set("suggestions", suggest(person, body.path("text").asText()));
        return result;
    }

    private JsonNode click(FakeUser person, JsonNode body) {
        Message message = message(body);
        String customId = body.path("customId").asText();
        Component button = message.components().stream().filter(c -> customId.equals(c.customId())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no button " + customId + " on that message"));
        return Json.object().put("interaction", Json.text(person.click(message, button).id()));
    }

    private JsonNode select(FakeUser person, JsonNode body) {
        List<String> values = new ArrayList<>();
        body.path("values").forEach(v -> values.add(v.asText()));
        Interaction interaction = person.select(message(body), body.path("customId").asText(),
                values.toArray(new String[0]));
        return Json.object().put("interaction", Json.text(interaction.id()));
    }

    private JsonNode say(FakeUser person, JsonNode body) {
        String text = body.path("text").asText("").trim();
        if (text.isEmpty()) {
            throw new IllegalArgumentException("nothing to send");
        }
        return Json.object().put("message", Json.text(person.say(text).id()));
    }

    private interface Action {
        JsonNode run(FakeUser person, JsonNode body);
    }

    /** Runs a person's action; a refused one (unknown option, no bot connected...) is a 400 with the reason. */
    private void act(Context ctx, Action action) {
        JsonNode body = body(ctx);
        DiscordUser account = world.user(Json.id(body, "user"));
        Channel channel = world.channel(Json.id(body, "channel"));
        FakeUser person = discord.user(account.name()).in(channel);
        try {
            json(ctx, action.run(person, body));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new BadRequest(e.getMessage());
        }
    }

    private ArrayNode suggest(FakeUser person, String text) {
        ArrayNode suggestions = Json.array();
        if (!text.startsWith("/")) {
            return suggestions;
        }
        CommandLine line = CommandLine.parse(text, world, person.channel().guildId());
        String head = line.path().isEmpty() ? "/" : "/" + String.join(" ", line.path()) + " ";
        if (line.leaf() == null) {
            for (ObjectNode command : world.visibleCommands(person.channel().guildId())) {
                String name = command.path("name").asText();
                if (name.startsWith(line.partial())) {
                    add(suggestions, "/" + name, command.path("description").asText(), "/" + name + " ");
                }
            }
        } else if (CommandOptions.hasSubcommands(line.leaf())) {
            for (JsonNode sub : line.leaf()) {
                String name = sub.path("name").asText();
                if (name.startsWith(line.partial())) {
                    add(suggestions, head + name, sub.path("description").asText(), head + name + " ");
                }
            }
        } else if (line.focused() != null) {
            JsonNode option = CommandOptions.find(line.leaf(), line.focused());
            String prefix = text.substring(0, text.lastIndexOf(line.focused() + ":") + line.focused().length() + 1);
            for (Interaction.Choice choice : choices(person, line, option)) {
                add(suggestions, choice.name(), line.focused(), prefix + choice.value() + " ");
            }
        } else {
            String typed = text.substring(0, text.length() - line.partial().length());
            for (JsonNode option : line.leaf()) {
                String name = option.path("name").asText();
                if (!line.options().containsKey(name) && name.startsWith(line.partial())) {
                    String required = option.path("required").asBoolean(false) ? " (required)" : "";
                    add(suggestions, name + ":", option.path("description").asText() + required,
                            typed + name + ":");
                }
            }
        }
        return suggestions;
    }

    /** The bot's own autocomplete where the option asks for it, else the option's fixed choices. */
    private List<Interaction.Choice> choices(FakeUser person, CommandLine line, JsonNode option) {
        if (option == null) {
            return List.of();
        }
        String typed = line.options().get(line.focused());
        if (option.path("autocomplete").asBoolean(false)) {
            Map<String, String> others = new java.util.LinkedHashMap<>(line.options());
            others.remove(line.focused());
            return person.autocomplete(line.path().get(0), line.path().size() > 1 ? line.path().get(1) : null,
                    line.focused(), typed, others);
        }
        List<Interaction.Choice> fixed = new ArrayList<>();
        option.path("choices").forEach(c -> {
            String name = c.path("name").asText();
            if (name.toLowerCase().contains(typed.toLowerCase())) {
                fixed.add(new Interaction.Choice(name, c.path("value").asText()));
            }
        });
        return fixed;
    }

    private static void add(ArrayNode suggestions, String label, String detail, String text) {
        if (suggestions.size() < MAX_SUGGESTIONS) {
            suggestions.addObject().put("label", label).put("detail", detail).put("text", text);
        }
    }

    private Message message(JsonNode body) {
        return world.message(Json.id(body, "message"))
                .orElseThrow(() -> new IllegalArgumentException("that message is gone"));
    }

    private ObjectNode state() {
        ObjectNode state = Json.object();
        state.set("bot", user(world.bot()));
        ArrayNode users = state.putArray("users");
        world.people().forEach(u -> users.add(user(u)));
        ArrayNode guilds = state.putArray("guilds");
        for (World.Guild guild : world.guilds()) {
            ObjectNode g = guilds.addObject().put("id", Json.text(guild.id())).put("name", guild.name());
            // The fake's guilds have one role, @everyone, whose id is the guild's as in Discord.
            g.putArray("roles").addObject().put("id", Json.text(guild.id())).put("name", "@everyone");
            ArrayNode channels = g.putArray("channels");
            world.channelsOf(guild.id()).forEach(c -> channels.add(channel(c)));
        }
        ArrayNode dms = state.putArray("dms");
        world.channels().stream().filter(Channel::isDm).forEach(c -> dms.add(channel(c)
                .put("user", Json.text(c.ownerId()))));
        ArrayNode groups = state.putArray("privates");
        world.channels().stream().filter(Channel::isPrivate).forEach(c -> {
            ObjectNode group = channel(c);
            ArrayNode members = group.putArray("members");
            c.recipients().forEach(id -> members.add(Json.text(id)));
            groups.add(group);
        });
        return state;
    }

    private static ObjectNode user(DiscordUser user) {
        return Json.object().put("id", Json.text(user.id())).put("name", user.name()).put("bot", user.bot());
    }

    private static ObjectNode channel(Channel channel) {
        return Json.object().put("id", Json.text(channel.id())).put("name", channel.name())
                .put("kind", channel.kind().name().toLowerCase())
                .put("parent", channel.parentId() == 0 ? null : Json.text(channel.parentId()));
    }

    /** A message as the page draws it: Discord's JSON plus who started the interaction and what they see. */
    private ObjectNode view(Message message) {
        ObjectNode json = message.json(world);
        json.put("ephemeral", message.ephemeral());
        json.put("loading", (message.flags() & (1 << 7)) != 0);
        if (message.interactionId() != 0) {
            Interaction interaction = world.interaction(message.interactionId());
            json.putObject("invoked").put("user", interaction.user().name()).put("name", interaction.name())
                    .put("kind", interaction.type().name().toLowerCase());
        }
        return json;
    }

    private static JsonNode body(Context ctx) {
        String text = ctx.body();
        return text.isBlank() ? Json.object() : Json.parse(text);
    }

    private static void json(Context ctx, JsonNode body) {
        ctx.contentType("application/json").result(Json.write(body));
    }
}
