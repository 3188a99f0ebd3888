package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * A guild text channel, a public thread in one, a direct-message channel (with the bot, or between
 * two people), or a group DM between people.
 *
 * @param ownerId    the person a DM with the bot is with; the bot for a thread it started
 * @param recipients the people in a private channel (a DM or a group DM); the bot is never one of
 *                   them in a DM between people or a group DM, as Discord lets no bot into those
 */
public record Channel(long id, Kind kind, String name, long guildId, long parentId, long ownerId,
                      List<Long> recipients) {

    public enum Kind {
        TEXT(0), DM(1), GROUP_DM(3), THREAD(11);

        final int discordType;

        Kind(int discordType) {
            this.discordType = discordType;
        }
    }

    public Channel {
        recipients = List.copyOf(recipients);
    }

    Channel(long id, Kind kind, String name, long guildId, long parentId, long ownerId) {
        this(id, kind, name, guildId, parentId, ownerId, kind == Kind.DM ? List.of(ownerId) : List.of());
    }

    public boolean isThread() {
        return kind == Kind.THREAD;
    }

    /** A direct-message channel between the bot and one person. */
    public boolean isDm() {
        return kind == Kind.DM && ownerId != 0;
    }

    /** A DM or group DM between people, which no bot is a member of: an app there may only answer interactions. */
    public boolean isPrivate() {
        return (kind == Kind.DM || kind == Kind.GROUP_DM) && ownerId == 0;
    }

    /** Whether the person may see the channel and act in it. */
    public boolean hasMember(DiscordUser user) {
        return guildId != 0 || recipients.contains(user.id());
    }

    ObjectNode json(World world) {
        return json(world, 0);
    }

    /**
     * The channel as {@code viewer} is shown it: a private channel lists the others in it, as Discord
     * does in an interaction (in a DM with the bot, the person sees the bot as the other).
     */
    ObjectNode json(World world, long viewer) {
        ObjectNode channel = Json.object();
        channel.put("id", Json.text(id));
        channel.put("type", kind.discordType);
        channel.put("flags", 0);
        channel.putNull("last_message_id");
        if (kind == Kind.DM || kind == Kind.GROUP_DM) {
            ArrayNode others = channel.putArray("recipients");
            if (isDm() && viewer == ownerId) {
                others.add(world.bot().json());
            } else {
                recipients.stream().filter(id -> id != viewer).forEach(id -> others.add(world.user(id).json()));
            }
            if (kind == Kind.GROUP_DM) {
                channel.put("name", name);
                channel.putNull("icon");
                channel.put("owner_id", Json.text(recipients.get(0)));
            }
            return channel;
        }
        channel.put("guild_id", Json.text(guildId));
        channel.put("name", name);
        channel.put("position", 0);
        channel.put("nsfw", false);
        channel.put("rate_limit_per_user", 0);
        channel.putArray("permission_overwrites");
        if (kind == Kind.THREAD) {
            channel.put("parent_id", Json.text(parentId));
            channel.put("owner_id", Json.text(ownerId));
            channel.put("member_count", 1);
            channel.put("message_count", 0);
            channel.put("total_message_sent", 0);
            channel.putArray("applied_tags");
            ObjectNode meta = channel.putObject("thread_metadata");
            meta.put("archived", false);
            meta.put("locked", false);
            meta.put("auto_archive_duration", 1440);
            String created = Snowflakes.time(id).toString();
            meta.put("archive_timestamp", created);
            meta.put("create_timestamp", created);
        } else {
            channel.putNull("parent_id");
            channel.putNull("topic");
        }
        return channel;
    }
}
