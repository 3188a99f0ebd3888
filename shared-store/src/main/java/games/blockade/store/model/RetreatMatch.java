package games.blockade.store.model;

import games.blockade.rules.Side;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A {@code retreat} match: rounds until a player reaches the target of match points. Player one is
 * the match's first player (Black in round 1; colours swap every round).
 */
@Entity
@Table(name = "retreat_match")
public class RetreatMatch {

    public enum State { ACTIVE, FINISHED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "player_one_id", nullable = false)
    private long playerOneId;

    @Column(name = "player_two_id", nullable = false)
    private long playerTwoId;

    @Column(name = "target_points", nullable = false)
    private int targetPoints;

    @Column(name = "points_one", nullable = false)
    private int pointsOne;

    @Column(name = "points_two", nullable = false)
    private int pointsTwo;

    @Enumerated(EnumType.STRING)
    @Column(name = "state", nullable = false, length = 16)
    private State state;

    @Enumerated(EnumType.STRING)
    @Column(name = "winner", length = 3)
    private Side winner;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "finished_at")
    private Instant finishedAt;

    @Version
    @Column(name = "version", nullable = false)
    private int version;

    protected RetreatMatch() {
    }

    public RetreatMatch(long playerOneId, long playerTwoId, int targetPoints, Instant createdAt) {
        if (targetPoints < 1) {
            throw new IllegalArgumentException("a match needs a target of at least 1 point");
        }
        this.playerOneId = playerOneId;
        this.playerTwoId = playerTwoId;
        this.targetPoints = targetPoints;
        this.state = State.ACTIVE;
        this.createdAt = Objects.requireNonNull(createdAt);
    }

    /** Adds a round's match points; the match ends when a player reaches the target. */
    public void score(int gainedOne, int gainedTwo, Instant at) {
        if (state == State.FINISHED) {
            throw new IllegalStateException("match " + id + " is already finished");
        }
        pointsOne += gainedOne;
        pointsTwo += gainedTwo;
        if (Math.max(pointsOne, pointsTwo) >= targetPoints) {
            state = State.FINISHED;
            winner = pointsOne > pointsTwo ? Side.ONE : Side.TWO;
            finishedAt = at;
        }
    }

    public long id() {
        return id;
    }

    public long playerOneId() {
        return playerOneId;
    }

    public long playerTwoId() {
        return playerTwoId;
    }

    public int targetPoints() {
        return targetPoints;
    }

    public int pointsOne() {
        return pointsOne;
    }

    public int pointsTwo() {
        return pointsTwo;
    }

    public State state() {
        return state;
    }

    public Optional<Side> winner() {
        return Optional.ofNullable(winner);
    }

    public Optional<Instant> finishedAt() {
        return Optional.ofNullable(finishedAt);
    }
}
