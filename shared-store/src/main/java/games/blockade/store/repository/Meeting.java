package games.blockade.store.repository;

import java.util.Objects;

/** One finished game of a player, by whom they met there: the game's kind, the opponent, and whether that was the computer. */
public record Meeting(String kind, long opponentId, boolean computer) {

    public Meeting {
        Objects.requireNonNull(kind);
    }
}
