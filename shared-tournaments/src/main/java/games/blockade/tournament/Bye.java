package games.blockade.tournament;

/**
 * A round without a game for one entrant, on a board of its own: the Swiss bye (a win's point), a
 * round robin's free round against the dummy (no point), or a knockout walkover into the next
 * round (a win's point).
 */
public record Bye(int board, long entrant, double points) {

    public Bye {
        if (board < 1) {
            throw new IllegalArgumentException("boards start at 1, not " + board);
        }
        if (points != 0 && points != 0.5 && points != 1) {
            throw new IllegalArgumentException("a bye scores 0, ½ or 1, not " + points);
        }
    }
}
