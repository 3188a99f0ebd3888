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
 * Rates finished games. Each game is a rating period of its own for both players, after widening
 * each deviation for the time since their last rated game (see docs/ratings.md).
 */
public final class Ratings {

    /** Both players' ratings just before a game (widened for idle time) and after it. */
    public record Update(Glicko2.Rating oneBefore, Glicko2.Rating oneAfter, Glicko2.Rating twoBefore,
                         Glicko2.Rating twoAfter) {
    }

    private final Glicko2 system;

    public Ratings(Glicko2 system) {
        this.system = system;
    }

    public Glicko2 system() {
        return system;
    }

    /** The pure calculation, shared by live games and the data generator. */
    public Update update(Glicko2.Rating one, Instant oneRatedAt, Glicko2.Rating two, Instant twoRatedAt,
                         GameResult result, Instant at) {
        Glicko2.Rating oneBefore = system.idle(one, Duration.between(oneRatedAt, at));
        Glicko2.Rating twoBefore = system.idle(two, Duration.between(twoRatedAt, at));
        return new Update(oneBefore,
                system.rate(oneBefore, List.of(new Glicko2.Result(twoBefore, result.scoreOf(Side.ONE).points()))),
                twoBefore,
                system.rate(twoBefore, List.of(new Glicko2.Result(oneBefore, result.scoreOf(Side.TWO).points()))));
    }

    /** Rates a game inside the transaction that finishes it, with the history rows. */
    public void rate(EntityManager em, StoredGame game, GameResult result, Instant at) {
        if (game.playerOneId() == game.playerTwoId()) {
            return; // a player against themselves is not rated
        }
        // Lock both rows in player order, so two games finishing at once cannot deadlock.
        Rating a = locked(em, Math.min(game.playerOneId(), game.playerTwoId()), game.kind(), at);
        Rating b = locked(em, Math.max(game.playerOneId(), game.playerTwoId()), game.kind(), at);
        Rating one = a.playerId() == game.playerOneId() ? a : b;
        Rating two = one == a ? b : a;
        Update update = update(one.value(), one.ratedAt(), two.value(), two.ratedAt(), result, at);
        em.persist(new RatingChange(one.playerId(), game.kind(), game.id(), update.oneBefore().rating(),
                update.oneAfter(), at));
        em.persist(new RatingChange(two.playerId(), game.kind(), game.id(), update.twoBefore().rating(),
                update.twoAfter(), at));
        one.update(update.oneAfter(), at);
        two.update(update.twoAfter(), at);
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
        Rating rating = em.find(Rating.class, new Rating.Key(playerId, kind), LockModeType.PESSIMISTIC_WRITE);
        if (rating == null) {
            rating = new Rating(playerId, kind, system.initial(), at);
            em.persist(rating);
        }
        return rating;
    }
}
