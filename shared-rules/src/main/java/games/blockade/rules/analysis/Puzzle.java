package games.blockade.rules.analysis;

import games.blockade.rules.Side;

import java.util.Locale;
import java.util.Objects;

/**
 * A position where exactly one choice wins, or exactly one saves the game, as a caller stores it:
 * the game and preset, the position in the game's text form, the side to move, the one solution
 * in notation, the kind and a difficulty ({@code docs/analysis.md}): how many plies ahead one must
 * read to tell the solution from every other choice.
 */
public record Puzzle(String game, String preset, String position, Side side, String solution, Kind kind,
                     int difficulty) {

    public enum Kind {
        /** Exactly one choice forces a win. */
        WIN,
        /** The side is in danger: every choice but one lets the opponent force a win. */
        SAVE;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Puzzle {
        Objects.requireNonNull(game);
        Objects.requireNonNull(preset);
        Objects.requireNonNull(position);
        Objects.requireNonNull(side);
        Objects.requireNonNull(solution);
        Objects.requireNonNull(kind);
        if (difficulty < 1) {
            throw new IllegalArgumentException("a puzzle reads at least one ply ahead");
        }
    }
}
