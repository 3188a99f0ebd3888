package games.blockade.bot.service;

import games.blockade.rules.backgammon.SeededDice;
import java.nio.ByteBuffer;
import java.security.SecureRandom;

/**
 * Where the bot's randomness comes from: each game's secret dice seed, the seeds of random
 * setups and of computer opponents. The system's strong source in play; a fixed one makes tests repeatable.
 */
public interface Seeds {

    /** A secret seed of {@link SeededDice#SEED_BYTES} bytes for a new game's dice. */
    byte[] diceSeed();

    /**
     * A seed for a random setup, shown to the players so the setup can be checked, or for a
     * computer opponent's choices.
     */
    default long setupSeed() {
        return ByteBuffer.wrap(diceSeed()).getLong();
    }

    static Seeds secure() {
        SecureRandom random = new SecureRandom();
        return () -> {
            byte[] seed = new byte[SeededDice.SEED_BYTES];
            random.nextBytes(seed);
            return seed;
        };
    }
}
