package games.blockade.rules;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A position's identity for threefold repetition as a number that a host can store beside each
 * ply: the first 64 bits of the SHA-256 of its {@link Rules#repetitionKey} written in the
 * notation. Stable across processes and versions of the code as long as the notation is, so a
 * stored game resumes without being replayed. Two different positions share a digest with a
 * chance of about one in 10^19 per pair: far below anything a game of a few hundred plies meets.
 */
public final class Repetition {

    private Repetition() {
    }

    public static <P> long digest(Rules<P, ?> rules, P position) {
        byte[] text = rules.formatPosition(rules.repetitionKey(position)).getBytes(StandardCharsets.UTF_8);
        byte[] hash = sha256().digest(text);
        long digest = 0;
        for (int i = 0; i < Long.BYTES; i++) {
            digest = digest << 8 | (hash[i] & 0xff);
        }
        return digest;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
