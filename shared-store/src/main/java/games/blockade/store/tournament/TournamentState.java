package games.blockade.store.tournament;

/**
 * Where a tournament stands: taking sign-ups, its rounds being played, its pairings held by the
 * organizer (games in play go on; no new round is paired), over, or called off.
 */
public enum TournamentState {
    SIGNING_UP, PLAYING, PAUSED, FINISHED, CANCELLED;

    /** Started and not over: results count and entrants may withdraw. */
    public boolean running() {
        return this == PLAYING || this == PAUSED;
    }
}
