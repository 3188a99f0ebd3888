package games.blockade.rules;

/** A source of six-sided die rolls, for games with dice. */
@FunctionalInterface
public interface Dice {
    /** The next roll, 1 to 6. */
    int roll();
}
