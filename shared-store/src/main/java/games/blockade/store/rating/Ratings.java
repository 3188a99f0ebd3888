package games.blockade.store.rating;

import games.blockade.rules.Side;
import games.blockade.store.model.GameResult;
import games.blockade.store.model.Rating;
import games.blockade.store.model.RatingChange;
import games.blockade.store.model.StoredGame;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Rates a finished game inside the transaction that finishes it. Each game is a rating period of
 * its own for both players, after widening each deviation for the time since their last rated game.
 */
public final class Ratings {

    private final Glicko2 system;

    public Ratings(Glicko2 system) {
        this.system = system;
    }

    public void rate(EntityManager em, StoredGame game, GameResult result, Instant at) {
        // Lock both rows in player order, so two games finishing at once cannot deadlock.
        long first = Math.min(game.playerOneId(), game.playerTwoId());
        long second = Math.max(game.playerOneId(), game.playerTwoId());
        Rating a = locked(em, first, game.kind(), at);
        Rating b = locked(em, second, game.kind(), at);
        Rating one = a.playerId() == game.playerOneId() ? a : b;
        Rating two = one == a ? b : a;
        if (one == two) {
            return; // a player against themselves is not rated
        }
        Glicko2.Rating oneBefore = system.idle(one.value(), Duration.between(one.ratedAt(), at));
        Glicko2.Rating twoBefore = system.idle(two.value(), Duration.between(two.ratedAt(), at));
        Glicko2.Rating oneAfter = system.rate(oneBefore,
                List.of(new Glicko2.Result(twoBefore, result.scoreOf(Side.ONE).points())));
        Glicko2.Rating twoAfter = system.rate(twoBefore,
                List.of(new Glicko2.Result(oneBefore, result.scoreOf(Side.TWO).points())));
        em.persist(new RatingChange(one.playerId(), game.kind(), game.id(), oneBefore.rating(), oneAfter, at));
        em.persist(new RatingChange(two.playerId(), game.kind(), game.id(), twoBefore.rating(), twoAfter, at));
        one.update(oneAfter, at);
        two.update(twoAfter, at);
    }

    /**
     * Gives a player their starting rating in a game if they have none, when a rated game starts,
     * so that games finishing later only ever update existing rows.
     */
    public void enrol(EntityManager em, String kind, long playerId, Instant at) {
        if (em.find(Rating.class, new Rating.Key(playerId, kind)) == null) {
            em.persist(new Rating(playerId, kind, system.initial(), at));
        }
    }

    private Rating locked(EntityManager em, long playerId, String kind, Instant at) {
        Rating.Key key = new Rating.Key(playerId, kind);
        Rating rating = em.find(Rating.class, key, LockModeType.PESSIMISTIC_WRITE);
        if (rating == null) {
            rating = new Rating(playerId, kind, system.initial(), at);
            em.persist(rating);
            em.flush();
        }
        return rating;
    }
}
