package games.blockade.rules;

import games.blockade.rules.language.Term;
import java.util.List;
import java.util.Objects;

/**
 * A move that sets pieces out on a board, too many ways to list but simple to build a piece at a
 * time (piecepack's coin setup: six coins of each suit on the 36 squares of rows 3–8). Written
 * {@code LETTER:SQUARE,SQUARE,… LETTER:…}, one group per kind, in {@code kinds}' order.
 */
public record Placement(List<Kind> kinds, List<String> squares) {

    public Placement {
        kinds = List.copyOf(kinds);
        squares = List.copyOf(squares);
    }

    /** One kind of piece: the letter its group is written with, its name, and how many of it are set out. */
    public record Kind(String letter, Term name, int count) {
        public Kind {
            Objects.requireNonNull(letter);
            Objects.requireNonNull(name);
        }
    }
}
