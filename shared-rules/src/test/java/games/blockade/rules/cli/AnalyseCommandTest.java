package games.blockade.rules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code analyse} command: golden analyses of recorded games, and refusals. A record file
 * holds {@code GAME PRESET} on its first line and one ply per line after it; the analysis file
 * what {@code analyse GAME --preset PRESET PLY...} prints for it. The analyses are repeatable: each
 * game's analyst works to a budget counted in units of work, not time.
 */
class AnalyseCommandTest {

    private record Run(int status, List<String> out, String err) {
    }

    private static Run run(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Locale.ENGLISH);
        String text = out.toString(StandardCharsets.UTF_8);
        return new Run(status, text.isEmpty() ? List.of() : List.of(text.split("\\R")),
                err.toString(StandardCharsets.UTF_8).strip());
    }

    private static Run run(String... args) {
        return run(List.of(args));
    }

    private static List<String> lines(String resource) throws IOException {
        try (InputStream in = AnalyseCommandTest.class.getResourceAsStream("analyses/" + resource)) {
            if (in == null) {
                throw new IOException("missing test resource analyses/" + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"retreat-search-random", "walls-compact-greedy", "piecepack-hard", "backgammon-basic-greedy",
            "backgammon-superpush-hard-greedy"})
    void aRecordedGameGetsItsGoldenAnalysis(String name) throws IOException {
        List<String> record = lines(name + ".record");
        String[] header = record.get(0).split(" ");
        List<String> args = new ArrayList<>(List.of("analyse", header[0], "--preset", header[1]));
        args.addAll(record.subList(1, record.size()));
        Run run = run(args);
        assertEquals(new Run(0, lines(name + ".analysis"), ""), run);
        List<String> plies = run.out().subList(0, run.out().size() - 2);
        for (String line : plies) {
            assertTrue(line.matches("\\d+ \\S+ .+ (best|good|inaccuracy|mistake|blunder) best .+"), line);
        }
        for (String line : run.out().subList(plies.size(), run.out().size())) {
            assertTrue(line.matches("\\S+ accuracy ([\\d.]+|-) best \\d+ good \\d+ inaccuracy \\d+ mistake \\d+"
                    + " blunder \\d+( luck [+-][\\d.]+)?"), line);
        }
    }

    @Test
    void anUnknownGameIsRefusedOnOneLine() {
        assertEquals(new Run(2, List.of(), "unknown game 'chess'; games: retreat, piecepack, walls, backgammon"),
                run("analyse", "chess", "e2-e4"));
    }

    @Test
    void anUnfinishedGameIsRefusedOnOneLine() {
        assertEquals(new Run(2, List.of(), "the game is not over: a game is analysed once it has ended"),
                run("analyse", "retreat", "D2-3"));
    }

    @Test
    void anIllegalMoveIsRefusedOnOneLine() {
        Run run = run("analyse", "retreat", "D2-4");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("D2-4: "), run.err());
        assertEquals(1, run.err().lines().count());
    }

    @Test
    void anUnknownOptionOrPresetIsRefused() {
        assertEquals(2, run("analyse", "retreat", "--position", "x", "D2-3").status());
        assertEquals(new Run(2, List.of(), "unknown preset 'huge' for walls; presets: standard, compact"),
                run("analyse", "walls", "--preset", "huge", "d4-d6"));
        assertEquals(new Run(2, List.of(), "missing GAME"), run("analyse"));
    }
}
