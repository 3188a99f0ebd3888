package games.blockade.bot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.fakediscord.FakeUser;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** People whose Discord is set to German or Brazilian Portuguese meet the bot in their language. */
class LanguagesThroughFakeDiscordTest {

    private static RunningBot running;

    @BeforeAll
    static void start() throws InterruptedException {
        running = RunningBot.shared();
    }

    private static FakeUser user(String name, String locale) {
        return running.discord.user(name).in("blockade").speaking(locale);
    }

    @Test
    void theCommandListIsInTheLanguageOfTheClient() {
        List<String> german = user("greta", "de").commandList();
        assertTrue(german.contains("/blockade herausfordern — Fordere ein Mitglied, alle hier oder den Computer zu"
                + " einer Partie heraus"), String.join("\n", german));
        assertTrue(german.contains("  anzug: Wer die Seite mit dem ersten Zug bekommt (Standard: du) [Ich, Mein Gegner,"
                + " Zufall]"), String.join("\n", german));
        assertTrue(german.contains("/blockade turnier erstellen — Ein Turnier anlegen, für das man sich anmelden kann"),
                String.join("\n", german));
        List<String> brazilian = user("joao", "pt-BR").commandList();
        assertTrue(brazilian.contains("/blockade lance — Faça o seu lance"), String.join("\n", brazilian));
        assertTrue(brazilian.contains("  partida: O número da partida, se você joga várias aqui"),
                String.join("\n", brazilian));
        List<String> english = user("ed", "en-GB").commandList();
        assertTrue(english.contains("/blockade move — Play your move"), String.join("\n", english));
    }
}
