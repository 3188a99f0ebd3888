package games.blockade.rules.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command-line tool with retreat: perft, moves, play and solve. */
class RetreatCommandsTest {

    private record Run(int status, List<String> out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Locale.ENGLISH);
        String text = out.toString(StandardCharsets.UTF_8);
        return new Run(status, text.isEmpty() ? List.of() : List.of(text.split("\\R")),
                err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void movesListsOneLegalMovePerLineInCanonicalNotation() {
        assertEquals(new Run(0, List.of("B1-3", "C2-3", "D2-3", "B3-1", "B3-5"), ""), run("moves", "retreat"));
        assertEquals(List.of("B5-3", "B5-7"), run("moves", "retreat", "--position",
                "b/c/././b/././BB/C/. b - B10-8").out().stream().filter(m -> m.startsWith("B5")).toList());
    }

    @Test
    void perftCountsFromTheStartAndAfterMoves() {
        assertEquals(List.of("25"), run("perft", "retreat", "2").out());
        // B1-3, C2-3 and B5-7; B5-3 would be a retreat.
        assertEquals(List.of("3"), run("perft", "retreat", "1", "B3-5", "B8-6").out());
    }

    @Test
    void playPrintsThePositionAndWhoIsToMove() {
        assertEquals(List.of("b/./c/b/./././B/C/B w D2-3 -", "to move: White"), run("play", "retreat", "D2-3").out());
        Run retreat = run("play", "retreat", "C2-3", "C9-8", "C3-2");
        assertEquals(2, retreat.status());
        assertTrue(retreat.err().contains("C3-2 would reverse your last move C2-3 (retreating)"), retreat.err());
    }

    @Test
    void anIllegalMoveIsNamedOnceOnItsOneErrorLine() {
        Run illegal = run("play", "retreat", "D2-4");
        assertEquals(2, illegal.status());
        assertTrue(illegal.err().startsWith("D2-4: a drawing castle moves exactly 1 square"), illegal.err());
        assertEquals(1, illegal.err().split("D2-4", -1).length - 1, illegal.err());
        assertEquals(1, illegal.err().lines().count());
    }

    @Test
    void solvePrintsTheStartThenEveryFirstMoveWithItsValueThenTheFigures() {
        Run solve = run("solve", "retreat");
        assertEquals(0, solve.status());
        assertEquals("start draw", solve.out().get(0));
        List<String> firstMoves = solve.out().subList(1, 6);
        assertEquals(List.of("B1-3 loss", "C2-3 loss", "D2-3 draw", "B3-1 loss", "B3-5 loss"), firstMoves);
        assertTrue(solve.out().contains("distance D2-3 draw"));
        assertTrue(solve.out().stream().anyMatch(line -> line.matches("census win \\d+ draw \\d+ loss \\d+")));
        Pattern figures = Pattern.compile("positions \\d+");
        assertTrue(solve.out().stream().anyMatch(figures.asMatchPredicate()), solve.out().toString());
        assertTrue(solve.out().get(solve.out().size() - 1).matches("time \\d+ ms"));
    }

    @Test
    void solveRefusesAnUnknownGame() {
        Run solve = run("solve", "chess");
        assertEquals(2, solve.status());
        assertTrue(solve.err().startsWith("unknown game 'chess'"), solve.err());
    }
}
