package games.blockade.bot.service;

import java.util.Map;
import java.util.Objects;

/**
 * Links into the web app, from {@code BLOCKADE_WEB_URL} (default {@code http://localhost:8080}):
 * the bot points players at the pages it cannot show in chat.
 */
public record WebLinks(String base) {

    public static final String WEB_URL = "BLOCKADE_WEB_URL";
    public static final String DEFAULT = "http://localhost:8080";

    public WebLinks {
        Objects.requireNonNull(base);
        base = base.strip().replaceAll("/+$", "");
        if (!base.startsWith("http://") && !base.startsWith("https://")) {
            throw new IllegalArgumentException(WEB_URL + " must be an http or https address, not '" + base + "'");
        }
    }

    public static WebLinks from(Map<String, String> env) {
        String value = env.get(WEB_URL);
        return new WebLinks(value == null || value.isBlank() ? DEFAULT : value);
    }

    public String rules(String game) {
        return base + "/rules/" + game;
    }
}
