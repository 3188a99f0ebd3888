package games.blockade.tournament;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A game of a round: its board, who moves first, who second, and its result once it has one. A
 * knockout board can hold several games: a drawn game is replayed on the same board with the sides
 * swapped.
 */
public record Game(int board, long first, long second, Optional<Result> result) {

    public Game {
        Objects.requireNonNull(result, "result");
        if (board < 1) {
            throw new IllegalArgumentException("boards start at 1, not " + board);
        }
        if (first == second) {
            throw new IllegalArgumentException("entrant " + first + " cannot play itself");
        }
    }

    public static Game pending(int board, long first, long second) {
        return new Game(board, first, second, Optional.empty());
    }

    /** A game to play, or, when a side has withdrawn, already lost by forfeit. */
    static Game scheduled(int board, long first, long second, Set<Long> withdrawn) {
        boolean firstGone = withdrawn.contains(first);
        boolean secondGone = withdrawn.contains(second);
        Game game = pending(board, first, second);
        if (firstGone && secondGone) {
            return game.withResult(Result.BOTH_FORFEIT);
        }
        if (firstGone || secondGone) {
            return game.withResult(Result.winByForfeit(firstGone ? Colour.SECOND : Colour.FIRST));
        }
        return game;
    }

    public boolean over() {
        return result.isPresent();
    }

    public Game withResult(Result outcome) {
        return new Game(board, first, second, Optional.of(outcome));
    }

    public boolean involves(long entrant) {
        return first == entrant || second == entrant;
    }

    /** The side {@code entrant} plays; only for an entrant of this game. */
    public Colour colourOf(long entrant) {
        if (!involves(entrant)) {
            throw new IllegalArgumentException("entrant " + entrant + " does not play on board " + board);
        }
        return first == entrant ? Colour.FIRST : Colour.SECOND;
    }

    public long opponentOf(long entrant) {
        return colourOf(entrant) == Colour.FIRST ? second : first;
    }

    public long entrant(Colour side) {
        return side == Colour.FIRST ? first : second;
    }
}
