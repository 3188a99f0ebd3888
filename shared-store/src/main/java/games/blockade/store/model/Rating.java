package games.blockade.store.model;

import games.blockade.store.rating.Glicko2;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/** A player's Glicko-2 rating in one game. */
@Entity
@Table(name = "rating")
public class Rating {

    @Embeddable
    public static class Key implements Serializable {
        @Column(name = "player_id", nullable = false)
        private long playerId;

        @Column(name = "game_kind", nullable = false, length = 20)
        private String kind;

        protected Key() {
        }

        public Key(long playerId, String kind) {
            this.playerId = playerId;
            this.kind = Objects.requireNonNull(kind);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.playerId == playerId && k.kind.equals(kind);
        }

        @Override
        public int hashCode() {
            return Objects.hash(playerId, kind);
        }
    }

    @EmbeddedId
    private Key key;

    @Column(name = "rating", nullable = false)
    private double rating;

    @Column(name = "deviation", nullable = false)
    private double deviation;

    @Column(name = "volatility", nullable = false)
    private double volatility;

    @Column(name = "games", nullable = false)
    private int games;

    @Column(name = "rated_at", nullable = false)
    private Instant ratedAt;

    protected Rating() {
    }

    public Rating(long playerId, String kind, Glicko2.Rating start, Instant at) {
        this.key = new Key(playerId, kind);
        set(start, at);
    }

    public void update(Glicko2.Rating next, Instant at) {
        set(next, at);
        games++;
    }

    private void set(Glicko2.Rating value, Instant at) {
        this.rating = value.rating();
        this.deviation = value.deviation();
        this.volatility = value.volatility();
        this.ratedAt = Objects.requireNonNull(at);
    }

    public long playerId() {
        return key.playerId;
    }

    public String kind() {
        return key.kind;
    }

    public Glicko2.Rating value() {
        return new Glicko2.Rating(rating, deviation, volatility);
    }

    public int games() {
        return games;
    }

    public Instant ratedAt() {
        return ratedAt;
    }
}
