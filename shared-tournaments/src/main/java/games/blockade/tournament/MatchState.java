package games.blockade.tournament;

/** Where a knockout match stands. */
public sealed interface MatchState {

    /** Its entrants are not both known yet: an earlier match is still being played. */
    record Awaiting() implements MatchState {
    }

    record InPlay(Game game) implements MatchState {
    }

    /** The latest game was drawn: it is played again with the sides swapped until someone wins. */
    record ReplayNeeded(Game drawn) implements MatchState {
    }

    record Won(long winner) implements MatchState {
    }

    /** Through without a game: a bye in the first round, or nobody came through from the other side. */
    record Walkover(long winner) implements MatchState {
    }

    /** Neither entrant is left: the next round's opponent goes through without a game. */
    record Vacant() implements MatchState {
    }
}
