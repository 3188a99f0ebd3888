package games.blockade.store.tournament;

import java.util.List;

/** What starting or advancing a tournament did, for the caller to announce in the same transaction. */
public sealed interface Advanced {

    /** Nothing to do now: games are still in play, or the tournament is paused, over, or held by another process. */
    record Nothing() implements Advanced {
    }

    /**
     * Boards were written: a new round (byes, forfeits and games opened through the caller's
     * {@link TournamentRepository.GameMaker}), or replays of drawn knockout games in the round.
     */
    record Paired(StoredTournament tournament, int round, boolean replays, List<StoredBoard> boards)
            implements Advanced {
        public Paired {
            boards = List.copyOf(boards);
        }
    }

    /** The last round is over: these are the winners. */
    record Finished(StoredTournament tournament, List<StoredEntrant> winners) implements Advanced {
        public Finished {
            winners = List.copyOf(winners);
        }
    }

    /** Called off, for the reason given (too few entrants at its start, or by a manager). */
    record CalledOff(StoredTournament tournament, CallOff reason) implements Advanced {
    }
}
