package games.blockade.store.model;

import games.blockade.store.rating.Glicko2;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/** One step of a player's rating history: the rating a game left them with. */
@Entity
@Table(name = "rating_change")
public class RatingChange {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "player_id", nullable = false)
    private long playerId;

    @Column(name = "game_kind", nullable = false, length = 20)
    private String kind;

    @Column(name = "game_id", nullable = false)
    private long gameId;

    @Column(name = "rating_before", nullable = false)
    private double ratingBefore;

    @Column(name = "rating", nullable = false)
    private double rating;

    @Column(name = "deviation", nullable = false)
    private double deviation;

    @Column(name = "volatility", nullable = false)
    private double volatility;

    @Column(name = "changed_at", nullable = false)
    private Instant changedAt;

    protected RatingChange() {
    }

    public RatingChange(long playerId, String kind, long gameId, double ratingBefore, Glicko2.Rating after,
                        Instant changedAt) {
        this.playerId = playerId;
        this.kind = Objects.requireNonNull(kind);
        this.gameId = gameId;
        this.ratingBefore = ratingBefore;
        this.rating = after.rating();
        this.deviation = after.deviation();
        this.volatility = after.volatility();
        this.changedAt = Objects.requireNonNull(changedAt);
    }

    public long playerId() {
        return playerId;
    }

    public long gameId() {
        return gameId;
    }

    public double ratingBefore() {
        return ratingBefore;
    }

    public Glicko2.Rating after() {
        return new Glicko2.Rating(rating, deviation, volatility);
    }

    public Instant changedAt() {
        return changedAt;
    }
}
