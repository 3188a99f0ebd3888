package games.blockade.rules.analysis;

import games.blockade.rules.Side;

import java.util.List;
import java.util.Objects;

/**
 * The analysis of a finished game: its entries in the order of the record (a judgement per
 * decision judged, the luck of every roll of the dice) and a tally per side.
 */
public record GameAnalysis(String game, String preset, List<Entry> entries, Tally one, Tally two) {

    public GameAnalysis {
        Objects.requireNonNull(game);
        Objects.requireNonNull(preset);
        entries = List.copyOf(entries);
        Objects.requireNonNull(one);
        Objects.requireNonNull(two);
    }

    public Tally tally(Side side) {
        return side == Side.ONE ? one : two;
    }

    /** The judged decisions alone, in order. */
    public List<Entry.Judgement> judgements() {
        return entries.stream().filter(Entry.Judgement.class::isInstance).map(Entry.Judgement.class::cast).toList();
    }
}
