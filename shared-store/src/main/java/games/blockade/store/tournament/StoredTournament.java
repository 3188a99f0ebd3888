package games.blockade.store.tournament;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A stored tournament: its number, how it was set up, where it stands, its own thread and post in
 * Discord, why it was called off (none for a tournament called off before the reason was kept), and when it was created, started and ended.
 */
public record StoredTournament(long id, TournamentSpec spec, TournamentState state, Optional<Long> threadId,
                               Optional<Long> postMessageId, Optional<CallOff> calledOff, Instant createdAt,
                               Optional<Instant> startedAt, Optional<Instant> finishedAt) {

    public StoredTournament {
        Objects.requireNonNull(spec);
        Objects.requireNonNull(state);
        Objects.requireNonNull(threadId);
        Objects.requireNonNull(postMessageId);
        Objects.requireNonNull(calledOff);
        Objects.requireNonNull(createdAt);
        Objects.requireNonNull(startedAt);
        Objects.requireNonNull(finishedAt);
    }
}
