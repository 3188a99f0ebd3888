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

/**
 * A player's seat in a game, with the opponent and (once finished) the player's score. The game row
 * already says who sits where; seats exist so queries that start from a player (their archive,
 * record, head-to-head) read one index instead of two.
 */
@Entity
@Table(name = "seat")
public class Seat {

    @Embeddable
    public static class Key implements Serializable {
        @Column(name = "game_id", nullable = false)
        private long gameId;

        @Enumerated(EnumType.STRING)
        @Column(name = "side", nullable = false, length = 3)
        private Side side;

        protected Key() {
        }

        public Key(long gameId, Side side) {
            this.gameId = gameId;
            this.side = Objects.requireNonNull(side);
        }

        public long gameId() {
            return gameId;
        }

        public Side side() {
            return side;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.gameId == gameId && k.side == side;
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, side);
        }
    }

    @EmbeddedId
    private Key key;

    @Column(name = "player_id", nullable = false)
    private long playerId;

    @Column(name = "opponent_id", nullable = false)
    private long opponentId;

    @Column(name = "game_kind", nullable = false, length = 20)
    private String kind;

    @Enumerated(EnumType.STRING)
    @Column(name = "score", length = 4)
    private Score score;

    @Column(name = "finished_at")
    private Instant finishedAt;

    protected Seat() {
    }

    public Seat(StoredGame game, Side side) {
        this.key = new Key(game.id(), side);
        this.playerId = game.playerOf(side);
        this.opponentId = game.playerOf(side.other());
        this.kind = game.kind();
    }

    public void finish(GameResult result, Instant at) {
        this.score = result.scoreOf(key.side);
        this.finishedAt = at;
    }

    public long gameId() {
        return key.gameId;
    }

    public Side side() {
        return key.side;
    }

    public long playerId() {
        return playerId;
    }

    public long opponentId() {
        return opponentId;
    }

    public Optional<Score> score() {
        return Optional.ofNullable(score);
    }
}
