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
 * A side's offer of a draw, made at a ply. An offer the opponent has not answered lapses when a
 * further ply is played.
 */
@Entity
@Table(name = "draw_offer")
public class DrawOffer {

    public enum State { OPEN, ACCEPTED, DECLINED, WITHDRAWN, LAPSED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "game_id", nullable = false)
    private long gameId;

    @Enumerated(EnumType.STRING)
    @Column(name = "offered_by", nullable = false, length = 3)
    private Side offeredBy;

    @Column(name = "at_ply", nullable = false)
    private int atPly;

    @Enumerated(EnumType.STRING)
    @Column(name = "state", nullable = false, length = 16)
    private State state;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "answered_at")
    private Instant answeredAt;

    /** The outbox effect that shows it in Discord, whose message is edited when it is settled. */
    @Column(name = "shown_by")
    private Long shownBy;

    @Version
    @Column(name = "version", nullable = false)
    private int version;

    protected DrawOffer() {
    }

    public DrawOffer(long gameId, Side offeredBy, int atPly, Instant createdAt) {
        this.gameId = gameId;
        this.offeredBy = Objects.requireNonNull(offeredBy);
        this.atPly = atPly;
        this.state = State.OPEN;
        this.createdAt = Objects.requireNonNull(createdAt);
    }

    public void answer(State to, Instant at) {
        if (state != State.OPEN) {
            throw new IllegalStateException("the draw offer is already " + state.name().toLowerCase());
        }
        if (to == State.OPEN) {
            throw new IllegalArgumentException("an offer cannot be reopened");
        }
        state = to;
        answeredAt = Objects.requireNonNull(at);
    }

    public long id() {
        return id;
    }

    public long gameId() {
        return gameId;
    }

    public Side offeredBy() {
        return offeredBy;
    }

    public int atPly() {
        return atPly;
    }

    public State state() {
        return state;
    }

    public Optional<Instant> answeredAt() {
        return Optional.ofNullable(answeredAt);
    }

    public Optional<Long> shownBy() {
        return Optional.ofNullable(shownBy);
    }

    /** The outbox effect that shows it. */
    public void shownBy(long effect) {
        this.shownBy = effect;
    }
}
