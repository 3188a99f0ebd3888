package games.blockade.store.repository;

import java.time.Instant;
import java.util.Optional;

/** How many games a player has joined, and when the latest of them to end ended. */
public record PlayerActivity(long games, Optional<Instant> lastFinished) {
}
