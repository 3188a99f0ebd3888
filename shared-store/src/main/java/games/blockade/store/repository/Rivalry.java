package games.blockade.store.repository;

import java.util.Objects;

/** A player's results against one opponent in one game, from the player's side, with the opponent's own name. */
public record Rivalry(String kind, long opponentId, String opponentName, HeadToHead results) {

    public Rivalry {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(opponentName);
        Objects.requireNonNull(results);
    }
}
