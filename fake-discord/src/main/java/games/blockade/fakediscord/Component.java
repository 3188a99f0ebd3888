package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** An interactive part of a message a person can use: a button or a string select menu. */
public record Component(Type type, String customId, String label, String url, boolean disabled,
                        List<Option> options, String placeholder) {

    public enum Type { BUTTON, STRING_SELECT }

    /** One choice of a select menu. */
    public record Option(String label, String value, String description) {
    }

    /** Buttons and selects anywhere in a message's component tree (rows, containers, section accessories). */
    static List<Component> collect(JsonNode components) {
        List<Component> found = new ArrayList<>();
        walk(components, found);
        return List.copyOf(found);
    }

    private static void walk(JsonNode node, List<Component> found) {
        if (node == null || node.isNull()) {
            return;
        }
        if (node.isArray()) {
            node.forEach(child -> walk(child, found));
            return;
        }
        int type = node.path("type").asInt();
        if (type == 2) {
            found.add(new Component(Type.BUTTON, text(node, "custom_id"), text(node, "label"), text(node, "url"),
                    node.path("disabled").asBoolean(false), List.of(), null));
        } else if (type == 3) {
            List<Option> options = new ArrayList<>();
            node.path("options").forEach(o -> options.add(
                    new Option(text(o, "label"), text(o, "value"), text(o, "description"))));
            found.add(new Component(Type.STRING_SELECT, text(node, "custom_id"), null, null,
                    node.path("disabled").asBoolean(false), List.copyOf(options), text(node, "placeholder")));
        }
        walk(node.get("components"), found);
        walk(node.get("accessory"), found);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }
}
