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

    public void reveal(Instant at) {
        if (revealedAt == null) {
            revealedAt = at;
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

    public Optional<Instant> revealedAt() {
        return Optional.ofNullable(revealedAt);
    }
}
