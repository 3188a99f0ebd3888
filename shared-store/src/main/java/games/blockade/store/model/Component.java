package games.blockade.store.model;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A button or menu posted in Discord. Its custom id is a random token that resolves here to an
 * action and what it acts on, so it keeps working after the bot restarts.
 */
@Entity
@Table(name = "component")
public class Component {

    /** Discord's limit on a component's custom id. */
    public static final int MAX_ID_LENGTH = 100;

    @Id
    @Column(name = "custom_id", nullable = false, length = MAX_ID_LENGTH)
    private String customId;

    @Column(name = "action", nullable = false, length = 40)
    private String action;

    @Column(name = "game_id")
    private Long gameId;

    @Column(name = "challenge_id")
    private Long challengeId;

    @Column(name = "draw_offer_id")
    private Long drawOfferId;

    /** Who may use it; empty for anyone. */
    @Column(name = "player_id")
    private Long playerId;

    @Column(name = "argument", length = 100)
    private String argument;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "expires_at")
    private Instant expiresAt;

    protected Component() {
    }

    public Component(String customId, String action, Target target, Optional<Long> playerId,
                     Optional<String> argument, Instant createdAt, Optional<Instant> expiresAt) {
        if (customId.isEmpty() || customId.length() > MAX_ID_LENGTH) {
            throw new IllegalArgumentException("a custom id has 1 to " + MAX_ID_LENGTH + " characters");
        }
        this.customId = customId;
        this.action = Objects.requireNonNull(action);
        this.gameId = target.gameId().orElse(null);
        this.challengeId = target.challengeId().orElse(null);
        this.drawOfferId = target.drawOfferId().orElse(null);
        this.playerId = playerId.orElse(null);
        this.argument = argument.orElse(null);
        this.createdAt = Objects.requireNonNull(createdAt);
        this.expiresAt = expiresAt.orElse(null);
    }

    /** What a component acts on. */
    public record Target(Optional<Long> gameId, Optional<Long> challengeId, Optional<Long> drawOfferId) {
        public static Target game(long id) {
            return new Target(Optional.of(id), Optional.empty(), Optional.empty());
        }

        public static Target challenge(long id) {
            return new Target(Optional.empty(), Optional.of(id), Optional.empty());
        }

        public static Target drawOffer(long gameId, long offerId) {
            return new Target(Optional.of(gameId), Optional.empty(), Optional.of(offerId));
        }
    }

    public String customId() {
        return customId;
    }

    public String action() {
        return action;
    }

    public Target target() {
        return new Target(Optional.ofNullable(gameId), Optional.ofNullable(challengeId),
                Optional.ofNullable(drawOfferId));
    }

    public Optional<Long> playerId() {
        return Optional.ofNullable(playerId);
    }

    public Optional<String> argument() {
        return Optional.ofNullable(argument);
    }

    public Optional<Instant> expiresAt() {
        return Optional.ofNullable(expiresAt);
    }

    public boolean usableAt(Instant now) {
        return expiresAt == null || now.isBefore(expiresAt);
    }
}
