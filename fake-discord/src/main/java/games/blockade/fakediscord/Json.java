package games.blockade.fakediscord;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;

/** The one JSON mapper, and small helpers for Discord's snowflakes-as-strings. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    static JsonNode parse(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new BadRequest("body is not JSON: " + e.getOriginalMessage());
        }
    }

    static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Discord sends ids as strings; a missing or malformed one is the client's error. */
    static long id(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw new BadRequest("missing " + field);
        }
        try {
            return Long.parseUnsignedLong(value.asText());
        } catch (NumberFormatException e) {
            throw new BadRequest(field + " is not a snowflake: " + value.asText());
        }
    }

    static String text(long id) {
        return Long.toUnsignedString(id);
    }
}
