package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;

/** One REST call the bot made, as received: the JSON payload (or payload_json) and the names of uploaded files. */
public record RecordedRequest(Instant at, String method, String path, int status, JsonNode body, List<String> files) {
}
