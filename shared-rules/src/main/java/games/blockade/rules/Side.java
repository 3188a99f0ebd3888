package games.blockade.rules;

/**
 * One of the two sides of a game. Each game names its sides in its own words
 * ({@link Rules#sideName(Side)}): Black and White, runner and blocker, Red and Blue.
 * {@code ONE} is the side a game lists first; it is not necessarily the side that moves first.
 */
public enum Side {
    ONE, TWO;

    public Side other() {
        return this == ONE ? TWO : ONE;
    }
}
