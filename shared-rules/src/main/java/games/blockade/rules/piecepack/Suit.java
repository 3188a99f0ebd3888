package games.blockade.rules.piecepack;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Term;

import java.util.List;

/** The four piecepack suits. Only a coin's suit matters in this game, never its value. */
public enum Suit {
    SUNS('s', "suns", "red"),
    MOONS('m', "moons", "black"),
    CROWNS('c', "crowns", "green"),
    ARMS('a', "arms", "blue");

    public static final List<Suit> ALL = List.of(values());

    private final char letter;
    private final String title;
    private final String colour;

    Suit(char letter, String title, String colour) {
        this.letter = letter;
        this.title = title;
        this.colour = colour;
    }

    /** The suit's lowercase letter, as coins are written. */
    public char letter() {
        return letter;
    }

    /** The suit's name for people: "suns". */
    public String title() {
        return title;
    }

    /** The piecepack's standard colour of the suit. */
    public String colour() {
        return colour;
    }

    /** This suit's bit in a set of suits held as an int. */
    int bit() {
        return 1 << ordinal();
    }

    /** The suit of a letter, either case. */
    public static Suit of(char letter) throws Rejection {
        char lower = Character.toLowerCase(letter);
        for (Suit suit : ALL) {
            if (suit.letter == lower) {
                return suit;
            }
        }
        throw new Rejection(new Refusal.Piecepack.NotASuit(String.valueOf(letter)));
    }

    /** The suit as a word of the game ("suns"). */
    public Term term() {
        return new Term("piecepack.suit." + letter);
    }

    /** A coin of this suit ("suns coin"). */
    Term coin() {
        return new Term("piecepack.coin." + letter);
    }

    static boolean isLetter(char letter) {
        return "smca".indexOf(Character.toLowerCase(letter)) >= 0;
    }
}
