package games.blockade.store.tournament;

import games.blockade.tournament.Entrant;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * An entrant as stored: its id (the engine's entrant id), who plays (a person, or the computer at a
 * level), its place in the order of signing up, its rating and seed once the tournament started,
 * and when it withdrew.
 */
public record StoredEntrant(long id, long tournamentId, Entrant.Kind kind, int joinedOrder, Instant joinedAt,
                            Optional<Integer> rating, Optional<Integer> seed, Optional<Instant> withdrawnAt) {

    public StoredEntrant {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(rating);
        Objects.requireNonNull(seed);
        Objects.requireNonNull(withdrawnAt);
    }

    /** The person's player id; empty for the computer. */
    public Optional<Long> playerId() {
        return kind instanceof Entrant.Person person ? Optional.of(person.playerId()) : Optional.empty();
    }
}
