package games.blockade.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import games.blockade.bot.service.Settings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LaunchOptionsTest {

    @TempDir
    Path runtime;

    @Test
    void portsDefaultToThoseTheReadmeNamesAndZeroMeansAnyFreeOne() throws IOException {
        built();
        LaunchOptions defaults = LaunchOptions.parse(List.of("--runtime", runtime.toString()));
        assertEquals(8080, defaults.webPort());
        assertEquals(8090, defaults.playgroundPort());
        assertEquals(Path.of("data").toAbsolutePath(), defaults.data());

        LaunchOptions free = LaunchOptions.parse(List.of("--runtime", runtime.toString(), "--web-port", "0",
                "--playground-port", "0", "--data", "elsewhere"));
        assertEquals(0, free.webPort());
        assertEquals(Path.of("elsewhere").toAbsolutePath(), free.data());
        assertEquals(runtime.resolve("blockade-web.war"), free.war());
    }

    /** The run command's -Dblockade.web.port=N becomes --web-port N; the bot links to the web app there. */
    @Test
    void theBotLinksToTheWebAppOnTheWebPortGiven() throws IOException {
        built();
        LaunchOptions options = LaunchOptions.parse(List.of("--runtime", runtime.toString(), "--web-port", "18380"));

        Settings bot = Settings.fromEnvironment(Launcher.botEnvironment(Map.of(), options.webPort()));

        assertEquals("http://127.0.0.1:18380/games/1", bot.gameLink(1));
        assertEquals("http://127.0.0.1:18380/rules/walls", bot.rulesLink("walls"));
    }

    @Test
    void aMissingBuildIsNamedWithWhatToDo() throws IOException {
        Files.createFile(runtime.resolve("payara-micro.jar"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--runtime", runtime.toString())));
        assertEquals("no blockade-web.war in " + runtime + ": build it first (the run command in the README does)",
                e.getMessage());
    }

    @Test
    void badArgumentsSayWhatIsWrong() throws IOException {
        built();
        String dir = runtime.toString();
        assertEquals("--web-port must be a port number, not 'x'", refused("--runtime", dir, "--web-port", "x"));
        assertEquals("--playground-port must be 0 (any free port) to 65535, not 70000",
                refused("--runtime", dir, "--playground-port", "70000"));
        assertEquals("unknown argument --port; " + LaunchOptions.USAGE, refused("--runtime", dir, "--port", "1"));
        assertEquals("--data needs a value; " + LaunchOptions.USAGE, refused("--runtime", dir, "--data"));
        assertEquals("--runtime is missing; " + LaunchOptions.USAGE, refused());
    }

    private void built() throws IOException {
        Files.createFile(runtime.resolve("blockade-web.war"));
        Files.createFile(runtime.resolve("payara-micro.jar"));
        Files.createFile(runtime.resolve("preboot.asadmin"));
    }

    private static String refused(String... args) {
        return assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(List.of(args))).getMessage();
    }
}
