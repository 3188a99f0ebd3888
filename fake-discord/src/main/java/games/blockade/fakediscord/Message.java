package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;

/**
 * One message as it stands now (an edit replaces the stored value with a new one).
 *
 * @param interactionId the interaction this message answers, 0 when it was posted otherwise
 * @param visibleTo     the one user who sees an ephemeral message, 0 when everyone does
 * @param reactions     emoji to the ids of the users who reacted with it
 */
public record Message(long id, long channelId, long guildId, DiscordUser author, String content, List<Embed> embeds,
                      JsonNode componentTree, int flags, List<Attachment> attachments, List<Long> mentionIds,
                      long interactionId, long visibleTo, Instant timestamp, Optional<Instant> edited,
                      Map<String, Set<Long>> reactions) {

    static final int EPHEMERAL = 1 << 6;

    public boolean ephemeral() {
        return (flags & EPHEMERAL) != 0;
    }

    public List<Component> components() {
        return Component.collect(componentTree);
    }

    /** The button with this label, or with this custom id. */
    public Component button(String labelOrId) {
        return components().stream()
                .filter(c -> c.type() == Component.Type.BUTTON)
                .filter(c -> labelOrId.equals(c.label()) || labelOrId.equals(c.customId()))
                .findFirst()
                .orElseThrow(() -> new NoSuchElementException(
                        "no button '" + labelOrId + "' in message " + id + "; it has " + components()));
    }

    /** The string select menu with this custom id, or the only one when the id is null. */
    public Component select(String customId) {
        return components().stream()
                .filter(c -> c.type() == Component.Type.STRING_SELECT)
                .filter(c -> customId == null || customId.equals(c.customId()))
                .findFirst()
                .orElseThrow(() -> new NoSuchElementException(
                        "no select menu '" + customId + "' in message " + id + "; it has " + components()));
    }

    public boolean mentions(DiscordUser user) {
        return mentionIds.contains(user.id());
    }

    public boolean visibleTo(DiscordUser user) {
        return visibleTo == 0 || visibleTo == user.id();
    }

    Message edit(String newContent, List<Embed> newEmbeds, JsonNode newComponents, List<Attachment> newAttachments,
                 List<Long> newMentions, int newFlags) {
        return new Message(id, channelId, guildId, author, newContent, newEmbeds, newComponents, newFlags,
                newAttachments, newMentions, interactionId, visibleTo, timestamp, Optional.of(Instant.now()),
                reactions);
    }

    Message withReactions(Map<String, Set<Long>> newReactions) {
        return new Message(id, channelId, guildId, author, content, embeds, componentTree, flags, attachments,
                mentionIds, interactionId, visibleTo, timestamp, edited, Map.copyOf(newReactions));
    }

    /** The embed as Discord returns it: typed, with attachment:// images pointing at the stored file. */
    private ObjectNode resolved(Embed embed, World world) {
        ObjectNode json = embed.json().deepCopy();
        if (!json.has("type")) {
            json.put("type", "rich");
        }
        for (String part : List.of("image", "thumbnail")) {
            JsonNode url = json.path(part).get("url");
            if (url != null && url.asText().startsWith("attachment://")) {
                String filename = url.asText().substring("attachment://".length());
                attachments.stream().filter(a -> a.filename().equals(filename)).findFirst().ifPresent(a -> {
                    String stored = world.attachmentUrl(channelId, a);
                    ((ObjectNode) json.get(part)).put("url", stored).put("proxy_url", stored);
                });
            }
        }
        return json;
    }

    ObjectNode json(World world) {
        ObjectNode message = Json.object();
        message.put("id", Json.text(id));
        message.put("channel_id", Json.text(channelId));
        if (guildId != 0) {
            message.put("guild_id", Json.text(guildId));
        }
        message.set("author", author.json());
        message.put("content", content);
        message.put("timestamp", timestamp.toString());
        if (edited.isPresent()) {
            message.put("edited_timestamp", edited.get().toString());
        } else {
            message.putNull("edited_timestamp");
        }
        message.put("tts", false);
        message.put("mention_everyone", false);
        ArrayNode mentions = message.putArray("mentions");
        mentionIds.forEach(userId -> world.findUser(userId).ifPresent(user -> mentions.add(user.json())));
        message.putArray("mention_roles");
        ArrayNode files = message.putArray("attachments");
        for (Attachment attachment : attachments) {
            ObjectNode file = files.addObject();
            file.put("id", Json.text(attachment.id()));
            file.put("filename", attachment.filename());
            file.put("size", attachment.bytes().length);
            String url = world.attachmentUrl(channelId, attachment);
            file.put("url", url);
            file.put("proxy_url", url);
            file.put("content_type", attachment.contentType());
            if (attachment.description() != null) {
                file.put("description", attachment.description());
            }
        }
        ArrayNode embedArray = message.putArray("embeds");
        embeds.forEach(embed -> embedArray.add(resolved(embed, world)));
        message.set("components", componentTree == null ? Json.array() : componentTree);
        if (!reactions.isEmpty()) {
            ArrayNode reactionArray = message.putArray("reactions");
            reactions.forEach((emoji, users) -> {
                ObjectNode reaction = reactionArray.addObject();
                reaction.put("count", users.size());
                reaction.put("me", users.contains(world.bot().id()));
                reaction.put("me_burst", false);
                reaction.put("burst_count", 0);
                reaction.putObject("count_details").put("normal", users.size()).put("burst", 0);
                reaction.putArray("burst_colors");
                reaction.putObject("emoji").putNull("id").put("name", emoji);
            });
        }
        message.put("pinned", false);
        message.put("flags", flags);
        if (interactionId != 0) {
            message.put("type", 20);
            message.put("webhook_id", Json.text(world.applicationId()));
            message.put("application_id", Json.text(world.applicationId()));
            ObjectNode metadata = message.putObject("interaction_metadata");
            Interaction interaction = world.interaction(interactionId);
            metadata.put("id", Json.text(interactionId));
            metadata.put("type", interaction.type().code);
            metadata.set("user", interaction.user().json());
            metadata.putObject("authorizing_integration_owners");
        } else {
            message.put("type", 0);
        }
        return message;
    }
}
