package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A guild text channel, a public thread in one, or a direct-message channel with one person. */
public record Channel(long id, Kind kind, String name, long guildId, long parentId, long ownerId) {

    public enum Kind {
        TEXT(0), DM(1), THREAD(11);

        final int discordType;

        Kind(int discordType) {
            this.discordType = discordType;
        }
    }

    public boolean isThread() {
        return kind == Kind.THREAD;
    }

    public boolean isDm() {
        return kind == Kind.DM;
    }

    ObjectNode json(World world) {
        ObjectNode channel = Json.object();
        channel.put("id", Json.text(id));
        channel.put("type", kind.discordType);
        channel.put("flags", 0);
        channel.putNull("last_message_id");
        if (kind == Kind.DM) {
            channel.putArray("recipients").add(world.user(ownerId).json());
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
