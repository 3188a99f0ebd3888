package games.blockade.tournament;

import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * One entrant's line in the standings: its rank (shared when level on score and every tie-break),
 * its score and tie-breaks, and its performance rating (none before its first game played).
 * Direct encounter has a value only where it was used: among entrants level up to it who have all
 * met.
 */
public record Standing(int rank, Entrant entrant, double score, double buchholzCut1, double buchholz,
        double sonnebornBerger, OptionalDouble directEncounter, int gamesWon, OptionalInt performance) {

    /** The value of {@code tieBreak} for this entrant (direct encounter 0 where it was not used). */
    public double value(TieBreak tieBreak) {
        return switch (tieBreak) {
            case BUCHHOLZ_CUT_1 -> buchholzCut1;
            case BUCHHOLZ -> buchholz;
            case SONNEBORN_BERGER -> sonnebornBerger;
            case DIRECT_ENCOUNTER -> directEncounter.orElse(0);
            case GAMES_WON -> gamesWon;
        };
    }

    Standing ranked(int place) {
        return new Standing(place, entrant, score, buchholzCut1, buchholz, sonnebornBerger, directEncounter, gamesWon,
                performance);
    }

    Standing withDirectEncounter(double points) {
        return new Standing(rank, entrant, score, buchholzCut1, buchholz, sonnebornBerger, OptionalDouble.of(points),
                gamesWon, performance);
    }
}
