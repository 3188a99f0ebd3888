package games.blockade.store.tournament;

import games.blockade.rules.Side;
import games.blockade.store.model.GameResult;
import games.blockade.store.model.StoredGame;
import games.blockade.store.repository.Sql;
import games.blockade.tournament.Colour;
import games.blockade.tournament.Result;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;

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
        // A board played as a match (a knockout of retreat) is decided by the match: see matchEnded.
        int recorded = em.createNativeQuery("update tournament_board set result = ?1 where game_id = ?2 and result is null"
                        + " and not exists (select 1 from game g where g.id = ?2 and g.match_id is not null)")
                .setParameter(1, outcome.name())
                .setParameter(2, gameId)
                .executeUpdate();
        if (recorded > 0) {
            due(em, gameId, now);
        }
    }

    /**
     * A match ended, won by {@code winnerId}: if it is played on a tournament board (its first
     * round's game is the board's game), the board gets the match's result, and its tournament is
     * marked due. A match has a winner: a drawn round is replayed within it, never on the board.
     */
    public static void matchEnded(EntityManager em, long matchId, long winnerId, Instant now) {
        List<?> firstRound = em.createNativeQuery("select b.game_id from tournament_board b join retreat_round r"
                        + " on r.game_id = b.game_id where r.match_id = ?1 and r.round_no = 1 and b.result is null")
                .setParameter(1, matchId).getResultList();
        if (firstRound.isEmpty()) {
            return;
        }
        long gameId = ((Number) firstRound.get(0)).longValue();
        StoredGame game = em.find(StoredGame.class, gameId);
        Result outcome = Result.win(game.playerOf(game.firstSide()) == winnerId ? Colour.FIRST : Colour.SECOND);
        em.createNativeQuery("update tournament_board set result = ?1 where game_id = ?2 and result is null")
                .setParameter(1, outcome.name()).setParameter(2, gameId).executeUpdate();
        due(em, gameId, now);
    }

    /**
     * Marks the game's tournament due. The row is always written, never skipped where it is due
     * already: on PostgreSQL a skipped row does not wait for a pairing process that holds it and is
     * about to clear the mark, having read the round before this game's end was committed; written,
     * it waits, and the mark stands after that process commits.
     */
    private static void due(EntityManager em, long gameId, Instant now) {
        em.createNativeQuery("update tournament set due_at = coalesce(due_at, ?1) where id = (select tournament_id"
                        + " from tournament_board where game_id = ?2)")
                .setParameter(1, Sql.time(now))
                .setParameter(2, gameId)
                .executeUpdate();
    }
}
