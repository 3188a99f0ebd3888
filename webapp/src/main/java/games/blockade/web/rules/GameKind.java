package games.blockade.web.rules;

import games.blockade.rules.Preset;
import java.util.List;
import java.util.Objects;

/** One of the games as the site presents it: its rules' facts and the opening of its rules text. */
public record GameKind(String id, String title, List<String> sides, String firstMover, List<Preset> presets,
                       List<String> levels, String summary) {
    public GameKind {
        Objects.requireNonNull(id);
        Objects.requireNonNull(title);
        sides = List.copyOf(sides);
        Objects.requireNonNull(firstMover);
        presets = List.copyOf(presets);
        levels = List.copyOf(levels);
        Objects.requireNonNull(summary);
    }

    /** The game's id as a name, where its title is too long: "Walls", as the bot's commands call it. */
    public static String shortName(String id) {
        return id.isEmpty() ? id : Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}
