package games.blockade.bot.service;

import java.util.Map;
import java.util.Objects;

/**
 * What the bot's services need besides the store and the clock: the web app's address
 * ({@code BLOCKADE_WEB_URL}, default {@value #DEFAULT_WEB_URL}), for links to the pages the bot
 * cannot show in chat, and the source of seeds.
 */
public record Settings(String webUrl, Seeds seeds) {

    public static final String WEB_URL = "BLOCKADE_WEB_URL";
    public static final String DEFAULT_WEB_URL = "http://localhost:8080";

    public Settings {
        Objects.requireNonNull(seeds);
        webUrl = webUrl.strip();
        while (webUrl.endsWith("/")) {
            webUrl = webUrl.substring(0, webUrl.length() - 1);
        }
        if (!webUrl.startsWith("http://") && !webUrl.startsWith("https://")) {
            throw new IllegalArgumentException(WEB_URL + " must be an http or https address, not '" + webUrl + "'");
        }
    }

    public static Settings defaults() {
        return new Settings(DEFAULT_WEB_URL, Seeds.secure());
    }

    public static Settings fromEnvironment(Map<String, String> env) {
        String url = env.get(WEB_URL);
        return new Settings(url == null || url.isBlank() ? DEFAULT_WEB_URL : url, Seeds.secure());
    }

    /** A game's rules in the web app. */
    public String rulesLink(String game) {
        return webUrl + "/rules/" + game;
    }

    /** The game's page in the web app. */
    public String gameLink(long gameId) {
        return webUrl + "/games/" + gameId;
    }
}
