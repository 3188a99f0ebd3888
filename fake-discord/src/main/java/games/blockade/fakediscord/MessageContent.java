package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a message says, read from a create or edit payload the way Discord reads it. */
record MessageContent(String text, List<Embed> embeds, JsonNode components, int flags, List<Attachment> attachments,
                      List<Long> mentionIds) {

    private static final Pattern USER_MENTION = Pattern.compile("<@!?(\\d+)>");
    private static final int MAX_CONTENT = 2000;
    private static final int MAX_EMBEDS = 10;
    private static final int MAX_FILE_BYTES = 10 * 1024 * 1024;

    static MessageContent plain(String text) {
        return new MessageContent(text, List.of(), Json.array(), 0, List.of(), mentions(text, null));
    }

    /**
     * Reads a message payload. For an edit, fields left out keep the old message's value, and existing
     * attachments stay only when the payload's {@code attachments} list names them (as Discord does).
     */
    static MessageContent read(JsonNode payload, Map<Integer, Upload> files, Optional<Message> old) {
        String text = payload.has("content") && !payload.get("content").isNull()
                ? payload.get("content").asText() : old.map(Message::content).orElse("");
        if (text.length() > MAX_CONTENT) {
            throw new BadRequest("content is " + text.length() + " characters; at most " + MAX_CONTENT);
        }
        List<Embed> embeds = new ArrayList<>();
        if (payload.has("embeds") && !payload.get("embeds").isNull()) {
            payload.get("embeds").forEach(e -> embeds.add(new Embed(e.deepCopy())));
        } else {
            old.ifPresent(m -> embeds.addAll(m.embeds()));
        }
        if (embeds.size() > MAX_EMBEDS) {
            throw new BadRequest(embeds.size() + " embeds; at most " + MAX_EMBEDS);
        }
        JsonNode components = payload.has("components") && !payload.get("components").isNull()
                ? payload.get("components").deepCopy() : old.map(Message::componentTree).orElse(Json.array());
        int flags = payload.has("flags") && !payload.get("flags").isNull()
                ? payload.get("flags").asInt() : old.map(Message::flags).orElse(0);
        List<Attachment> attachments = attachments(payload, files, old);
        if (text.isEmpty() && embeds.isEmpty() && attachments.isEmpty() && components.isEmpty()
                && (flags & (1 << 15)) == 0 && old.isEmpty()) {
            throw new BadRequest(400, "Cannot send an empty message");
        }
        return new MessageContent(text, List.copyOf(embeds), components, flags, attachments,
                mentions(text, payload.get("allowed_mentions")));
    }

    /** A file part of a multipart request. */
    record Upload(String filename, String contentType, byte[] bytes) {
    }

    private static List<Attachment> attachments(JsonNode payload, Map<Integer, Upload> files,
                                                Optional<Message> old) {
        List<Attachment> result = new ArrayList<>();
        Set<Integer> used = new LinkedHashSet<>();
        JsonNode listed = payload.get("attachments");
        if (listed != null && listed.isArray()) {
            for (JsonNode entry : listed) {
                String id = entry.path("id").asText();
                String description = entry.hasNonNull("description") ? entry.get("description").asText() : null;
                Optional<Attachment> kept = old.flatMap(m -> m.attachments().stream()
                        .filter(a -> Json.text(a.id()).equals(id)).findFirst());
                if (kept.isPresent()) {
                    result.add(kept.get());
                    continue;
                }
                int index = parseIndex(id);
                Upload upload = files.get(index);
                if (upload == null) {
                    throw new BadRequest("attachment " + id + " names no uploaded file files[" + index + "]");
                }
                used.add(index);
                String filename = entry.hasNonNull("filename") ? entry.get("filename").asText() : upload.filename();
                result.add(attachment(filename, upload, description));
            }
        } else {
            old.ifPresent(m -> result.addAll(m.attachments()));
        }
        files.forEach((index, upload) -> {
            if (!used.contains(index)) {
                result.add(attachment(upload.filename(), upload, null));
            }
        });
        return List.copyOf(result);
    }

    private static Attachment attachment(String filename, Upload upload, String description) {
        if (upload.bytes().length > MAX_FILE_BYTES) {
            throw new BadRequest(413, "file " + filename + " is " + upload.bytes().length + " bytes; at most "
                    + MAX_FILE_BYTES);
        }
        String type = upload.contentType() == null || upload.contentType().startsWith("application/octet-stream")
                ? Attachment.guessContentType(filename) : upload.contentType();
        return new Attachment(Snowflakes.next(), filename, type, upload.bytes(), description);
    }

    private static int parseIndex(String id) {
        try {
            return Integer.parseInt(id);
        } catch (NumberFormatException e) {
            throw new BadRequest("attachment id '" + id + "' is neither an upload index nor a kept attachment");
        }
    }

    /** Users pinged by the text, as far as allowed_mentions lets them be. */
    private static List<Long> mentions(String text, JsonNode allowed) {
        Set<Long> ids = new LinkedHashSet<>();
        Matcher matcher = USER_MENTION.matcher(text);
        while (matcher.find()) {
            long id = Long.parseUnsignedLong(matcher.group(1));
            if (allowed == null || allowed.isNull() || allowsUser(allowed, id)) {
                ids.add(id);
            }
        }
        return List.copyOf(ids);
    }

    private static boolean allowsUser(JsonNode allowed, long id) {
        for (JsonNode parse : allowed.path("parse")) {
            if (parse.asText().equals("users")) {
                return true;
            }
        }
        for (JsonNode user : allowed.path("users")) {
            if (user.asText().equals(Json.text(id))) {
                return true;
            }
        }
        return false;
    }
}
