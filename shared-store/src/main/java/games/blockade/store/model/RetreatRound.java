package games.blockade.store.model;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;
import java.util.Optional;

/**
 * One round of a {@code retreat} match: its game and, once over, both match players' scores of the
 * final position and the match points each gained. "One" and "two" are the match's players, not
 * the round's colours.
 */
@Entity
@Table(name = "retreat_round")
public class RetreatRound {

    @Embeddable
    public static class Key implements Serializable {
        @Column(name = "match_id", nullable = false)
        private long matchId;

        @Column(name = "round_no", nullable = false)
        private int roundNo;

        protected Key() {
        }

        public Key(long matchId, int roundNo) {
            this.matchId = matchId;
            this.roundNo = roundNo;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.matchId == matchId && k.roundNo == roundNo;
        }

        @Override
        public int hashCode() {
            return Objects.hash(matchId, roundNo);
        }
    }

    @EmbeddedId
    private Key key;

    @Column(name = "game_id", nullable = false, unique = true)
    private long gameId;

    @Column(name = "position_one")
    private Integer positionOne;

    @Column(name = "position_two")
    private Integer positionTwo;

    @Column(name = "points_one")
    private Integer pointsOne;

    @Column(name = "points_two")
    private Integer pointsTwo;

    protected RetreatRound() {
    }

    public RetreatRound(long matchId, int roundNo, long gameId) {
        this.key = new Key(matchId, roundNo);
        this.gameId = gameId;
    }

    public void score(int positionOne, int positionTwo, int pointsOne, int pointsTwo) {
        this.positionOne = positionOne;
        this.positionTwo = positionTwo;
        this.pointsOne = pointsOne;
        this.pointsTwo = pointsTwo;
    }

    public long matchId() {
        return key.matchId;
    }

    public int roundNo() {
        return key.roundNo;
    }

    public long gameId() {
        return gameId;
    }

    public Optional<Integer> pointsOne() {
        return Optional.ofNullable(pointsOne);
    }

    public Optional<Integer> pointsTwo() {
        return Optional.ofNullable(pointsTwo);
    }

    public Optional<Integer> positionOne() {
        return Optional.ofNullable(positionOne);
    }

    public Optional<Integer> positionTwo() {
        return Optional.ofNullable(positionTwo);
    }
}
