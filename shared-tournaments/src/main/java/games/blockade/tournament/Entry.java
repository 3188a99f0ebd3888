package games.blockade.tournament;

/**
 * What one round was for one entrant: a game played, a game won or lost by forfeit, a bye, or
 * nothing (not paired: withdrawn). Pairings and tie-breaks read an entrant's rounds as these.
 */
sealed interface Entry {

    /** The points the round gave the entrant. */
    double points();

    record Played(long opponent, Colour colour, double points) implements Entry {
    }

    /** A game that was never played: a win or a loss by forfeit, or a double forfeit. */
    record Forfeit(long opponent, double points) implements Entry {
    }

    record Free(double points) implements Entry {
    }

    record Absent() implements Entry {

        @Override
        public double points() {
            return 0;
        }
    }

    /**
     * A voluntarily unplayed round in FIDE's words: no game and no win for it (a forfeit loss, a
     * bye of no point, absence). These are cut first from Buchholz cut 1, and rounds of them at the
     * end count as draws in the opponents' Buchholz.
     */
    default boolean voluntarilyUnplayed() {
        return !(this instanceof Played) && points() < 1;
    }
}
