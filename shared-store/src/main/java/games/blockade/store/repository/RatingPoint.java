package games.blockade.store.repository;

import java.time.Instant;

/** A player's rating and its deviation just after one rated game. */
public record RatingPoint(Instant at, double rating, double deviation) {
}
