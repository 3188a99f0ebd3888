package games.blockade.store.repository;

import games.blockade.store.model.Score;
import java.util.List;
import java.util.Optional;

/**
 * A player's record in one game: wins, losses and draws, the current streak (the result of the
 * latest games in a row) and the longest run of wins.
 */
public record PlayerRecord(int wins, int losses, int draws, Optional<Score> streakOf, int streak,
                           int longestWinStreak) {

    /** The record of results in the order the games finished. */
    public static PlayerRecord of(List<Score> scores) {
        int wins = 0;
        int losses = 0;
        int draws = 0;
        int run = 0;
        int longestWins = 0;
        Score last = null;
        for (Score score : scores) {
            switch (score) {
                case WIN -> wins++;
                case LOSS -> losses++;
                case DRAW -> draws++;
            }
            run = score == last ? run + 1 : 1;
            last = score;
            if (score == Score.WIN) {
                longestWins = Math.max(longestWins, run);
            }
        }
        return new PlayerRecord(wins, losses, draws, Optional.ofNullable(last), run, longestWins);
    }

    public int games() {
        return wins + losses + draws;
    }
}
