package games.blockade.rules.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BackgammonCommandsTest {

    private static final String SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
    private static final String COMMITMENT = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd";

    private record Result(int status, String out, String err) {
        List<String> lines() {
            return out.isEmpty() ? List.of() : List.of(out.split("\n"));
        }
    }

    private static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Locale.ENGLISH);
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void turnsPrintsEachEndPositionOnce() {
        Result result = run("turns", "backgammon", "--row", "3", "--die", "1");
        assertEquals(0, result.status(), result.err());
        assertEquals(List.of(
                "basic red=2,3,2,4,3,2 black=2,3,3,3,3,2 turn=black first=red dice=1",
                "basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=black first=red dice=1",
                "basic red=2,4,2,3,3,2 black=2,3,3,3,3,2 turn=black first=red dice=1"), result.lines());
    }

    @Test
    void turnsTakesBothSuperPushDiceAndABungieRace() {
        Result superpush = run("turns", "backgammon", "--variant", "superpush", "--row", "1", "--die", "1,2");
        // 1 shifting: stop, or 1-2; 2 shifting: also 1-2 1-2 and 1-2 2-3. Leaps from row 1 cost 4.
        assertEquals(4, superpush.lines().size(), superpush.err());
        Result race = run("turns", "backgammon", "--variant", "bungie", "--row", "1", "--die", "6,2/5,1,1");
        assertEquals(List.of("bungie red=1,3,3,3,3,2 black=2,3,3,3,3,2 turn=black first=red dice=5"), race.lines());
        Result roll = run("turns", "backgammon", "--variant", "bungie", "--row", "1", "--die", "1");
        assertEquals(2, roll.lines().size());
    }

    @Test
    void turnsFromAGivenPosition() {
        Result result = run("turns", "backgammon", "--position",
                "basic red=0,0,1,0,0,0 black=0,0,0,0,0,2 turn=black first=red dice=9", "--row", "6", "--die", "6");
        assertEquals(0, result.status(), result.err());
        assertTrue(result.lines().contains("basic red=0,0,1,0,0,0 black=0,0,0,0,0,0 turn=red first=red dice=10"));
    }

    @Test
    void turnsExplainsBadArguments() {
        assertEquals("missing --die D, e.g. --die 4", run("turns", "backgammon", "--row", "3").err());
        assertEquals("row 9: rows are numbered 1 to 6", run("turns", "backgammon", "--row", "9", "--die", "3").err());
        assertEquals("roll 3 4: this roll is 1 die", run("turns", "backgammon", "--row", "3", "--die", "3,4").err());
        assertEquals("--die 3/4: a leap race is part of Bungie Battle only",
                run("turns", "backgammon", "--row", "3", "--die", "3/4").err());
        assertEquals(2, run("turns", "retreat", "--row", "3", "--die", "3").status());
    }

    @Test
    void verifyDiceAcceptsAnHonestRecord() {
        // The seed's first dice are 6, 2, 2, 4, 3.
        Result result = run("verify-dice", "--seed", SEED, "--commitment", COMMITMENT,
                "row 3", "roll 6", "3-4 3-2 end", "row 2", "roll 2", "end");
        assertEquals(0, result.status(), result.err());
        assertEquals("the seed matches the commitment; all 2 rolls in 6 plies match the seed; the game is not over yet",
                result.out().strip());
    }

    @Test
    void verifyDiceNamesTheRollThatDoesNotMatch() {
        Result result = run("verify-dice", "--seed", SEED, "--commitment", COMMITMENT,
                "row 3", "roll 6", "end", "row 2", "roll 5", "end");
        assertEquals(2, result.status());
        assertEquals("roll 2 (ply 5 'roll 5') does not match: the seed gives 'roll 2' (dice 1 onwards)", result.err());
    }

    @Test
    void verifyDiceChecksTheCommitmentFirst() {
        Result result = run("verify-dice", "--seed", SEED, "--commitment", "0".repeat(64), "row 3", "roll 6");
        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("the seed does not match the commitment: its SHA-256 is " + COMMITMENT));
    }

    @Test
    void movesListsTheBackgammonChoices() {
        assertEquals(List.of("row 1 roll", "row 1 leap", "row 2 roll", "row 2 leap", "row 3 roll", "row 3 leap",
                        "row 4 roll", "row 4 leap", "row 5 roll", "row 5 leap", "row 6 roll", "row 6 leap"),
                run("moves", "backgammon", "--preset", "bungie").lines());
    }
}
