package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A person acting in one channel: runs slash commands, types into autocomplete, clicks buttons, picks
 * from menus and writes messages, each sent to the bot as Discord would send it. Commands are checked
 * against what the bot registered, so a test fails like Discord's client would refuse.
 */
public final class FakeUser {
    /** Discord waits this long for autocomplete choices before showing none. */
    public static final Duration AUTOCOMPLETE_LIMIT = Duration.ofSeconds(3);

    private final FakeDiscord discord;
    private final World world;
    private final DiscordUser account;
    private final Channel channel;
    /** The language this person's client is set to, which Discord tells the bot with every interaction. */
    private final String locale;

    FakeUser(FakeDiscord discord, World world, DiscordUser account, Channel channel) {
        this(discord, world, account, channel, "en-US");
    }

    private FakeUser(FakeDiscord discord, World world, DiscordUser account, Channel channel, String locale) {
        this.discord = discord;
        this.world = world;
        this.account = account;
        this.channel = channel;
        this.locale = locale;
    }

    /** The same person with their client set to {@code locale}, one of Discord's ({@code de}, {@code pt-BR}, …). */
    public FakeUser speaking(String locale) {
        CommandLanguages.requireKnown(locale);
        return new FakeUser(discord, world, account, channel, locale);
    }

    public String locale() {
        return locale;
    }

    /**
     * The bot's commands as this person's client lists them, in their language: a line per command
     * to run, then one per option ({@code /blockade herausfordern — …}, {@code   spiel: …}).
     */
    public List<String> commandList() {
        List<String> lines = new java.util.ArrayList<>();
        world.visibleCommands(channel.guildId()).forEach(c -> lines.addAll(CommandLanguages.shown(c, locale)));
        return lines;
    }

    public DiscordUser account() {
        return account;
    }

    public Channel channel() {
        return channel;
    }

    /** The same person in another channel or thread. */
    public FakeUser in(Channel other) {
        return new FakeUser(discord, world, account, world.channel(other.id()), locale);
    }

    /** The same person in the channel or thread with this name in the first guild. */
    public FakeUser in(String channelName) {
        return in(discord.channel(channelName));
    }

    /**
     * Adds the app to this person's account (a user install): its commands then work for them in
     * DMs and group DMs with other people, where the app may only answer.
     */
    public FakeUser installApp() {
        world.install(account);
        return this;
    }

    /** The same person in their direct messages with the bot. */
    public FakeUser inDm() {
        return in(world.dmWith(account));
    }

    public Interaction slash(String command, Map<String, ?> options) {
        return command(Interaction.Type.COMMAND, List.of(command), options, null, null);
    }

    public Interaction slash(String command, String subcommand, Map<String, ?> options) {
        return command(Interaction.Type.COMMAND, List.of(command, subcommand), options, null, null);
    }

    public Interaction slash(String command, String group, String subcommand, Map<String, ?> options) {
        return command(Interaction.Type.COMMAND, List.of(command, group, subcommand), options, null, null);
    }

    /**
     * Types {@code typed} into option {@code option} of {@code /command subcommand} (subcommand may be
     * null) with the other options already filled, and returns the choices the bot offers in time.
     */
    public List<Interaction.Choice> autocomplete(String command, String subcommand, String option, String typed,
                                                 Map<String, ?> others) {
        return startAutocomplete(command, subcommand, option, typed, others).awaitChoices(AUTOCOMPLETE_LIMIT);
    }

    /** Like {@link #autocomplete} but returns the interaction, for measuring or custom waiting. */
    public Interaction startAutocomplete(String command, String subcommand, String option, String typed,
                                         Map<String, ?> others) {
        List<String> path = subcommand == null ? List.of(command) : List.of(command, subcommand);
        return command(Interaction.Type.AUTOCOMPLETE, path, others, option, typed);
    }

    /** Clicks the button with this label (or custom id) on the message. */
    public Interaction click(Message message, String buttonLabelOrId) {
        return click(message, message.button(buttonLabelOrId));
    }

    public Interaction click(Message message, Component button) {
        requireUsable(message, button, Component.Type.BUTTON);
        if (button.customId() == null) {
            throw new IllegalArgumentException("button '" + button.label() + "' is a link to " + button.url()
                    + "; clicking it opens a page and sends the bot nothing");
        }
        ObjectNode data = Json.object();
        data.put("custom_id", button.customId());
        data.put("component_type", 2);
        return send(Interaction.Type.COMPONENT, button.customId(), data, message);
    }

    /** Picks these values in the message's select menu with this custom id (null: its only menu). */
    public Interaction select(Message message, String customId, String... values) {
        Component menu = message.select(customId);
        requireUsable(message, menu, Component.Type.STRING_SELECT);
        List<String> offered = menu.options().stream().map(Component.Option::value).toList();
        for (String value : values) {
            if (!offered.contains(value)) {
                throw new IllegalArgumentException("menu " + menu.customId() + " offers " + offered + ", not '"
                        + value + "'");
            }
        }
        ObjectNode data = Json.object();
        data.put("custom_id", menu.customId());
        data.put("component_type", 3);
        ArrayNode chosen = data.putArray("values");
        Arrays.stream(values).forEach(chosen::add);
        return send(Interaction.Type.COMPONENT, menu.customId(), data, message);
    }

    /** Writes a plain message into the channel; the bot sees it if it asked for message events. */
    public Message say(String text) {
        Message message = world.post(channel.id(), account, MessageContent.plain(text), 0, 0);
        discord.rest().announce(message);
        return message;
    }

    /** The messages in this user's channel that this user can see. */
    public List<Message> messages() {
        return world.messagesIn(channel.id()).stream().filter(m -> m.visibleTo(account)).toList();
    }

    private void requireUsable(Message message, Component component, Component.Type type) {
        if (component.type() != type) {
            throw new IllegalArgumentException(component + " is not a " + type);
        }
        if (component.disabled()) {
            throw new IllegalArgumentException(type + " " + component.customId() + " is disabled");
        }
        Message current = world.message(message.id()).orElseThrow(() ->
                new IllegalArgumentException("message " + message.id() + " was deleted"));
        if (!current.visibleTo(account)) {
            throw new IllegalArgumentException(account.name() + " cannot see ephemeral message " + message.id());
        }
    }

    private Interaction command(Interaction.Type type, List<String> path, Map<String, ?> options, String focused,
                                String typed) {
        ObjectNode definition = world.command(channel.guildId(), path.get(0)).orElseThrow(() ->
                new IllegalArgumentException("the bot registered no command /" + path.get(0) + "; it has "
                        + world.visibleCommands(channel.guildId()).stream()
                                .map(c -> "/" + c.path("name").asText()).toList()));
        requireAvailable(definition);
        Map<String, Object> values = new LinkedHashMap<>(options);
        if (focused != null) {
            values.put(focused, typed);
        }
        ObjectNode data = Json.object();
        data.put("id", definition.path("id").asText());
        data.put("name", path.get(0));
        data.put("type", 1);
        if (channel.guildId() != 0) {
            data.put("guild_id", Json.text(channel.guildId()));
        }
        ObjectNode resolved = Json.object();
        data.set("options", CommandOptions.build(definition, path, values, focused, world, resolved));
        if (!resolved.isEmpty()) {
            data.set("resolved", resolved);
        }
        return send(type, String.join(" ", path), data, null);
    }

    /** Where this person is now, as Discord tells an app. */
    private Interaction.Context context() {
        return channel.guildId() != 0 ? Interaction.Context.GUILD
                : channel.isPrivate() ? Interaction.Context.PRIVATE_CHANNEL : Interaction.Context.BOT_DM;
    }

    /**
     * Refuses a command Discord's client would not offer here: one not registered for this context,
     * or, where only a person's own install can bring the app (a DM or group DM between people),
     * one this person has not installed or the app did not register for user installs.
     */
    private void requireAvailable(ObjectNode definition) {
        Interaction.Context context = context();
        List<Integer> contexts = ints(definition.path("contexts"));
        List<Integer> installs = ints(definition.path("integration_types"));
        if (!contexts.contains(context.code)) {
            throw new IllegalArgumentException("/" + definition.path("name").asText() + " is not offered in a "
                    + context + ": the bot registered it for contexts " + contexts);
        }
        boolean byUser = world.installed(account) && installs.contains(1);
        if (context == Interaction.Context.PRIVATE_CHANNEL && !byUser) {
            throw new IllegalArgumentException("/" + definition.path("name").asText() + " is not offered to "
                    + account.name() + " in a private channel: " + (installs.contains(1)
                    ? account.name() + " has not added the app to their account"
                    : "the bot registered it only for integration types " + installs));
        }
        if (context == Interaction.Context.GUILD && !world.botIn(channel) && !byUser) {
            throw new IllegalArgumentException("/" + definition.path("name").asText() + " is not offered to "
                    + account.name() + " in a guild that did not install the app, unless they added it to their"
                    + " account and the bot registered it for user installs");
        }
        if (context != Interaction.Context.PRIVATE_CHANNEL && !installs.contains(0) && !byUser) {
            throw new IllegalArgumentException("/" + definition.path("name").asText() + " is registered only for"
                    + " user installs, and " + account.name() + " has not added the app to their account");
        }
    }

    private static List<Integer> ints(com.fasterxml.jackson.databind.JsonNode array) {
        List<Integer> values = new java.util.ArrayList<>();
        array.forEach(value -> values.add(value.asInt()));
        return values;
    }

    /**
     * Who authorised the interaction, as Discord says: the guild's install ("0", 0 in a DM with the
     * bot) and the person's own ("1"). A button or menu on a message is authorised by the installs
     * that authorised the interaction which made the message, so anyone in a group DM may press it.
     */
    private Map<String, Long> owners(Message source) {
        if (source != null && source.interactionId() != 0) {
            return world.interaction(source.interactionId()).owners();
        }
        Map<String, Long> owners = new LinkedHashMap<>();
        if (channel.guildId() != 0) {
            if (world.botIn(channel)) {
                owners.put("0", channel.guildId());
            }
        } else if (!channel.isPrivate()) {
            owners.put("0", 0L);
        }
        if (world.installed(account)) {
            owners.put("1", account.id());
        }
        return owners;
    }

    private Interaction send(Interaction.Type type, String name, ObjectNode data, Message source) {
        if (!discord.gateway().hasSessionFor(channel.guildId())) {
            throw new IllegalStateException("no bot is connected on the shard of guild " + channel.guildId());
        }
        if (!channel.hasMember(account)) {
            throw new IllegalArgumentException(account.name() + " is not in " + channel.kind() + " " + channel.name());
        }
        Interaction interaction = world.newInteraction(type, account, channel, name,
                source == null ? 0 : source.id(), context(), owners(source));
        ObjectNode json = Json.object();
        json.put("id", Json.text(interaction.id()));
        json.put("application_id", Json.text(world.applicationId()));
        json.put("type", type.code);
        json.put("token", interaction.token());
        json.put("version", 1);
        json.put("locale", locale);
        json.put("channel_id", Json.text(channel.id()));
        ObjectNode channelJson = channel.json(world, account.id());
        channelJson.put("permissions", Long.toString(World.MEMBER_PERMISSIONS));
        json.set("channel", channelJson);
        // Where the app is not a member it may only send its answers: messages, embeds and files.
        json.put("app_permissions", Long.toString(!world.botIn(channel) ? World.ANSWER_PERMISSIONS
                : World.MEMBER_PERMISSIONS));
        json.putArray("entitlements");
        json.put("attachment_size_limit", 10 * 1024 * 1024);
        if (channel.guildId() != 0) {
            json.put("guild_id", Json.text(channel.guildId()));
            json.put("guild_locale", world.guildLocale(channel.guildId()));
            json.putObject("guild").put("id", Json.text(channel.guildId())).put("locale", world.guildLocale(channel.guildId()))
                    .putArray("features");
            json.set("member", world.memberJson(account, true));
        } else {
            json.set("user", account.json());
        }
        ObjectNode owners = json.putObject("authorizing_integration_owners");
        interaction.owners().forEach((kind, id) -> owners.put(kind, Json.text(id)));
        json.put("context", interaction.context().code);
        json.set("data", data);
        if (source != null) {
            Message current = world.message(source.id()).orElseThrow();
            json.set("message", current.ephemeral()
                    ? Json.object().put("id", Json.text(current.id())).put("flags", current.flags())
                    : current.json(world));
        }
        discord.gateway().dispatch(channel.guildId(), "INTERACTION_CREATE", json);
        return interaction;
    }
}
