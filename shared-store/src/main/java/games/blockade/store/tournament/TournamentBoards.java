package games.blockade.store.tournament;

import games.blockade.rules.Side;
import games.blockade.store.model.GameResult;
import games.blockade.store.repository.Sql;
import games.blockade.tournament.Colour;
import games.blockade.tournament.Result;
import jakarta.persistence.EntityManager;
import java.time.Instant;

/**
 * The one link from a game's end to its tournament: {@code GameRepository} calls this where every
 * game ends, in the same transaction, so a result can never be lost between the game and its board.
 */
public final class TournamentBoards {

    private TournamentBoards() {
    }

    /**
     * A game ended with {@code result}: if it is played on a tournament board without a result
     * yet, the board gets it, and its tournament is marked due, so the next round is paired at
     * once by whichever process claims it. The board's first entrant sits on the game's first side.
     */
    public static void gameEnded(EntityManager em, long gameId, Side firstSide, GameResult result, Instant now) {
        Result outcome = result == GameResult.DRAW ? Result.DRAW
                : Result.win((result == GameResult.ONE) == (firstSide == Side.ONE)
                        ? Colour.FIRST : Colour.SECOND);
        int recorded = em.createNativeQuery("update tournament_board set result = ?1 where game_id = ?2 and result is null")
                .setParameter(1, outcome.name())
                .setParameter(2, gameId)
                .executeUpdate();
        if (recorded > 0) {
            em.createNativeQuery("update tournament set due_at = ?1 where id = (select tournament_id from"
                            + " tournament_board where game_id = ?2) and due_at is null")
                    .setParameter(1, Sql.time(now))
                    .setParameter(2, gameId)
                    .executeUpdate();
        }
    }
}
