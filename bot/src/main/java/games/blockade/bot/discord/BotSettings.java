package games.blockade.bot.discord;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How the bot reaches Discord, from the environment only: {@code DISCORD_TOKEN}, and where another
 * Discord-compatible server is used (the fake one in tests and the playground),
 * {@code DISCORD_API_URL} and {@code DISCORD_GATEWAY_URL}, both or neither. Which shards this process
 * runs: {@code BLOCKADE_SHARD_TOTAL} shards in all and this process's {@code BLOCKADE_SHARDS} (all
 * of them when only the total is set); with neither, every shard of the count Discord recommends.
 * {@code BLOCKADE_GAME_PLACE} says where a new game is played: {@code thread} (the default) or
 * {@code channel}.
 */
public record BotSettings(String token, Optional<String> apiUrl, Optional<String> gatewayUrl,
                          Optional<ShardRange> shards, GamePlace place) {

    public static final String TOKEN = "DISCORD_TOKEN";
    public static final String API_URL = "DISCORD_API_URL";
    public static final String GATEWAY_URL = "DISCORD_GATEWAY_URL";
    public static final String SHARDS = "BLOCKADE_SHARDS";
    public static final String SHARD_TOTAL = "BLOCKADE_SHARD_TOTAL";
    public static final String GAME_PLACE = "BLOCKADE_GAME_PLACE";

    /** Where a new game is played: a thread of its own opened in the channel, or the channel itself. */
    public enum GamePlace { THREAD, CHANNEL }

    public BotSettings {
        Objects.requireNonNull(token);
        Objects.requireNonNull(apiUrl);
        Objects.requireNonNull(gatewayUrl);
        Objects.requireNonNull(shards);
        Objects.requireNonNull(place);
        if (apiUrl.isPresent() != gatewayUrl.isPresent()) {
            throw new IllegalArgumentException(API_URL + " and " + GATEWAY_URL + " go together: set both or neither");
        }
    }

    /** Every shard, as many as Discord recommends, in this one process; games in threads of their own. */
    public BotSettings(String token, Optional<String> apiUrl, Optional<String> gatewayUrl) {
        this(token, apiUrl, gatewayUrl, Optional.empty(), GamePlace.THREAD);
    }

    public BotSettings withShards(ShardRange range) {
        return new BotSettings(token, apiUrl, gatewayUrl, Optional.of(range), place);
    }

    public BotSettings withPlace(GamePlace value) {
        return new BotSettings(token, apiUrl, gatewayUrl, shards, value);
    }

    public static BotSettings from(Map<String, String> env) {
        String token = value(env, TOKEN).orElseThrow(
                () -> new IllegalArgumentException(TOKEN + " is not set: give the bot's token in the environment"));
        return new BotSettings(token, value(env, API_URL), value(env, GATEWAY_URL), shards(env), place(env));
    }

    private static GamePlace place(Map<String, String> env) {
        String value = value(env, GAME_PLACE).orElse("thread");
        for (GamePlace place : GamePlace.values()) {
            if (place.name().equalsIgnoreCase(value)) {
                return place;
            }
        }
        throw new IllegalArgumentException(GAME_PLACE + " is 'thread' or 'channel', not '" + value + "'");
    }

    private static Optional<ShardRange> shards(Map<String, String> env) {
        Optional<String> range = value(env, SHARDS);
        Optional<String> total = value(env, SHARD_TOTAL);
        if (total.isEmpty()) {
            if (range.isPresent()) {
                throw new IllegalArgumentException(SHARDS + " needs " + SHARD_TOTAL
                        + ", the number of shards across all the bot's processes");
            }
            return Optional.empty();
        }
        String text = total.get();
        int count;
        try {
            count = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(SHARD_TOTAL + " must be a whole number, not '" + text + "'", e);
        }
        return Optional.of(range.map(r -> ShardRange.parse(r, count)).orElseGet(() -> ShardRange.all(count)));
    }

    /** Never shows the token, so settings can be logged. */
    @Override
    public String toString() {
        return "BotSettings[token=(hidden), apiUrl=" + apiUrl.orElse("discord.com") + ", gatewayUrl="
                + gatewayUrl.orElse("discord.com") + ", shards=" + shards.map(ShardRange::toString).orElse("all")
                + ", place=" + place.name().toLowerCase(java.util.Locale.ROOT) + "]";
    }

    private static Optional<String> value(Map<String, String> env, String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }
}
