package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class WebLinksTest {

    @Test
    void rulesLinksGoToTheWebAppLocalUnlessConfigured() {
        assertEquals("http://localhost:8080/rules/walls", WebLinks.from(Map.of()).rules("walls"));
        assertEquals("https://blockade.example/rules/retreat",
                WebLinks.from(Map.of("BLOCKADE_WEB_URL", "https://blockade.example/")).rules("retreat"));
    }

    @Test
    void aWebUrlThatIsNoWebAddressIsRefusedAtStart() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WebLinks.from(Map.of("BLOCKADE_WEB_URL", "blockade.example")));
        assertEquals("BLOCKADE_WEB_URL must be an http or https address, not 'blockade.example'", e.getMessage());
    }
}
