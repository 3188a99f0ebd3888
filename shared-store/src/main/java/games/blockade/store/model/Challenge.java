package games.blockade.store.model;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** An invitation to play: to one player, or open to anyone when nobody is named. */
@Entity
@Table(name = "challenge")
public class Challenge {

    public enum State { OPEN, ACCEPTED, DECLINED, WITHDRAWN, EXPIRED }

    /** The side the challenger asked for; RANDOM is drawn when the challenge is accepted. */
    public enum SideChoice { ONE, TWO, RANDOM }

    /** The number players see, from {@link games.blockade.store.repository.Numbers}. */
    @Id
    private Long id;

    @Column(name = "game_kind", nullable = false, length = 20)
    private String kind;

    @Column(name = "preset", nullable = false, length = 40)
    private String preset;

    @Column(name = "challenger_id", nullable = false)
    private long challengerId;

    @Column(name = "challenged_id")
    private Long challengedId;

    @Enumerated(EnumType.STRING)
    @Column(name = "challenger_side", nullable = false, length = 6)
    private SideChoice challengerSide;

    @Column(name = "move_seconds")
    private Integer moveSeconds;

    @Column(name = "rated", nullable = false)
    private boolean rated;

    @Column(name = "guild_id")
    private Long guildId;

    @Column(name = "channel_id")
    private Long channelId;

    @Enumerated(EnumType.STRING)
    @Column(name = "state", nullable = false, length = 16)
    private State state;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "expires_at", nullable = false)
    private Instant expiresAt;

    @Column(name = "game_id")
    private Long gameId;

    /** For a match rather than one game: the match points that win it. */
    @Column(name = "match_points")
    private Integer matchPoints;

    /** The outbox effect that shows it in Discord, whose message is edited when it is settled. */
    @Column(name = "shown_by")
    private Long shownBy;

    @Version
    @Column(name = "version", nullable = false)
    private int version;

    protected Challenge() {
    }

    public Challenge(long id, String kind, String preset, long challengerId, Optional<Long> challengedId,
                     SideChoice challengerSide, Optional<Duration> moveClock, boolean rated,
                     Long guildId, Long channelId, Instant createdAt, Instant expiresAt) {
        this.id = id;
        this.kind = Objects.requireNonNull(kind);
        this.preset = Objects.requireNonNull(preset);
        this.challengerId = challengerId;
        this.challengedId = challengedId.orElse(null);
        this.challengerSide = Objects.requireNonNull(challengerSide);
        this.moveSeconds = moveClock.map(d -> Math.toIntExact(d.toSeconds())).orElse(null);
        this.rated = rated;
        this.guildId = guildId;
        this.channelId = channelId;
        this.state = State.OPEN;
        this.createdAt = Objects.requireNonNull(createdAt);
        this.expiresAt = Objects.requireNonNull(expiresAt);
    }

    /** Leaves the open state; a challenge is answered once, whoever answers first. */
    public void close(State to, Optional<Long> gameId) {
        if (state != State.OPEN) {
            throw new IllegalStateException("challenge " + id + " is already " + state.name().toLowerCase());
        }
        if (to == State.OPEN) {
            throw new IllegalArgumentException("a challenge cannot be reopened");
        }
        this.state = to;
        this.gameId = gameId.orElse(null);
    }

    /** Makes this a challenge to a match won by the first to {@code points} match points. */
    public Challenge toMatch(int points) {
        if (points < 1) {
            throw new IllegalArgumentException("a match needs a target of at least 1 point");
        }
        this.matchPoints = points;
        return this;
    }

    public Optional<Integer> matchPoints() {
        return Optional.ofNullable(matchPoints);
    }

    public long id() {
        return id;
    }

    public String kind() {
        return kind;
    }

    public String preset() {
        return preset;
    }

    public long challengerId() {
        return challengerId;
    }

    public Optional<Long> challengedId() {
        return Optional.ofNullable(challengedId);
    }

    public SideChoice challengerSide() {
        return challengerSide;
    }

    public Optional<Duration> moveClock() {
        return Optional.ofNullable(moveSeconds).map(Duration::ofSeconds);
    }

    public boolean rated() {
        return rated;
    }

    public Optional<Long> guildId() {
        return Optional.ofNullable(guildId);
    }

    public Optional<Long> channelId() {
        return Optional.ofNullable(channelId);
    }

    public State state() {
        return state;
    }

    public Instant expiresAt() {
        return expiresAt;
    }

    public Optional<Long> gameId() {
        return Optional.ofNullable(gameId);
    }

    public Optional<Long> shownBy() {
        return Optional.ofNullable(shownBy);
    }

    /** The outbox effect that shows it. */
    public void shownBy(long effect) {
        this.shownBy = effect;
    }
}
