package games.blockade.tournament;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Every entrant's rounds, in order, read from rounds with one game or bye per entrant each (Swiss, round robin). */
final class History {

    private final Map<Long, List<Entry>> entries;

    private History(Map<Long, List<Entry>> entries) {
        this.entries = entries;
    }

    static History of(List<Entrant> entrants, List<Round> rounds) {
        Map<Long, List<Entry>> entries = new HashMap<>();
        for (Entrant entrant : entrants) {
            entries.put(entrant.id(), new ArrayList<>(Collections.nCopies(rounds.size(), new Entry.Absent())));
        }
        for (int r = 0; r < rounds.size(); r++) {
            Round round = rounds.get(r);
            for (Game game : round.games()) {
                Result result = game.result().orElseThrow(
                        () -> new IllegalArgumentException("round " + round.number() + " is not over"));
                for (Colour side : Colour.values()) {
                    long entrant = game.entrant(side);
                    long opponent = game.entrant(side.opposite());
                    double points = result.points(side);
                    entries.get(entrant).set(r, result.played() ? new Entry.Played(opponent, side, points)
                            : new Entry.Forfeit(opponent, points));
                }
            }
            for (Bye bye : round.byes()) {
                entries.get(bye.entrant()).set(r, new Entry.Free(bye.points()));
            }
        }
        return new History(entries);
    }

    List<Entry> of(long entrant) {
        return entries.get(entrant);
    }

    double score(long entrant) {
        double score = 0;
        for (Entry entry : of(entrant)) {
            score += entry.points();
        }
        return score;
    }
}
