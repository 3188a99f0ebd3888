package games.blockade.rules;

/**
 * A game's sequence of six-sided die rolls. Rolls are addressed by their index in the game (the
 * first die rolled is 0), so a retried or repeated action that asks for the same die gets the
 * same roll, and anyone holding the game's seed can recompute every roll.
 */
@FunctionalInterface
public interface Dice {
    /** The die with this index in the game's sequence, 1 to 6. */
    int roll(long index);
}
