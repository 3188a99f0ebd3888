package games.blockade.bot.service;

import java.security.SecureRandom;
import java.util.Base64;

/** Unguessable button ids: knowing one button's id tells nothing about another's. */
public final class Tokens {

    private final SecureRandom random = new SecureRandom();

    public String next() {
        byte[] bytes = new byte[18];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
