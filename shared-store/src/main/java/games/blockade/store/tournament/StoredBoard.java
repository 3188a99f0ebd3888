package games.blockade.store.tournament;

import games.blockade.tournament.Result;
import java.util.Objects;
import java.util.Optional;

/**
 * A board of a round as stored: a game between two entrants (replay 0, or a knockout replay after a
 * draw), or a bye of so many points for one; its result once it has one, and the stored game
 * played on it (none for a bye or a game forfeited before it began).
 */
public record StoredBoard(int round, int board, int replay, long firstEntrant, Optional<Long> secondEntrant,
                          double byePoints, Optional<Result> result, Optional<Long> gameId) {

    public StoredBoard {
        Objects.requireNonNull(secondEntrant);
        Objects.requireNonNull(result);
        Objects.requireNonNull(gameId);
    }

    public boolean bye() {
        return secondEntrant.isEmpty();
    }
}
