package games.blockade.store.model;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The seed of a game's dice. Its SHA-256 is public from the start; the seed itself is revealed
 * when the game ends, so anyone can then recompute every roll.
 */
@Entity
@Table(name = "dice_commitment")
public class DiceCommitment {

    @Id
    @Column(name = "game_id", nullable = false)
    private long gameId;

    @Column(name = "seed", nullable = false)
    private byte[] seed;

    @Column(name = "seed_sha256", nullable = false, length = 64)
    private String seedSha256;

    @Column(name = "revealed_at")
    private Instant revealedAt;

    @Column(name = "rolls_verified")
    private Boolean rollsVerified;

    protected DiceCommitment() {
    }

    public DiceCommitment(long gameId, byte[] seed) {
        this.gameId = gameId;
        this.seed = seed.clone();
        this.seedSha256 = sha256(seed);
    }

    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * Reveals the seed as the game ends, with whether every roll of its record is the roll the seed
     * gives (checked once: the record no longer changes).
     */
    public void reveal(Instant at, boolean rollsVerified) {
        if (revealedAt == null) {
            revealedAt = at;
            this.rollsVerified = rollsVerified;
        }
    }

    public long gameId() {
        return gameId;
    }

    /** The seed, for the server's own rolls: never show it before {@link #revealedSeed()} has one. */
    public byte[] seed() {
        return seed.clone();
    }

    public String seedSha256() {
        return seedSha256;
    }

    /** The seed in hex once the game has ended. */
    public Optional<String> revealedSeed() {
        return revealedAt == null ? Optional.empty() : Optional.of(HexFormat.of().formatHex(seed));
    }

    /**
     * Whether every roll of the finished record is the seed's, as checked when the game ended; none
     * while it is in play, or if it ended before the check was kept.
     */
    public Optional<Boolean> rollsVerified() {
        return Optional.ofNullable(rollsVerified);
    }

    public Optional<Instant> revealedAt() {
        return Optional.ofNullable(revealedAt);
    }
}
