package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Commands in the languages of Discord's clients: what Discord accepts of a command's
 * {@code name_localizations} and {@code description_localizations}, and the command list as a
 * client set to a locale shows it.
 */
final class CommandLanguages {

    /** Discord's locales: a localisation under any other key is refused. */
    static final Set<String> LOCALES = Set.of("id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr",
            "it", "lt", "hu", "nl", "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru",
            "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko");
    private static final String NAME = "[-_\\p{L}\\p{N}]{1,32}";
    private static final int SUB_COMMAND = 1;
    private static final int SUB_COMMAND_GROUP = 2;

    private CommandLanguages() {
    }

    static void requireKnown(String locale) {
        if (!LOCALES.contains(locale)) {
            throw new BadRequest("Invalid Form Body: '" + locale + "' is not a Discord locale");
        }
    }

    /**
     * Refuses what Discord refuses: a localisation for an unknown locale, a localised name that breaks
     * the rules for names (choices excepted: theirs are free text), a description past 100 characters,
     * or two options on one level sharing a name in some language.
     */
    static void check(JsonNode command) {
        checkNode(command, "/" + command.path("name").asText(), false);
    }

    private static void checkNode(JsonNode node, String where, boolean choice) {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.path("name_localizations").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            requireKnown(entry.getKey());
            String name = entry.getValue().asText();
            if (choice ? name.isEmpty() || name.length() > 100
                    : !name.matches(NAME) || !name.equals(name.toLowerCase(Locale.ROOT))) {
                throw new BadRequest("Invalid Form Body: " + where + " name_localizations." + entry.getKey() + " '"
                        + name + "' " + (choice ? "must be 1-100 characters" : "must be 1-32 lowercase letters, digits, - or _"));
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.path("description_localizations").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            requireKnown(entry.getKey());
            int length = entry.getValue().asText().length();
            if (length < 1 || length > 100) {
                throw new BadRequest("Invalid Form Body: " + where + " description_localizations." + entry.getKey()
                        + " must be 1-100 characters, not " + length);
            }
        }
        for (String locale : LOCALES) {
            Set<String> names = new HashSet<>();
            for (JsonNode option : node.path("options")) {
                String shown = nameIn(option, locale);
                if (!names.add(shown)) {
                    throw new BadRequest("Invalid Form Body: " + where + " has two options named '" + shown
                            + "' in " + locale);
                }
            }
        }
        for (JsonNode option : node.path("options")) {
            checkNode(option, where + " " + option.path("name").asText(), false);
        }
        for (JsonNode c : node.path("choices")) {
            checkNode(c, where + " choice " + c.path("name").asText(), true);
        }
    }

    /** The name a client set to {@code locale} shows: its localisation, else the name itself. */
    static String nameIn(JsonNode node, String locale) {
        return node.path("name_localizations").path(locale).asText(node.path("name").asText());
    }

    static String descriptionIn(JsonNode node, String locale) {
        return node.path("description_localizations").path(locale).asText(node.path("description").asText());
    }

    /**
     * The command list as a client set to {@code locale} shows it: one line per command to run
     * ({@code /blockade herausfordern — Fordere …}), each followed by its options
     * ({@code   spiel: Welches Blockade-Spiel [Blockade: Rückzug zum Vormarsch, …]}).
     */
    static List<String> shown(JsonNode command, String locale) {
        List<String> lines = new ArrayList<>();
        shown(command, "/" + nameIn(command, locale), locale, lines);
        return lines;
    }

    private static void shown(JsonNode node, String path, String locale, List<String> lines) {
        List<JsonNode> values = new ArrayList<>();
        List<JsonNode> nested = new ArrayList<>();
        for (JsonNode option : node.path("options")) {
            int type = option.path("type").asInt();
            (type == SUB_COMMAND || type == SUB_COMMAND_GROUP ? nested : values).add(option);
        }
        if (nested.isEmpty()) {
            lines.add(path + " — " + descriptionIn(node, locale));
            for (JsonNode option : values) {
                List<String> choices = new ArrayList<>();
                option.path("choices").forEach(c -> choices.add(nameIn(c, locale)));
                lines.add("  " + nameIn(option, locale) + ": " + descriptionIn(option, locale)
                        + (choices.isEmpty() ? "" : " " + choices));
            }
        }
        for (JsonNode sub : nested) {
            shown(sub, path + " " + nameIn(sub, locale), locale, lines);
        }
    }
}
