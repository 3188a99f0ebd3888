package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How the playground reads a typed command, at every stage of typing it. */
class CommandLineTest {
    private final World world = new World("Blockade", () -> "http://127.0.0.1:1");
    private final long guild = world.addGuild("Club", List.of("general"), true).id();

    CommandLineTest() {
        world.replaceCommands(0, Json.parse("""
                [{"name":"blockade","description":"Play","options":[
                  {"type":1,"name":"move","description":"Move","options":[
                    {"type":3,"name":"move","description":"The move","required":true,"autocomplete":true},
                    {"type":3,"name":"note","description":"A note"}]},
                  {"type":1,"name":"board","description":"Board"}]},
                 {"name":"ping","description":"Ping"}]"""));
    }

    private CommandLine parse(String text) {
        return CommandLine.parse(text, world, guild);
    }

    @Test
    void aCompleteCommandHasItsSubcommandAndOptionValuesWithSpaces() {
        CommandLine line = parse("/blockade move move:BB3-5 note:well played").requireComplete();
        assertEquals(List.of("blockade", "move"), line.path());
        assertEquals(Map.of("move", "BB3-5", "note", "well played"), line.options());
    }

    @Test
    void whileTypingTheNameNoCommandIsKnownYet() {
        CommandLine line = parse("/blo");
        assertNull(line.leaf());
        assertEquals("blo", line.partial());
    }

    @Test
    void afterTheCommandTheSubcommandIsBeingTyped() {
        CommandLine line = parse("/blockade mo");
        assertEquals(List.of("blockade"), line.path());
        assertTrue(CommandOptions.hasSubcommands(line.leaf()));
        assertEquals("mo", line.partial());
    }

    @Test
    void aValueBeingTypedIsFocusedAndAFinishedOneIsNot() {
        assertEquals("move", parse("/blockade move move:BB").focused());
        assertEquals("move", parse("/blockade move move:").focused());
        CommandLine done = parse("/blockade move move:BB3-5 ");
        assertNull(done.focused());
        assertEquals("", done.partial());
    }

    @Test
    void anOptionNameBeingTypedIsPartial() {
        CommandLine line = parse("/blockade move mo");
        assertNull(line.focused());
        assertEquals("mo", line.partial());
    }

    @Test
    void wrongInputIsRefusedWithTheReason() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> parse("/blockade castle x"))
                .getMessage().contains("has no subcommand 'castle'; it has [move, board]"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> parse("/blockade move BB3-5").requireComplete())
                .getMessage().contains("'BB3-5' is not an option; write name:value"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> parse("/blockade ").requireComplete())
                .getMessage().contains("/blockade needs a subcommand: [move, board]"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> parse("/chess ").requireComplete())
                .getMessage().contains("unknown command /chess"));
        assertThrows(IllegalArgumentException.class, () -> parse("hello"));
    }

    @Test
    void aCommandWithoutSubcommandsTakesOptionsRightAway() {
        CommandLine line = parse("/ping ").requireComplete();
        assertEquals(List.of("ping"), line.path());
        assertEquals(Map.of(), line.options());
    }
}
