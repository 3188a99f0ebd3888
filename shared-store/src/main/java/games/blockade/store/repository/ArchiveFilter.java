package games.blockade.store.repository;

import games.blockade.store.model.GameResult;
import games.blockade.store.model.Score;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Which finished games the archive lists. With a player, {@code score} filters by that player's
 * result; without one, {@code result} filters by the board's result. Dates bound the finish time,
 * {@code from} inclusive and {@code to} exclusive.
 */
public record ArchiveFilter(Optional<String> kind, Optional<Long> playerId, Optional<GameResult> result,
                            Optional<Score> score, Optional<Instant> from, Optional<Instant> to) {

    public ArchiveFilter {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(playerId);
        Objects.requireNonNull(result);
        Objects.requireNonNull(score);
        Objects.requireNonNull(from);
        Objects.requireNonNull(to);
        if (score.isPresent() && playerId.isEmpty()) {
            throw new IllegalArgumentException("a player's score needs a player; filter by result instead");
        }
        if (result.isPresent() && playerId.isPresent()) {
            throw new IllegalArgumentException("with a player, filter by their score (win, loss, draw)");
        }
    }

    public static ArchiveFilter all() {
        return new ArchiveFilter(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty());
    }

    public ArchiveFilter kind(String kind) {
        return new ArchiveFilter(Optional.of(kind), playerId, result, score, from, to);
    }

    public ArchiveFilter player(long playerId) {
        return new ArchiveFilter(kind, Optional.of(playerId), result, score, from, to);
    }

    public ArchiveFilter result(GameResult result) {
        return new ArchiveFilter(kind, playerId, Optional.of(result), score, from, to);
    }

    public ArchiveFilter score(Score score) {
        return new ArchiveFilter(kind, playerId, result, Optional.of(score), from, to);
    }

    public ArchiveFilter between(Instant from, Instant to) {
        return new ArchiveFilter(kind, playerId, result, score, Optional.of(from), Optional.of(to));
    }
}
