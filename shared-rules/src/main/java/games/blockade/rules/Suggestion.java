package games.blockade.rules;

import games.blockade.rules.language.Term;
import games.blockade.rules.language.Words;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One autocomplete choice: a command, and, when the command is only part of a turn that may not
 * stop there, what still has to follow it in the game's own words ("a wall"). A whole one may be
 * sent as it is; a part is labelled as one, so nobody takes it for a turn.
 *
 * <p>A picked choice reaches the player's input box as its {@link #text} or, in Discord's client,
 * as its {@link #label}; typing on after either must lead to the next part, and sending either
 * unchanged must be refused as unfinished. So a label reads back as its command
 * ({@link #unlabelled}).
 */
public record Suggestion(String command, Optional<Term> stillToPlay) {

    /** What marks a part: it follows the part's command, alone or as the start of its label. */
    private static final String MARK = "…";
    /**
     * A part's label after its command, in any language ("… then a wall (keep typing)"), or the
     * mark alone as {@link #listed} shows a part.
     */
    private static final Pattern LABEL = Pattern.compile(MARK + "(?:[^" + MARK + ")]*\\([^" + MARK + ")]*\\))?");

    public Suggestion {
        Objects.requireNonNull(command);
        Objects.requireNonNull(stillToPlay);
    }

    /** A command that may be sent as it is. */
    public static Suggestion whole(String command) {
        return new Suggestion(command, Optional.empty());
    }

    public boolean whole() {
        return stillToPlay.isEmpty();
    }

    /** What people are shown, in their language: the command, and for a part what it still needs. */
    public String label(Words words) {
        return stillToPlay.map(rest -> words.text("label.part", command, words.term(rest))).orElse(command);
    }

    /** How a list of what is legal shows it: the command, and for a part the mark that more must follow. */
    public String listed() {
        return whole() ? command : command + " " + MARK;
    }

    /** What picking it fills in: a part ends with a space, so what is typed next is its next part. */
    public String text() {
        return whole() ? command : command + " ";
    }

    /** Typed text with the label of a picked part read back as its command, and what was typed after it. */
    static String unlabelled(String typed) {
        return LABEL.matcher(typed).replaceAll(" ");
    }
}
