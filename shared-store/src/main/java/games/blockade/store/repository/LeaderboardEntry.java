package games.blockade.store.repository;

/** A player's place on a game's leaderboard. */
public record LeaderboardEntry(long playerId, String displayName, double rating, double deviation, int games) {

    public Cursor cursor() {
        return new Cursor(rating, playerId);
    }

    /** The page after this entry: lower ratings, or the same rating with a smaller player id. */
    public record Cursor(double rating, long playerId) {
    }
}
