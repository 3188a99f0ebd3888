package games.blockade.store.model;

import games.blockade.rules.Outcome;
import games.blockade.rules.Side;
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

/**
 * One game of any kind: who plays which side, how it stands and where in Discord it lives. Its
 * plies are {@link StoredPly} rows while it is played and the packed {@link #record()} once it is
 * finished. The version makes concurrent writers of one game conflict instead of overwrite.
 */
@Entity
@Table(name = "game")
public class StoredGame {

    private static final int PLACE_NOTE = 300;

    /** The number players see, from {@link games.blockade.store.repository.Numbers}. */
    @Id
    private Long id;

    @Column(name = "game_kind", nullable = false, length = 20)
    private String kind;

    @Column(name = "preset", nullable = false, length = 40)
    private String preset;

    @Enumerated(EnumType.STRING)
    @Column(name = "first_side", nullable = false, length = 3)
    private Side firstSide;

    @Column(name = "player_one_id", nullable = false)
    private long playerOneId;

    @Column(name = "player_two_id", nullable = false)
    private long playerTwoId;

    @Enumerated(EnumType.STRING)
    @Column(name = "state", nullable = false, length = 16)
    private GameState state;

    @Enumerated(EnumType.STRING)
    @Column(name = "result", length = 4)
    private GameResult result;

    @Column(name = "reason", length = 32)
    private String reason;

    @Column(name = "rated", nullable = false)
    private boolean rated;

    @Column(name = "ply_count", nullable = false)
    private int plyCount;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Column(name = "finished_at")
    private Instant finishedAt;

    @Column(name = "guild_id")
    private Long guildId;

    @Column(name = "channel_id")
    private Long channelId;

    @Column(name = "thread_id")
    private Long threadId;

    @Column(name = "move_seconds")
    private Integer moveSeconds;

    @Column(name = "deadline")
    private Instant deadline;

    /** When the game's first board was posted; its clock runs from then. */
    @Column(name = "shown_at")
    private Instant shownAt;

    /** What went wrong with the game's place in Discord, until a post gets there again. */
    @Column(name = "place_note", length = PLACE_NOTE)
    private String placeNote;

    @Column(name = "record")
    private byte[] record;

    @Column(name = "record_times")
    private byte[] recordTimes;

    @Column(name = "match_id")
    private Long matchId;

    @Version
    @Column(name = "version", nullable = false)
    private int version;

    protected StoredGame() {
    }

    public StoredGame(long id, String kind, String preset, Side firstSide, long playerOneId, long playerTwoId,
                      boolean rated, Optional<Duration> moveClock, Instant createdAt) {
        this.id = id;
        this.kind = Objects.requireNonNull(kind);
        this.preset = Objects.requireNonNull(preset);
        this.firstSide = Objects.requireNonNull(firstSide);
        this.playerOneId = playerOneId;
        this.playerTwoId = playerTwoId;
        this.rated = rated;
        this.moveSeconds = moveClock.map(d -> Math.toIntExact(d.toSeconds())).orElse(null);
        this.state = GameState.ACTIVE;
        this.createdAt = Objects.requireNonNull(createdAt);
        this.updatedAt = createdAt;
    }

    /**
     * The game's first board was posted at {@code now}: the clock of the side to move starts, unless
     * a move started it already. Nobody loses on time in a game nobody was shown.
     */
    public void show(Instant now) {
        if (shownAt == null) {
            shownAt = now;
            if (deadline == null && state == GameState.ACTIVE) {
                deadline = moveClock().map(now::plus).orElse(null);
            }
        }
    }

    /** What went wrong with the game's place in Discord, cut to fit; empty when a post got there again. */
    public void placeLost(Optional<String> why) {
        placeNote = why.map(w -> w.length() <= PLACE_NOTE ? w : w.substring(0, PLACE_NOTE - 3) + "...").orElse(null);
    }

    /** Records plies played at {@code now}; the clock of the side to move starts again. */
    public void advance(int plies, Instant now) {
        plyCount += plies;
        updatedAt = now;
        deadline = moveClock().map(now::plus).orElse(null);
    }

    public void finish(Outcome outcome, Instant now, byte[] record, byte[] recordTimes) {
        state = GameState.FINISHED;
        result = GameResult.of(outcome);
        reason = outcome.reason();
        finishedAt = now;
        updatedAt = now;
        deadline = null;
        this.record = record.clone();
        this.recordTimes = recordTimes.clone();
    }

    public void placeIn(Long guildId, Long channelId, Long threadId) {
        this.guildId = guildId;
        this.channelId = channelId;
        this.threadId = threadId;
    }

    public void joinMatch(long matchId) {
        this.matchId = matchId;
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

    public Side firstSide() {
        return firstSide;
    }

    public long playerOneId() {
        return playerOneId;
    }

    public long playerTwoId() {
        return playerTwoId;
    }

    public long playerOf(Side side) {
        return side == Side.ONE ? playerOneId : playerTwoId;
    }

    public GameState state() {
        return state;
    }

    public boolean isFinished() {
        return state == GameState.FINISHED;
    }

    public Optional<Outcome> outcome() {
        return result == null ? Optional.empty() : Optional.of(result.outcome(reason));
    }

    public boolean rated() {
        return rated;
    }

    public int plyCount() {
        return plyCount;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    public Optional<Instant> finishedAt() {
        return Optional.ofNullable(finishedAt);
    }

    public Optional<Long> guildId() {
        return Optional.ofNullable(guildId);
    }

    public Optional<Long> channelId() {
        return Optional.ofNullable(channelId);
    }

    public Optional<Long> threadId() {
        return Optional.ofNullable(threadId);
    }

    public Optional<Duration> moveClock() {
        return Optional.ofNullable(moveSeconds).map(Duration::ofSeconds);
    }

    public Optional<Instant> shownAt() {
        return Optional.ofNullable(shownAt);
    }

    public Optional<String> placeNote() {
        return Optional.ofNullable(placeNote);
    }

    public Optional<Instant> deadline() {
        return Optional.ofNullable(deadline);
    }

    public Optional<byte[]> record() {
        return Optional.ofNullable(record).map(byte[]::clone);
    }

    public Optional<byte[]> recordTimes() {
        return Optional.ofNullable(recordTimes).map(byte[]::clone);
    }

    public Optional<Long> matchId() {
        return Optional.ofNullable(matchId);
    }

    public int version() {
        return version;
    }
}
