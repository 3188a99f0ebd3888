package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A rich embed as the bot sent it; the raw JSON stays available for anything not named here. */
public record Embed(JsonNode json) {

    public record Field(String name, String value, boolean inline) {
    }

    public Optional<String> title() {
        return text("title");
    }

    public Optional<String> description() {
        return text("description");
    }

    public Optional<Integer> color() {
        JsonNode color = json.get("color");
        return color == null || color.isNull() ? Optional.empty() : Optional.of(color.asInt());
    }

    /** The image URL, e.g. {@code attachment://board.png} when it points at an uploaded file. */
    public Optional<String> imageUrl() {
        JsonNode url = json.path("image").get("url");
        return url == null || url.isNull() ? Optional.empty() : Optional.of(url.asText());
    }

    public Optional<String> footer() {
        JsonNode text = json.path("footer").get("text");
        return text == null || text.isNull() ? Optional.empty() : Optional.of(text.asText());
    }

    public List<Field> fields() {
        List<Field> fields = new ArrayList<>();
        json.path("fields").forEach(f -> fields.add(
                new Field(f.path("name").asText(), f.path("value").asText(), f.path("inline").asBoolean(false))));
        return List.copyOf(fields);
    }

    private Optional<String> text(String field) {
        JsonNode value = json.get(field);
        return value == null || value.isNull() ? Optional.empty() : Optional.of(value.asText());
    }
}
