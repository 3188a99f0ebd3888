package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds the {@code options} of a command interaction from a registered definition, nested the way
 * Discord nests them (group, then subcommand, then values), refusing what Discord's client would refuse.
 */
final class CommandOptions {
    static final int SUB_COMMAND = 1;
    static final int SUB_COMMAND_GROUP = 2;
    static final int STRING = 3;
    static final int INTEGER = 4;
    static final int BOOLEAN = 5;
    static final int USER = 6;
    static final int CHANNEL = 7;
    static final int NUMBER = 10;

    private CommandOptions() {
    }

    static ArrayNode build(JsonNode definition, List<String> path, Map<String, ?> values, String focused,
                           World world, ObjectNode resolved) {
        String where = "/" + path.get(0);
        JsonNode level = definition.path("options");
        List<ObjectNode> wrappers = new ArrayList<>();
        for (String name : path.subList(1, path.size())) {
            JsonNode found = find(level, name);
            int type = found == null ? 0 : found.path("type").asInt();
            if (type != SUB_COMMAND && type != SUB_COMMAND_GROUP) {
                throw new IllegalArgumentException(where + " has no subcommand '" + name + "'; it has "
                        + names(level, true));
            }
            ObjectNode wrapper = Json.object().put("name", name).put("type", type);
            wrappers.add(wrapper);
            where += " " + name;
            level = found.path("options");
        }
        if (hasSubcommands(level)) {
            throw new IllegalArgumentException(where + " needs a subcommand: " + names(level, true));
        }
        ArrayNode leaf = Json.array();
        for (Map.Entry<String, ?> entry : values.entrySet()) {
            JsonNode option = find(level, entry.getKey());
            if (option == null) {
                throw new IllegalArgumentException(where + " has no option '" + entry.getKey() + "'; it has "
                        + names(level, false));
            }
            boolean isFocused = entry.getKey().equals(focused);
            ObjectNode value = leaf.addObject();
            value.put("name", entry.getKey());
            value.put("type", option.path("type").asInt());
            if (isFocused) {
                value.put("value", String.valueOf(entry.getValue()));
                value.put("focused", true);
            } else {
                convert(where, option, entry.getValue(), value, world, resolved);
            }
        }
        if (focused == null) {
            for (JsonNode option : level) {
                String name = option.path("name").asText();
                if (option.path("required").asBoolean(false) && !values.containsKey(name)) {
                    throw new IllegalArgumentException(where + " needs option '" + name + "'");
                }
            }
        }
        ArrayNode result = leaf;
        for (int i = wrappers.size() - 1; i >= 0; i--) {
            wrappers.get(i).set("options", result);
            result = Json.array().add(wrappers.get(i));
        }
        return result;
    }

    private static void convert(String where, JsonNode option, Object raw, ObjectNode out, World world,
                                ObjectNode resolved) {
        String name = option.path("name").asText();
        String text = raw instanceof DiscordUser user ? Json.text(user.id()) : String.valueOf(raw);
        try {
            switch (option.path("type").asInt()) {
                case STRING -> out.put("value", text);
                case INTEGER -> out.put("value", Long.parseLong(text));
                case NUMBER -> out.put("value", Double.parseDouble(text));
                case BOOLEAN -> {
                    if (!text.equals("true") && !text.equals("false")) {
                        throw new NumberFormatException(text);
                    }
                    out.put("value", Boolean.parseBoolean(text));
                }
                case USER -> {
                    DiscordUser user = raw instanceof DiscordUser given ? given : person(world, text);
                    out.put("value", Json.text(user.id()));
                    resolvedObject(resolved, "users").set(Json.text(user.id()), user.json());
                    ObjectNode member = world.memberJson(user, true);
                    member.remove("user");
                    resolvedObject(resolved, "members").set(Json.text(user.id()), member);
                }
                case CHANNEL -> {
                    Channel channel = world.channel(Long.parseUnsignedLong(text));
                    out.put("value", Json.text(channel.id()));
                    ObjectNode json = channel.json(world);
                    json.put("permissions", Long.toString(World.MEMBER_PERMISSIONS));
                    resolvedObject(resolved, "channels").set(Json.text(channel.id()), json);
                }
                default -> throw new IllegalArgumentException(where + " option '" + name + "' has type "
                        + option.path("type").asInt() + ", which this fake cannot fill");
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + " option '" + name + "' wants type "
                    + option.path("type").asInt() + ", not '" + text + "'");
        }
        JsonNode choices = option.get("choices");
        if (choices != null && choices.isArray() && !choices.isEmpty()) {
            List<String> allowed = new ArrayList<>();
            choices.forEach(c -> allowed.add(c.path("value").asText()));
            if (!allowed.contains(out.get("value").asText())) {
                throw new IllegalArgumentException(where + " option '" + name + "' must be one of " + allowed
                        + ", not '" + text + "'");
            }
        }
    }

    /** A person named as typed ("alice", "@alice" or a mention); never creates one from a typo. */
    private static DiscordUser person(World world, String typed) {
        String name = typed.replaceAll("^<@!?|>$", "").replaceFirst("^@", "");
        return world.people().stream()
                .filter(u -> u.name().equals(name) || Json.text(u.id()).equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no user '" + typed + "'; users are "
                        + world.people().stream().map(DiscordUser::name).toList()));
    }

    private static ObjectNode resolvedObject(ObjectNode resolved, String field) {
        return resolved.has(field) ? (ObjectNode) resolved.get(field) : resolved.putObject(field);
    }

    static boolean hasSubcommands(JsonNode options) {
        for (JsonNode option : options) {
            int type = option.path("type").asInt();
            if (type == SUB_COMMAND || type == SUB_COMMAND_GROUP) {
                return true;
            }
        }
        return false;
    }

    static JsonNode find(JsonNode options, String name) {
        for (JsonNode option : options) {
            if (option.path("name").asText().equals(name)) {
                return option;
            }
        }
        return null;
    }

    static List<String> names(JsonNode options, boolean subcommands) {
        List<String> names = new ArrayList<>();
        for (JsonNode option : options) {
            int type = option.path("type").asInt();
            if ((type == SUB_COMMAND || type == SUB_COMMAND_GROUP) == subcommands) {
                names.add(option.path("name").asText());
            }
        }
        return names;
    }
}
