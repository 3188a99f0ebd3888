package games.blockade.rules.language;

import java.util.List;

/**
 * A few moves of a longer list, in notation, to show a player what is legal without flooding them:
 * the first {@link #SHOWN} and how many there are in all.
 */
public record Listed(List<String> shown, int total) {

    public static final int SHOWN = 12;

    public Listed {
        shown = List.copyOf(shown);
    }

    public static Listed of(List<String> all) {
        return new Listed(all.subList(0, Math.min(all.size(), SHOWN)), all.size());
    }
}
