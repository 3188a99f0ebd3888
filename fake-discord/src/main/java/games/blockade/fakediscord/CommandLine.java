package games.blockade.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command as typed in the playground's message box, {@code /blockade move move:BB3-5}: the command,
 * its subcommands, then {@code name:value} options, each value running to the next option.
 *
 * @param path       the command and the subcommands recognised so far
 * @param leaf       the option definitions at the deepest level reached (null: command unknown)
 * @param options    option values typed so far
 * @param focused    the option whose value is being typed (text ends inside it), or null
 * @param partial    the unfinished word otherwise: a command, subcommand or option name being typed
 * @param stray      text after the subcommands that is not a name:value option
 */
record CommandLine(List<String> path, JsonNode leaf, Map<String, String> options, String focused, String partial,
                   String stray) {
    private static final Pattern OPTION = Pattern.compile("(?:^|\\s)([\\p{L}\\p{N}_-]+):");

    static CommandLine parse(String text, World world, long guildId) {
        if (!text.startsWith("/")) {
            throw new IllegalArgumentException("a command starts with /");
        }
        String[] words = text.substring(1).split(" ", -1);
        JsonNode definition = world.command(guildId, words[0]).orElse(null);
        if (definition == null || words.length == 1) {
            return new CommandLine(List.of(), null, Map.of(), null, words[0], "");
        }
        List<String> path = new ArrayList<>(List.of(words[0]));
        JsonNode level = definition.path("options");
        int next = 1;
        while (CommandOptions.hasSubcommands(level)) {
            String word = words[next];
            if (next == words.length - 1) {
                return new CommandLine(List.copyOf(path), level, Map.of(), null, word, "");
            }
            JsonNode found = CommandOptions.find(level, word);
            if (found == null) {
                throw new IllegalArgumentException("/" + String.join(" ", path) + " has no subcommand '" + word
                        + "'; it has " + CommandOptions.names(level, true));
            }
            path.add(word);
            level = found.path("options");
            next++;
        }
        String rest = String.join(" ", Arrays.copyOfRange(words, next, words.length));
        Map<String, String> options = new LinkedHashMap<>();
        Matcher matcher = OPTION.matcher(rest);
        String current = null;
        int valueStart = 0;
        String stray = rest;
        while (matcher.find()) {
            if (current == null) {
                stray = rest.substring(0, matcher.start());
            } else {
                options.put(current, rest.substring(valueStart, matcher.start()).trim());
            }
            current = matcher.group(1);
            valueStart = matcher.end();
        }
        if (current == null) {
            String partial = rest.endsWith(" ") ? "" : rest.substring(rest.lastIndexOf(' ') + 1);
            String before = rest.substring(0, rest.length() - partial.length());
            return new CommandLine(List.copyOf(path), level, options, null, partial, before.trim());
        }
        String value = rest.substring(valueStart);
        options.put(current, value.trim());
        boolean typingValue = !text.endsWith(" ") || value.isBlank();
        return new CommandLine(List.copyOf(path), level, options, typingValue ? current : null, "", stray.trim());
    }

    /** The command ready to send: every subcommand chosen and nothing but options after them. */
    CommandLine requireComplete() {
        if (leaf == null) {
            throw new IllegalArgumentException("unknown command /" + partial);
        }
        if (CommandOptions.hasSubcommands(leaf)) {
            throw new IllegalArgumentException("/" + String.join(" ", path) + " needs a subcommand: "
                    + CommandOptions.names(leaf, true));
        }
        String extra = (stray + " " + partial).trim();
        if (!extra.isEmpty()) {
            throw new IllegalArgumentException("'" + extra + "' is not an option; write name:value, e.g. "
                    + CommandOptions.names(leaf, false).stream().findFirst().orElse("name") + ":...");
        }
        return this;
    }
}
