package games.blockade.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BotSettingsTest {

    @Test
    void theTokenComesFromTheEnvironmentAndIsNeverShown() {
        BotSettings settings = BotSettings.from(Map.of("DISCORD_TOKEN", "secret-token-123"));

        assertEquals("secret-token-123", settings.token());
        assertEquals(Optional.empty(), settings.apiUrl());
        assertFalse(settings.toString().contains("secret-token-123"), settings.toString());
    }

    @Test
    void aMissingTokenIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BotSettings.from(Map.of("DISCORD_TOKEN", "  ")));
        assertTrue(e.getMessage().startsWith("DISCORD_TOKEN is not set"), e.getMessage());
    }

    @Test
    void anotherDiscordNeedsBothItsUrls() {
        BotSettings fake = BotSettings.from(Map.of("DISCORD_TOKEN", "t", "DISCORD_API_URL", "http://127.0.0.1:1/api/v10/",
                "DISCORD_GATEWAY_URL", "ws://127.0.0.1:1/gateway"));
        assertEquals(Optional.of("ws://127.0.0.1:1/gateway"), fake.gatewayUrl());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BotSettings.from(
                Map.of("DISCORD_TOKEN", "t", "DISCORD_API_URL", "http://127.0.0.1:1/api/v10/")));
        assertTrue(e.getMessage().contains("set both or neither"), e.getMessage());
    }

    @Test
    void gamesGetThreadsUnlessTheChannelIsAsked() {
        assertEquals(BotSettings.GamePlace.THREAD, BotSettings.from(Map.of("DISCORD_TOKEN", "t")).place());
        assertEquals(BotSettings.GamePlace.CHANNEL,
                BotSettings.from(Map.of("DISCORD_TOKEN", "t", "BLOCKADE_GAME_PLACE", "Channel")).place());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BotSettings.from(Map.of("DISCORD_TOKEN", "t", "BLOCKADE_GAME_PLACE", "forum")));
        assertEquals("BLOCKADE_GAME_PLACE is 'thread' or 'channel', not 'forum'", e.getMessage());
    }
}
