package games.blockade.store.model;

import games.blockade.rules.Side;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** One ply of a game in play: what was played, the position it reached, and when. */
@Entity
@Table(name = "ply")
public class StoredPly {

    @Embeddable
    public static class Key implements Serializable {
        @Column(name = "game_id", nullable = false)
        private long gameId;

        @Column(name = "ply", nullable = false)
        private int ply;

        protected Key() {
        }

        public Key(long gameId, int ply) {
            this.gameId = gameId;
            this.ply = ply;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.gameId == gameId && k.ply == ply;
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, ply);
        }
    }

    @EmbeddedId
    private Key key;

    /** Empty for the dice's plies. */
    @Enumerated(EnumType.STRING)
    @Column(name = "side", length = 3)
    private Side side;

    @Column(name = "notation", nullable = false, length = 500)
    private String notation;

    @Column(name = "position", nullable = false, length = 4000)
    private String position;

    /** The position's {@link games.blockade.rules.Repetition#digest}; empty for plies stored before it was kept. */
    @Column(name = "repetition")
    private Long repetition;

    @Column(name = "played_at", nullable = false)
    private Instant playedAt;

    protected StoredPly() {
    }

    /** Ply numbers start at 1. */
    public StoredPly(long gameId, int ply, Optional<Side> side, String notation, String position, long repetition,
                     Instant playedAt) {
        this.key = new Key(gameId, ply);
        this.side = side.orElse(null);
        this.notation = Objects.requireNonNull(notation);
        this.position = Objects.requireNonNull(position);
        this.repetition = repetition;
        this.playedAt = Objects.requireNonNull(playedAt);
    }

    public long gameId() {
        return key.gameId;
    }

    public int ply() {
        return key.ply;
    }

    public Optional<Side> side() {
        return Optional.ofNullable(side);
    }

    public String notation() {
        return notation;
    }

    public String position() {
        return position;
    }

    public java.util.OptionalLong repetition() {
        return repetition == null ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(repetition);
    }

    public Instant playedAt() {
        return playedAt;
    }
}
