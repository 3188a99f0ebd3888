package games.blockade.rules.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The tool speaks the user's language, the system's or the one {@code --lang} names: its own
 * refusals, the rules' refusals and what it says of a game; notation and positions as they are.
 */
class ToolLanguageTest {

    private record Run(int status, List<String> out, String err) {
    }

    private static Run run(Locale system, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), system);
        String text = out.toString(StandardCharsets.UTF_8);
        return new Run(status, text.isEmpty() ? List.of() : List.of(text.split("\\R")),
                err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void aGermanSystemGetsGermanRefusalsAndGermanGames() {
        assertEquals(new Run(2, List.of(), "unbekannter Befehl „schach“; Befehle: perft, moves, play, solve, render, turns,"
                + " verify-dice, analyse"), run(Locale.GERMAN, "schach"));
        assertEquals(new Run(0, List.of("b/./c/b/./././B/C/B w D2-3 -", "am Zug: Weiß"), ""),
                run(Locale.GERMANY, "play", "retreat", "D2-3"));
        assertEquals(new Run(2, List.of(), "Option --preset doppelt angegeben"),
                run(Locale.GERMAN, "play", "retreat", "--preset", "standard", "--preset", "standard"));
        assertEquals(new Run(2, List.of(), "DEPTH muss eine ganze Zahl sein, nicht „zwei“"),
                run(Locale.GERMAN, "perft", "retreat", "zwei"));
        Run illegal = run(Locale.GERMAN, "play", "retreat", "D2-4");
        assertEquals(2, illegal.status());
        assertEquals(games.blockade.rules.language.Words.in(Locale.GERMAN).say(refusalOf("D2-4")), illegal.err());
    }

    @Test
    void langChoosesTheLanguageWhateverTheSystemSpeaks() {
        assertEquals(new Run(0, List.of("b/./c/b/./././B/C/B w D2-3 -", "ruch: Białe"), ""),
                run(Locale.GERMAN, "--lang", "pl", "play", "retreat", "D2-3"));
        assertEquals(new Run(0, List.of("b/./c/b/./././B/C/B w D2-3 -", "to move: White"), ""),
                run(Locale.GERMAN, "--lang", "en", "play", "retreat", "D2-3"));
        // A language the tool does not speak is English.
        assertEquals("to move: White", run(Locale.forLanguageTag("fi"), "play", "retreat", "D2-3").out().get(1));
    }

    private static games.blockade.rules.language.Refusal refusalOf(String move) {
        try {
            games.blockade.rules.Game.start(new games.blockade.rules.retreat.RetreatRules(),
                    new games.blockade.rules.retreat.RetreatRules().presets().get(0),
                    games.blockade.rules.Side.ONE).play(move);
        } catch (games.blockade.rules.Rejection e) {
            return e.refusal();
        }
        throw new AssertionError(move + " is allowed");
    }
}
