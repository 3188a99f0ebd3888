package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Everything the fake Discord knows: accounts, guilds, channels, messages, registered commands and
 * interactions. One monitor guards it; waiters are woken on every change.
 */
final class World {
    /** Permissions every member (and the bot) has: see and write, embed, attach, react, threads, commands. */
    static final long MEMBER_PERMISSIONS = (1L << 6) | (1L << 10) | (1L << 11) | (1L << 14) | (1L << 15)
            | (1L << 16) | (1L << 18) | (1L << 31) | (1L << 35) | (1L << 36) | (1L << 38);
    /** What an app may do where only a person's install brings it: send messages, embed links, attach files. */
    static final long ANSWER_PERMISSIONS = (1L << 11) | (1L << 14) | (1L << 15);
    /** Manage Server, which only the people given the servers' admin role have. */
    static final long MANAGE_SERVER = 1L << 5;

    /** A guild; {@code withBot} when it installed the app, so its bot is a member there. */
    record Guild(long id, String name, boolean withBot) {
    }

    private final long applicationId = Snowflakes.next();
    private final DiscordUser bot;
    private final Supplier<String> baseUrl;
    private final Map<Long, DiscordUser> users = new LinkedHashMap<>();
    private final Map<Long, Guild> guilds = new LinkedHashMap<>();
    private final Map<Long, Channel> channels = new LinkedHashMap<>();
    private final Map<Long, Message> messages = new LinkedHashMap<>();
    private final Map<Long, Attachment> attachments = new HashMap<>();
    private final Map<Long, Long> dmByUser = new HashMap<>();
    private final List<ObjectNode> globalCommands = new ArrayList<>();
    private final Map<Long, List<ObjectNode>> guildCommands = new HashMap<>();
    private final Map<Long, String> guildLocales = new HashMap<>();
    private final Map<Long, Interaction> interactions = new ConcurrentHashMap<>();
    /** The people with every guild's admin role. */
    private final Set<Long> admins = ConcurrentHashMap.newKeySet();
    /** The people who added the app to their own account. */
    private final Set<Long> installs = ConcurrentHashMap.newKeySet();
    /** The admin role's id, the same in every guild: a role that allows Manage Server. */
    private final long adminRole = Snowflakes.next();
    private final Map<String, Interaction> interactionsByToken = new ConcurrentHashMap<>();
    private final List<Consumer<Long>> channelListeners = new CopyOnWriteArrayList<>();

    World(String botName, Supplier<String> baseUrl) {
        this.bot = new DiscordUser(Snowflakes.next(), botName, true);
        this.baseUrl = baseUrl;
        users.put(bot.id(), bot);
    }

    long applicationId() {
        return applicationId;
    }

    DiscordUser bot() {
        return bot;
    }

    // ---- accounts, guilds, channels

    synchronized DiscordUser userNamed(String name) {
        return users.values().stream().filter(u -> !u.bot() && u.name().equals(name)).findFirst().orElseGet(() -> {
            DiscordUser user = new DiscordUser(Snowflakes.next(), name, false);
            users.put(user.id(), user);
            changed(0);
            return user;
        });
    }

    synchronized DiscordUser user(long id) {
        DiscordUser user = users.get(id);
        if (user == null) {
            throw new BadRequest(404, "Unknown User " + Json.text(id));
        }
        return user;
    }

    synchronized Optional<DiscordUser> findUser(long id) {
        return Optional.ofNullable(users.get(id));
    }

    synchronized List<DiscordUser> people() {
        return users.values().stream().filter(u -> !u.bot()).toList();
    }

    synchronized Guild addGuild(String name, List<String> channelNames, boolean withBot) {
        Guild guild = new Guild(Snowflakes.next(), name, withBot);
        guilds.put(guild.id(), guild);
        for (String channelName : channelNames) {
            Channel channel = new Channel(Snowflakes.next(), Channel.Kind.TEXT, channelName, guild.id(), 0, 0);
            channels.put(channel.id(), channel);
        }
        changed(0);
        return guild;
    }

    synchronized List<Guild> guilds() {
        return List.copyOf(guilds.values());
    }

    /** The guilds the bot is a member of, which its gateway is told about. */
    synchronized List<Guild> guildsWithBot() {
        return guilds.values().stream().filter(Guild::withBot).toList();
    }

    /**
     * Whether the bot is a member where the channel is: a guild that installed the app, or its own
     * DM; never a DM or group DM between people.
     */
    synchronized boolean botIn(Channel channel) {
        return channel.guildId() == 0 ? !channel.isPrivate() : guild(channel.guildId()).withBot();
    }

    synchronized Guild guild(long id) {
        Guild guild = guilds.get(id);
        if (guild == null) {
            throw new BadRequest(404, "Unknown Guild " + Json.text(id));
        }
        return guild;
    }

    synchronized Channel channel(long id) {
        Channel channel = channels.get(id);
        if (channel == null) {
            throw new BadRequest(404, 10_003, "Unknown Channel " + Json.text(id));
        }
        return channel;
    }

    synchronized Optional<Channel> findChannel(long id) {
        return Optional.ofNullable(channels.get(id));
    }

    /** Deletes a channel or thread, as a moderator does; its messages go with it. */
    synchronized Channel deleteChannel(long id) {
        Channel gone = channel(id);
        channels.remove(id);
        messages.values().removeIf(m -> m.channelId() == id);
        changed(id);
        return gone;
    }

    synchronized List<Channel> channels() {
        return List.copyOf(channels.values());
    }

    synchronized List<Channel> channelsOf(long guildId) {
        return channels.values().stream().filter(c -> c.guildId() == guildId).toList();
    }

    synchronized Channel addThread(Channel parent, String name, long threadId) {
        if (parent.kind() != Channel.Kind.TEXT) {
            throw new BadRequest("threads can only start in a guild text channel, not in " + parent.kind());
        }
        Channel thread = new Channel(threadId, Channel.Kind.THREAD, name, parent.guildId(), parent.id(), bot.id());
        channels.put(thread.id(), thread);
        changed(thread.id());
        return thread;
    }

    synchronized Channel dmWith(DiscordUser user) {
        Long existing = dmByUser.get(user.id());
        if (existing != null) {
            return channels.get(existing);
        }
        Channel dm = new Channel(Snowflakes.next(), Channel.Kind.DM, user.name(), 0, 0, user.id());
        channels.put(dm.id(), dm);
        dmByUser.put(user.id(), dm.id());
        changed(dm.id());
        return dm;
    }

    /**
     * A DM between two people, or a group DM between several: private channels no bot is a member of,
     * where a user-installed app may only answer interactions.
     */
    synchronized Channel addPrivateChannel(String name, List<DiscordUser> members) {
        if (members.size() < 2 || members.stream().anyMatch(DiscordUser::bot)) {
            throw new IllegalArgumentException("a private channel is between two or more people, not bots: " + members);
        }
        Channel.Kind kind = members.size() == 2 ? Channel.Kind.DM : Channel.Kind.GROUP_DM;
        Channel channel = new Channel(Snowflakes.next(), kind, name, 0, 0, 0,
                members.stream().map(DiscordUser::id).toList());
        channels.put(channel.id(), channel);
        changed(channel.id());
        return channel;
    }

    /** The person added the app to their account (a user install): its commands follow them everywhere. */
    synchronized void install(DiscordUser user) {
        installs.add(user.id());
        changed(0);
    }

    boolean installed(DiscordUser user) {
        return installs.contains(user.id());
    }

    synchronized Optional<Channel> existingDm(DiscordUser user) {
        return Optional.ofNullable(dmByUser.get(user.id())).map(channels::get);
    }

    // ---- messages

    synchronized Message post(long channelId, DiscordUser author, MessageContent content, long interactionId,
                              long visibleTo) {
        Channel channel = channel(channelId);
        Message message = new Message(Snowflakes.next(), channelId, channel.guildId(), author, content.text(),
                content.embeds(), content.components(), content.flags(), store(content.attachments()),
                content.mentionIds(), interactionId, visibleTo, Instant.now(), Optional.empty(), Map.of());
        messages.put(message.id(), message);
        changed(channelId);
        return message;
    }

    synchronized Message edit(long messageId, MessageContent content) {
        Message old = message(messageId).orElseThrow(() -> new BadRequest(404, 10_008, "Unknown Message " + messageId));
        Message edited = old.edit(content.text(), content.embeds(), content.components(),
                store(content.attachments()), content.mentionIds(), content.flags());
        messages.put(messageId, edited);
        changed(old.channelId());
        return edited;
    }

    synchronized void delete(long messageId) {
        Message removed = messages.remove(messageId);
        if (removed == null) {
            throw new BadRequest(404, 10_008, "Unknown Message " + messageId);
        }
        changed(removed.channelId());
    }

    synchronized Message react(long messageId, String emoji, DiscordUser who, boolean add) {
        Message old = message(messageId).orElseThrow(() -> new BadRequest(404, 10_008, "Unknown Message " + messageId));
        Map<String, Set<Long>> reactions = new LinkedHashMap<>();
        old.reactions().forEach((e, ids) -> reactions.put(e, new HashSet<>(ids)));
        Set<Long> ids = reactions.computeIfAbsent(emoji, e -> new HashSet<>());
        if (add) {
            ids.add(who.id());
        } else {
            ids.remove(who.id());
        }
        if (ids.isEmpty()) {
            reactions.remove(emoji);
        }
        Map<String, Set<Long>> frozen = new LinkedHashMap<>();
        reactions.forEach((e, set) -> frozen.put(e, Set.copyOf(set)));
        Message updated = old.withReactions(frozen);
        messages.put(messageId, updated);
        changed(old.channelId());
        return updated;
    }

    synchronized Optional<Message> message(long id) {
        return Optional.ofNullable(messages.get(id));
    }

    synchronized List<Message> messagesIn(long channelId) {
        return messages.values().stream().filter(m -> m.channelId() == channelId).toList();
    }

    synchronized List<Message> allMessages() {
        return List.copyOf(messages.values());
    }

    synchronized Optional<Attachment> attachment(long id) {
        return Optional.ofNullable(attachments.get(id));
    }

    String attachmentUrl(long channelId, Attachment attachment) {
        return baseUrl.get() + "/attachments/" + Json.text(channelId) + "/" + Json.text(attachment.id()) + "/"
                + attachment.filename();
    }

    private List<Attachment> store(List<Attachment> files) {
        files.forEach(file -> attachments.put(file.id(), file));
        return files;
    }

    /** Waits until some stored message satisfies the condition, checking again after every change. */
    synchronized Message awaitMessage(Predicate<Message> condition, Duration timeout, String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            for (Message message : messages.values()) {
                if (condition.test(message)) {
                    return message;
                }
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                List<Message> all = List.copyOf(messages.values());
                String latest = all.subList(Math.max(0, all.size() - 5), all.size()).stream()
                        .map(m -> m.id() + " in " + m.channelId() + ": " + m.content().lines().findFirst().orElse(""))
                        .collect(java.util.stream.Collectors.joining("\n  "));
                throw new AssertionError("timed out after " + timeout.toMillis() + " ms waiting for " + what
                        + "; the latest messages:\n  " + latest);
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what, e);
            }
        }
    }

    void onChannelChange(Consumer<Long> listener) {
        channelListeners.add(listener);
    }

    private void changed(long channelId) {
        notifyAll();
        channelListeners.forEach(listener -> listener.accept(channelId));
    }

    // ---- languages

    /** The server's language, as its community settings name it (Discord's {@code preferred_locale}). */
    synchronized String guildLocale(long guildId) {
        return guildLocales.getOrDefault(guildId, "en-US");
    }

    synchronized void guildLocale(long guildId, String locale) {
        CommandLanguages.requireKnown(locale);
        guildLocales.put(guildId, locale);
    }

    // ---- application commands

    synchronized List<ObjectNode> replaceCommands(long guildId, JsonNode definitions) {
        if (!definitions.isArray()) {
            throw new BadRequest("command list must be a JSON array");
        }
        List<ObjectNode> stored = new ArrayList<>();
        for (JsonNode definition : definitions) {
            stored.add(registered(guildId, definition));
        }
        if (guildId == 0) {
            globalCommands.clear();
            globalCommands.addAll(stored);
        } else {
            guildCommands.put(guildId, stored);
        }
        changed(0);
        return stored;
    }

    synchronized ObjectNode upsertCommand(long guildId, JsonNode definition) {
        ObjectNode command = registered(guildId, definition);
        List<ObjectNode> list = guildId == 0 ? globalCommands : guildCommands.computeIfAbsent(guildId, g -> new ArrayList<>());
        list.removeIf(c -> c.path("name").asText().equals(command.path("name").asText()));
        list.add(command);
        changed(0);
        return command;
    }

    synchronized void deleteCommand(long commandId) {
        boolean removed = globalCommands.removeIf(c -> c.path("id").asText().equals(Json.text(commandId)));
        for (List<ObjectNode> list : guildCommands.values()) {
            removed |= list.removeIf(c -> c.path("id").asText().equals(Json.text(commandId)));
        }
        if (!removed) {
            throw new BadRequest(404, "Unknown application command " + commandId);
        }
    }

    synchronized List<ObjectNode> commands(long guildId) {
        return List.copyOf(guildId == 0 ? globalCommands : guildCommands.getOrDefault(guildId, List.of()));
    }

    /** The command a person in this guild sees under the name: a guild command wins over a global one. */
    synchronized Optional<ObjectNode> command(long guildId, String name) {
        return guildCommands.getOrDefault(guildId, List.of()).stream()
                .filter(c -> c.path("name").asText().equals(name)).findFirst()
                .or(() -> globalCommands.stream().filter(c -> c.path("name").asText().equals(name)).findFirst());
    }

    /** Every command visible in the guild (guild commands first), each name once. */
    synchronized List<ObjectNode> visibleCommands(long guildId) {
        Map<String, ObjectNode> byName = new LinkedHashMap<>();
        guildCommands.getOrDefault(guildId, List.of()).forEach(c -> byName.putIfAbsent(c.path("name").asText(), c));
        globalCommands.forEach(c -> byName.putIfAbsent(c.path("name").asText(), c));
        return List.copyOf(byName.values());
    }

    private ObjectNode registered(long guildId, JsonNode definition) {
        String name = definition.path("name").asText("");
        if (!name.matches("[-_\\p{L}\\p{N}]{1,32}") || !name.equals(name.toLowerCase(java.util.Locale.ROOT))) {
            throw new BadRequest("invalid command name '" + name + "': 1-32 lowercase letters, digits, - or _");
        }
        CommandLanguages.check(definition);
        ObjectNode command = definition.deepCopy();
        command.put("id", Json.text(Snowflakes.next()));
        command.put("application_id", Json.text(applicationId));
        command.put("version", Json.text(Snowflakes.next()));
        if (guildId != 0) {
            command.put("guild_id", Json.text(guildId));
        }
        if (!command.has("type")) {
            command.put("type", 1);
        }
        if (!command.has("description")) {
            command.put("description", "");
        }
        if (!command.has("options")) {
            command.putArray("options");
        }
        if (!command.has("default_member_permissions")) {
            command.putNull("default_member_permissions");
        }
        if (!command.has("nsfw")) {
            command.put("nsfw", false);
        }
        // As Discord keeps them: numbers (JDA sends them as strings), all three contexts and the guild
        // install when left out.
        ArrayNode contexts = command.putArray("contexts");
        if (definition.path("contexts").isArray() && !definition.path("contexts").isEmpty()) {
            definition.path("contexts").forEach(context -> contexts.add(context.asInt()));
        } else {
            contexts.add(0).add(1).add(2);
        }
        ArrayNode installs = command.putArray("integration_types");
        if (definition.path("integration_types").isArray() && !definition.path("integration_types").isEmpty()) {
            definition.path("integration_types").forEach(install -> installs.add(install.asInt()));
        } else {
            installs.add(0);
        }
        return command;
    }

    // ---- interactions

    Interaction newInteraction(Interaction.Type type, DiscordUser user, Channel channel, String name,
                               long sourceMessageId, Interaction.Context context, Map<String, Long> owners) {
        Interaction interaction = new Interaction(this, Snowflakes.next(), "itoken-" + UUID.randomUUID(), type, user,
                channel, name, sourceMessageId, context, owners);
        interactions.put(interaction.id(), interaction);
        interactionsByToken.put(interaction.token(), interaction);
        return interaction;
    }

    Interaction interaction(long id) {
        Interaction interaction = interactions.get(id);
        if (interaction == null) {
            throw new BadRequest(404, "Unknown interaction " + id);
        }
        return interaction;
    }

    /** Every interaction so far, for a test to make time pass over their tokens. */
    List<Interaction> interactions() {
        return List.copyOf(interactions.values());
    }

    Interaction interactionByToken(String token) {
        Interaction interaction = interactionsByToken.get(token);
        if (interaction == null) {
            throw new BadRequest(404, "Unknown Webhook (no interaction has this token)");
        }
        return interaction;
    }

    // ---- gateway payloads

    /** Gives a person every guild's admin role, which allows Manage Server. */
    void makeAdmin(DiscordUser user) {
        admins.add(user.id());
    }

    ObjectNode memberJson(DiscordUser user, boolean withPermissions) {
        ObjectNode member = Json.object();
        member.set("user", user.json());
        boolean admin = admins.contains(user.id());
        ArrayNode roles = member.putArray("roles");
        if (admin) {
            roles.add(Json.text(adminRole));
        }
        member.put("joined_at", Snowflakes.time(user.id()).toString());
        member.put("deaf", false);
        member.put("mute", false);
        member.put("pending", false);
        member.put("flags", 0);
        member.putNull("nick");
        member.putNull("avatar");
        member.putNull("premium_since");
        member.putNull("communication_disabled_until");
        if (withPermissions) {
            member.put("permissions", Long.toString(MEMBER_PERMISSIONS | (admin ? MANAGE_SERVER : 0)));
        }
        return member;
    }

    synchronized ObjectNode guildCreate(Guild guild) {
        ObjectNode json = Json.object();
        json.put("id", Json.text(guild.id()));
        json.put("name", guild.name());
        json.putNull("icon");
        json.put("owner_id", Json.text(people().isEmpty() ? bot.id() : people().get(0).id()));
        json.put("afk_timeout", 300);
        json.put("verification_level", 0);
        json.put("default_message_notifications", 0);
        json.put("explicit_content_filter", 0);
        json.put("mfa_level", 0);
        json.put("nsfw_level", 0);
        json.put("premium_tier", 0);
        json.put("premium_progress_bar_enabled", false);
        json.put("preferred_locale", guildLocale(guild.id()));
        json.put("system_channel_flags", 0);
        json.put("large", false);
        json.put("unavailable", false);
        json.put("joined_at", Snowflakes.time(guild.id()).toString());
        json.putArray("features");
        ArrayNode roleArray = json.putArray("roles");
        ObjectNode everyone = roleArray.addObject();
        everyone.put("id", Json.text(guild.id()));
        everyone.put("name", "@everyone");
        everyone.put("color", 0);
        everyone.putObject("colors").put("primary_color", 0).putNull("secondary_color").putNull("tertiary_color");
        everyone.put("hoist", false);
        everyone.put("position", 0);
        everyone.put("permissions", Long.toString(MEMBER_PERMISSIONS));
        everyone.put("managed", false);
        everyone.put("mentionable", false);
        everyone.put("flags", 0);
        ObjectNode admin = roleArray.addObject();
        admin.put("id", Json.text(adminRole));
        admin.put("name", "admins");
        admin.put("color", 0);
        admin.putObject("colors").put("primary_color", 0).putNull("secondary_color").putNull("tertiary_color");
        admin.put("hoist", false);
        admin.put("position", 1);
        admin.put("permissions", Long.toString(MEMBER_PERMISSIONS | MANAGE_SERVER));
        admin.put("managed", false);
        admin.put("mentionable", false);
        admin.put("flags", 0);
        ArrayNode channelArray = json.putArray("channels");
        ArrayNode threadArray = json.putArray("threads");
        for (Channel channel : channelsOf(guild.id())) {
            (channel.isThread() ? threadArray : channelArray).add(channel.json(this));
        }
        json.putArray("emojis");
        json.putArray("stickers");
        json.putArray("voice_states");
        json.putArray("presences");
        json.putArray("stage_instances");
        json.putArray("guild_scheduled_events");
        json.putArray("soundboard_sounds");
        ArrayNode members = json.putArray("members");
        users.values().forEach(user -> members.add(memberJson(user, false)));
        json.put("member_count", users.size());
        return json;
    }
}
