package games.blockade.store.model;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/** A Discord user who has played or been challenged. */
@Entity
@Table(name = "player")
public class Player {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "discord_id", nullable = false, unique = true)
    private long discordId;

    @Column(name = "display_name", nullable = false, length = 100)
    private String displayName;

    @Column(name = "avatar_url", length = 500)
    private String avatarUrl;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    /** The language of their Discord client when last seen (a Discord locale tag), if ever. */
    @Column(name = "locale", length = 16)
    private String locale;

    protected Player() {
    }

    public Player(long discordId, String displayName, String avatarUrl, Instant createdAt) {
        this.discordId = discordId;
        this.createdAt = Objects.requireNonNull(createdAt);
        rename(displayName, avatarUrl);
    }

    /** Discord names and avatars change; the id does not. */
    public void rename(String displayName, String avatarUrl) {
        this.displayName = Objects.requireNonNull(displayName);
        this.avatarUrl = avatarUrl;
    }

    /** The language their Discord client was set to in the interaction that brought them here. */
    public void heard(String locale) {
        this.locale = Objects.requireNonNull(locale);
    }

    public long id() {
        return id;
    }

    public long discordId() {
        return discordId;
    }

    public String displayName() {
        return displayName;
    }

    public String avatarUrl() {
        return avatarUrl;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
