package games.blockade.rules.retreat;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;

import java.util.Optional;

/**
 * A match of retreat: rounds until a player has {@value #TARGET} or more match points. The first
 * player plays Black in round 1 and colours swap every round. After a won round both sides score
 * the final position ({@link #roundScore}); the winner gains the difference if it is positive,
 * otherwise 1 (a champion's victory); the loser gains nothing. A drawn round scores nothing and is
 * replayed (with colours swapped, as every round). Resignation and time are scored like any win.
 */
public record RetreatMatch(int firstPoints, int secondPoints, int round) {

    public static final int TARGET = 11;

    /** The two players of a match, by who played Black in the first round. */
    public enum Player {
        FIRST, SECOND;

        public Player other() {
            return this == FIRST ? SECOND : FIRST;
        }
    }

    /** What a finished round brought: its winner, if any, and the match points gained. */
    public record RoundResult(Optional<Player> winner, int gained, boolean championsVictory) {
    }

    public RetreatMatch {
        if (firstPoints < 0 || secondPoints < 0 || round < 1) {
            throw new IllegalArgumentException("points are never negative and rounds count from 1");
        }
    }

    public static RetreatMatch begin() {
        return new RetreatMatch(0, 0, 1);
    }

    public int points(Player player) {
        return player == Player.FIRST ? firstPoints : secondPoints;
    }

    /** The colour a player has in the current round: the first player is Black in odd rounds. */
    public Side colour(Player player) {
        boolean firstIsBlack = round % 2 == 1;
        return (player == Player.FIRST) == firstIsBlack ? Side.ONE : Side.TWO;
    }

    /** The player with a colour in the current round. */
    public Player playerOf(Side colour) {
        return colour(Player.FIRST) == colour ? Player.FIRST : Player.SECOND;
    }

    /** The player who has reached {@value #TARGET} points, if any. */
    public Optional<Player> winner() {
        return firstPoints >= TARGET ? Optional.of(Player.FIRST)
                : secondPoints >= TARGET ? Optional.of(Player.SECOND) : Optional.empty();
    }

    /**
     * A side's round score on a final position: 1 per bridge and 2 per castle in the opponent's
     * territory (squares 6-10 for Black, 1-5 for White), 2 more for a castle in the opponent's moat;
     * stacks score by their pieces.
     */
    public static int roundScore(RetreatPosition position, Side side) {
        return Packed.roundScore(position.packed(), side.ordinal());
    }

    /** How a finished round, with its outcome and final position, counts for this match. */
    public RoundResult result(Outcome outcome, RetreatPosition finalPosition) {
        if (!(outcome instanceof Outcome.Win win)) {
            return new RoundResult(Optional.empty(), 0, false);
        }
        int winnerScore = roundScore(finalPosition, win.winner());
        int loserScore = roundScore(finalPosition, win.winner().other());
        boolean champions = winnerScore <= loserScore;
        return new RoundResult(Optional.of(playerOf(win.winner())),
                champions ? 1 : winnerScore - loserScore, champions);
    }

    /** The match after a finished round; the next round has colours swapped. */
    public RetreatMatch after(Outcome outcome, RetreatPosition finalPosition) {
        if (winner().isPresent()) {
            throw new IllegalStateException("the match is over");
        }
        RoundResult result = result(outcome, finalPosition);
        int gainedFirst = result.winner().filter(p -> p == Player.FIRST).map(p -> result.gained()).orElse(0);
        int gainedSecond = result.winner().filter(p -> p == Player.SECOND).map(p -> result.gained()).orElse(0);
        return new RetreatMatch(firstPoints + gainedFirst, secondPoints + gainedSecond, round + 1);
    }
}
