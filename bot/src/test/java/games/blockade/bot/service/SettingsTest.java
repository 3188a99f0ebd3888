package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class SettingsTest {

    @Test
    void theWebAppIsOnLocalhostUnlessTheEnvironmentSaysOtherwise() {
        assertEquals("http://localhost:8080/games/7", Settings.fromEnvironment(Map.of()).gameLink(7));
        assertEquals("http://localhost:8080/games/7",
                Settings.fromEnvironment(Map.of(Settings.WEB_URL, "  ")).gameLink(7));
    }

    @Test
    void rulesLinksGoToTheWebAppLocalUnlessConfigured() {
        assertEquals("http://localhost:8080/rules/walls", Settings.fromEnvironment(Map.of()).rulesLink("walls"));
        assertEquals("https://blockade.example/rules/retreat",
                Settings.fromEnvironment(Map.of(Settings.WEB_URL, "https://blockade.example/")).rulesLink("retreat"));
    }

    @Test
    void aGivenWebAddressIsUsedWithoutADoubledSlash() {
        assertEquals("https://blockade.example/archive/games/12",
                Settings.fromEnvironment(Map.of(Settings.WEB_URL, "https://blockade.example/archive/")).gameLink(12));
    }

    @Test
    void aWebAddressThatIsNotHttpIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Settings.fromEnvironment(Map.of(Settings.WEB_URL, "blockade.example")));
        assertEquals("BLOCKADE_WEB_URL must be an http or https address, not 'blockade.example'", e.getMessage());
    }
}
