package games.blockade.tournament;

import java.util.List;
import java.util.Optional;

/**
 * A knockout bracket to draw: every round's matches from the first to the final, those still to
 * come with whoever is already known to play in them.
 */
public record Bracket(int size, List<List<Match>> rounds) {

    /** A match: its round and board, the entrants coming from above and from below, and its state. */
    public record Match(int round, int board, Optional<Long> top, Optional<Long> bottom, MatchState state) {
    }

    public Bracket {
        rounds = rounds.stream().map(List::copyOf).toList();
    }

    /** The winner of the final, once there is one. */
    public Optional<Long> champion() {
        MatchState state = rounds.get(rounds.size() - 1).get(0).state();
        if (state instanceof MatchState.Won won) {
            return Optional.of(won.winner());
        }
        if (state instanceof MatchState.Walkover walkover) {
            return Optional.of(walkover.winner());
        }
        return Optional.empty();
    }
}
