package games.blockade.tournament;

/** A side of a game, named by who moves: the pairings balance these the way chess balances White and Black. */
public enum Colour {
    FIRST, SECOND;

    public Colour opposite() {
        return this == FIRST ? SECOND : FIRST;
    }
}
