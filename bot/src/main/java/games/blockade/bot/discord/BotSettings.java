package games.blockade.bot.discord;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How the bot reaches Discord, from the environment only: {@code DISCORD_TOKEN}, and where another
 * Discord-compatible server is used (the fake one in tests and the playground),
 * {@code DISCORD_API_URL} and {@code DISCORD_GATEWAY_URL}, both or neither.
 */
public record BotSettings(String token, Optional<String> apiUrl, Optional<String> gatewayUrl) {

    public static final String TOKEN = "DISCORD_TOKEN";
    public static final String API_URL = "DISCORD_API_URL";
    public static final String GATEWAY_URL = "DISCORD_GATEWAY_URL";

    public BotSettings {
        Objects.requireNonNull(token);
        Objects.requireNonNull(apiUrl);
        Objects.requireNonNull(gatewayUrl);
        if (apiUrl.isPresent() != gatewayUrl.isPresent()) {
            throw new IllegalArgumentException(API_URL + " and " + GATEWAY_URL + " go together: set both or neither");
        }
    }

    public static BotSettings from(Map<String, String> env) {
        String token = value(env, TOKEN).orElseThrow(
                () -> new IllegalArgumentException(TOKEN + " is not set: give the bot's token in the environment"));
        return new BotSettings(token, value(env, API_URL), value(env, GATEWAY_URL));
    }

    /** Never shows the token, so settings can be logged. */
    @Override
    public String toString() {
        return "BotSettings[token=(hidden), apiUrl=" + apiUrl.orElse("discord.com") + ", gatewayUrl="
                + gatewayUrl.orElse("discord.com") + "]";
    }

    private static Optional<String> value(Map<String, String> env, String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }
}
