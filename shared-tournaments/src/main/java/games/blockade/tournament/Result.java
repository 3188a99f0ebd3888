package games.blockade.tournament;

import java.util.Optional;

/**
 * How a game ended, for the tournament: who won, or a draw, and whether it was played at all. A
 * game lost by forfeit (a withdrawal) scores like a loss but was never played, which matters to
 * the colours, to who has met whom and to the tie-breaks.
 */
public enum Result {
    FIRST_WINS(Colour.FIRST, true),
    SECOND_WINS(Colour.SECOND, true),
    DRAW(null, true),
    FIRST_WINS_BY_FORFEIT(Colour.FIRST, false),
    SECOND_WINS_BY_FORFEIT(Colour.SECOND, false),
    /** Neither side was there to play: nobody scores. */
    BOTH_FORFEIT(null, false);

    private final Colour winner;
    private final boolean played;

    Result(Colour winner, boolean played) {
        this.winner = winner;
        this.played = played;
    }

    /** A win for {@code side}, played out. */
    public static Result win(Colour side) {
        return side == Colour.FIRST ? FIRST_WINS : SECOND_WINS;
    }

    /** A win for {@code side} because the other side forfeited. */
    public static Result winByForfeit(Colour side) {
        return side == Colour.FIRST ? FIRST_WINS_BY_FORFEIT : SECOND_WINS_BY_FORFEIT;
    }

    public Optional<Colour> winner() {
        return Optional.ofNullable(winner);
    }

    public boolean played() {
        return played;
    }

    /** Points for {@code side}: 1 for a win, ½ for a draw, 0 for a loss or a double forfeit. */
    public double points(Colour side) {
        if (winner == null) {
            return this == DRAW ? 0.5 : 0;
        }
        return winner == side ? 1 : 0;
    }
}
