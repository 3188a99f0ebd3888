package games.blockade.store.repository;

import games.blockade.store.model.GameResult;
import java.time.Instant;
import java.util.List;

/**
 * A finished game as the archive lists it. The players' names are as people read them: where the
 * computer plays (one side or both), its name with its level ({@link Computer#name()}), not its account's.
 */
public record ArchiveEntry(long gameId, String kind, String preset, long playerOneId, String playerOneName,
                           long playerTwoId, String playerTwoName, GameResult result, String reason,
                           int plyCount, Instant finishedAt, List<Computer> computers) {

    public ArchiveEntry {
        computers = List.copyOf(computers);
    }

    /** Where the page after this entry starts: games finished earlier, or at the same time with a smaller id. */
    public Cursor cursor() {
        return new Cursor(finishedAt, gameId);
    }

    public record Cursor(Instant finishedAt, long gameId) {
    }
}
