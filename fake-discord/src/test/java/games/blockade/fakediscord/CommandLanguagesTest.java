package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What Discord accepts of a command's localisations, and the command list a client in a language sees. */
class CommandLanguagesTest {
    private final World world = new World("Blockade", () -> "http://127.0.0.1:1");

    private static String command(String subName, String subNameDe, String descriptionDe) {
        return """
                [{"name":"blockade","description":"Play","name_localizations":{"de":"blockade"},
                  "description_localizations":{"de":"Spielen"},"options":[
                  {"type":1,"name":"%s","description":"Move","name_localizations":{"de":"%s"},
                   "description_localizations":{"de":"%s"},"options":[
                    {"type":3,"name":"first","description":"Who starts","name_localizations":{"de":"anzug"},
                     "choices":[{"name":"Me","value":"me","name_localizations":{"de":"Ich"}}]}]}]}]"""
                .formatted(subName, subNameDe, descriptionDe);
    }

    @Test
    void aClientListsTheCommandsInItsLanguageAndOthersInTheDefault() {
        world.replaceCommands(0, Json.parse(command("move", "zug", "Zieh")));
        var blockade = world.commands(0).get(0);
        assertEquals(List.of("/blockade zug — Zieh", "  anzug: Who starts [Ich]"), CommandLanguages.shown(blockade, "de"));
        assertEquals(List.of("/blockade move — Move", "  first: Who starts [Me]"), CommandLanguages.shown(blockade, "fr"));
    }

    @Test
    void aLocalisedNameMustBeADiscordName() {
        BadRequest refused = assertThrows(BadRequest.class,
                () -> world.replaceCommands(0, Json.parse(command("move", "Zug spielen", "Zieh"))));
        assertTrue(refused.getMessage().contains("name_localizations.de 'Zug spielen'"), refused.getMessage());
    }

    @Test
    void aLocalisedDescriptionIsAtMostOneHundredCharacters() {
        BadRequest refused = assertThrows(BadRequest.class,
                () -> world.replaceCommands(0, Json.parse(command("move", "zug", "z".repeat(101)))));
        assertTrue(refused.getMessage().contains("description_localizations.de must be 1-100 characters"),
                refused.getMessage());
    }

    @Test
    void anUnknownLocaleIsRefused() {
        BadRequest refused = assertThrows(BadRequest.class, () -> world.replaceCommands(0,
                Json.parse(command("move", "zug", "Zieh").replace("\"de\":\"zug\"", "\"de-AT\":\"zug\""))));
        assertTrue(refused.getMessage().contains("'de-AT' is not a Discord locale"), refused.getMessage());
    }
}
