package games.blockade.rules.picture;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Text must draw on a machine with no fonts and an empty font cache. A fresh JVM gets a new home
 * and a fontconfig configuration that looks only in that home, so no system font is visible.
 */
class FontsTest {

    @Test
    void textDrawsWithNoSystemFontAndAnEmptyCache(@TempDir Path home) throws Exception {
        Result bundled = probe(home.resolve("bundled"), "bundled");
        assertEquals(0, bundled.exit, bundled.output);
        int ink = Integer.parseInt(bundled.output.strip().replaceAll("(?s).*ink (\\d+).*", "$1"));
        assertTrue(ink > 400, "the letters left only " + ink + " dark pixels: " + bundled.output);
        assertTrue(Files.isRegularFile(home.resolve("bundled/.fonts/blockade-DejaVuSans.ttf")));
    }

    /** Shows the probe's machine really has no fonts: plain AWT text fails there. */
    @Test
    void withoutTheBundledFontTheSameMachineCannotDrawText(@TempDir Path home) throws Exception {
        Result system = probe(home.resolve("system"), "system");
        assertNotEquals(0, system.exit, "AWT found a font after all: " + system.output);
        assertTrue(system.output.contains("Fontconfig") || system.output.contains("InternalError"), system.output);
    }

    private record Result(int exit, String output) {
    }

    private static Result probe(Path home, String mode) throws IOException, InterruptedException {
        Files.createDirectories(home);
        Path config = home.resolve("fonts.conf");
        Files.writeString(config, "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n"
                + "<fontconfig><dir>~/.fonts</dir><cachedir>" + home.resolve("fc-cache") + "</cachedir></fontconfig>\n");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(List.of(java, "-Djava.awt.headless=true",
                "-Duser.home=" + home, "-cp", System.getProperty("java.class.path"), FontProbe.class.getName(), mode));
        builder.environment().put("HOME", home.toString());
        builder.environment().put("FONTCONFIG_FILE", config.toString());
        builder.environment().remove("FONTCONFIG_PATH");
        builder.redirectErrorStream(true);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the probe did not finish");
        return new Result(process.exitValue(), output);
    }
}
