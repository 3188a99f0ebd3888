package games.blockade.store.analysis;

import games.blockade.rules.analysis.GameAnalysis;
import java.time.Instant;
import java.util.Objects;

/** Where a game's analysis stands. */
public sealed interface AnalysisStatus {

    /** No such game, or a game still being played: nothing is analysed before the end. */
    record NotFinished() implements AnalysisStatus {
    }

    /** A game that ended before analyses were made: none was queued for it. */
    record NotQueued() implements AnalysisStatus {
    }

    /** Queued, or being made now. */
    record Pending(Instant queuedAt) implements AnalysisStatus {
        public Pending {
            Objects.requireNonNull(queuedAt);
        }
    }

    /** Given up, for the reason noted (a game with no analyst, a record that does not replay). */
    record Failed(String note) implements AnalysisStatus {
        public Failed {
            Objects.requireNonNull(note);
        }
    }

    /** Done: the analysis as the rules library made it, and each side's player. */
    record Ready(GameAnalysis analysis, long playerOne, long playerTwo, Instant doneAt) implements AnalysisStatus {
        public Ready {
            Objects.requireNonNull(analysis);
            Objects.requireNonNull(doneAt);
        }
    }
}
