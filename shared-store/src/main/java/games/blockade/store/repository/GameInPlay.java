package games.blockade.store.repository;

import java.time.Instant;

/**
 * A game still being played, as the web app's home page lists it: who plays it (the computer by its
 * name with its level) and how far it is.
 */
public record GameInPlay(long gameId, String kind, String preset, long playerOneId, String playerOneName,
                         long playerTwoId, String playerTwoName, int plyCount, Instant updatedAt) {
}
