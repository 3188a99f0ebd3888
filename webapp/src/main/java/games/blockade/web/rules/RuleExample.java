package games.blockade.web.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One diagram of a rules page, as data: where it starts (a preset's start, or a position in the
 * game's own text form), the plies played from there through the rules (the last one highlighted),
 * the position text they must reach, the moves the caption says the rules refuse, and the name of
 * its caption: the site's words {@code example.<name>} in each language, which quote each refusal
 * as {@code {0}}, {@code {1}}, ...: the words are the rules' own, got by trying the move.
 *
 * @param position empty for the preset's start
 * @param moves    commands and recorded dice rolls, as in a game's record
 * @param shows    the position text after the moves; empty only when there are no moves
 */
public record RuleExample(String preset, String position, List<String> moves, String shows, List<Refusal> refusals,
                          String name) {

    /**
     * A command the rules refuse, tried after {@code after} (played from the example's start, like
     * its moves); {@code because} is a part of the refusal's message that says the rule at stake.
     */
    public record Refusal(List<String> after, String attempt, String because) {
        public Refusal {
            after = List.copyOf(after);
            Objects.requireNonNull(attempt);
            Objects.requireNonNull(because);
        }
    }

    public RuleExample {
        Objects.requireNonNull(preset);
        Objects.requireNonNull(position);
        moves = List.copyOf(moves);
        Objects.requireNonNull(shows);
        refusals = List.copyOf(refusals);
        Objects.requireNonNull(name);
        if (moves.isEmpty() != shows.isEmpty()) {
            throw new IllegalArgumentException("an example with moves says the position they reach, and only then: "
                    + name);
        }
    }

    /** A preset's start, as it is. */
    public static RuleExample start(String preset, String name) {
        return new RuleExample(preset, "", List.of(), "", List.of(), name);
    }

    /** Moves played from a position ({@code ""} for the preset's start) to the position {@code shows}. */
    public static RuleExample played(String preset, String position, List<String> moves, String shows,
                                     String name) {
        return new RuleExample(preset, position, moves, shows, List.of(), name);
    }

    /** This example with one more refusal, tried after {@code after}, its words the caption's next {@code {n}}. */
    public RuleExample refusing(List<String> after, String attempt, String because) {
        List<Refusal> more = new ArrayList<>(refusals);
        more.add(new Refusal(after, attempt, because));
        return new RuleExample(preset, position, moves, shows, more, name);
    }

    /** The key of the caption in the site's words. */
    public String captionKey() {
        return "example." + name;
    }

    /** This example with one more refusal, tried where its moves end. */
    public RuleExample refusing(String attempt, String because) {
        return refusing(moves, attempt, because);
    }
}
