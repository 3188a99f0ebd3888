package games.blockade.rules.backgammon;

import games.blockade.rules.Dice;
import games.blockade.rules.Rejection;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The dice of one game, all derived from a secret 32-byte seed, so that the seed's SHA-256 can be
 * shown when the game starts and the seed revealed when it ends (commit and reveal), and anyone can
 * then recompute every roll.
 *
 * <p>Die number {@code i} (the game's first die is 0): compute {@code HMAC-SHA256(key = seed,
 * message = i as 8 bytes big-endian, then a round number as 4 bytes big-endian)}, starting with
 * round 0. Read the 32 bytes of the result in order and take the first byte below 252: the die is
 * that byte modulo 6, plus 1. Bytes 252 to 255 are skipped because 256 is not a multiple of 6 and
 * would make small numbers likelier; if all 32 bytes are skipped, try the next round.
 */
public final class SeededDice implements Dice {

    public static final int SEED_BYTES = 32;
    private static final int LIMIT = 252;

    private final byte[] seed;
    /** Set on the first roll; only ever copied after that, so threads may share it. */
    private volatile Mac keyed;

    private SeededDice(byte[] seed) {
        this.seed = seed.clone();
    }

    /** A fresh secret seed from the system's strong random source. */
    public static SeededDice generate() {
        byte[] seed = new byte[SEED_BYTES];
        new SecureRandom().nextBytes(seed);
        return new SeededDice(seed);
    }

    /** The dice of a revealed seed, given as 64 hexadecimal digits. */
    public static SeededDice fromHex(String hex) throws Rejection {
        return new SeededDice(bytes("seed", hex));
    }

    /** Dice from any seed bytes, e.g. to replay self-play games repeatably. */
    public static SeededDice of(byte[] seed) {
        if (seed.length != SEED_BYTES) {
            throw new IllegalArgumentException("a seed is " + SEED_BYTES + " bytes");
        }
        return new SeededDice(seed);
    }

    /** The seed, to reveal when the game is over. */
    public String seedHex() {
        return HexFormat.of().formatHex(seed);
    }

    /** The SHA-256 of the seed's 32 bytes, in hexadecimal: shown when the game starts. */
    public String commitment() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(seed));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    @Override
    public int roll(long index) {
        if (index < 0) {
            throw new IllegalArgumentException("die indices start at 0");
        }
        try {
            Mac mac = (Mac) keyed().clone();
            for (int round = 0; ; round++) {
                byte[] out = mac.doFinal(ByteBuffer.allocate(12).putLong(index).putInt(round).array());
                for (byte b : out) {
                    int value = b & 0xff;
                    if (value < LIMIT) {
                        return value % 6 + 1;
                    }
                }
            }
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("every Java platform's HMAC-SHA256 can be copied", e);
        }
    }

    /**
     * The HMAC keyed with the seed, made once and copied for each roll: finding and keying one
     * for every roll cost more than the rolls when a long game's dice are checked.
     */
    private Mac keyed() {
        Mac mac = keyed;
        if (mac == null) {
            try {
                mac = Mac.getInstance("HmacSHA256");
                mac.init(new SecretKeySpec(seed, "HmacSHA256"));
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("every Java platform has HMAC-SHA256", e);
            }
            keyed = mac;
        }
        return mac;
    }

    static byte[] bytes(String name, String hex) throws Rejection {
        String digits = hex.strip();
        if (!digits.matches("[0-9a-fA-F]{64}")) {
            throw new Rejection("the " + name + " is 64 hexadecimal digits (32 bytes), not '"
                    + (digits.length() > 70 ? digits.substring(0, 70) + "..." : digits) + "'");
        }
        return HexFormat.of().parseHex(digits.toLowerCase(java.util.Locale.ROOT));
    }
}
