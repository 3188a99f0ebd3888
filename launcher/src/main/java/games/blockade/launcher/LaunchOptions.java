package games.blockade.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the launcher is told on its command line: the ports to serve on (0 picks a free one), where
 * the data lives, and where the build left the web app's WAR and the Payara Micro jar.
 */
public record LaunchOptions(int webPort, int playgroundPort, Path data, Path runtime) {

    public static final String USAGE = "use: --runtime DIR [--web-port N] [--playground-port N] [--data DIR]";
    static final String WAR = "blockade-web.war";
    static final String PAYARA = "payara-micro.jar";
    static final String PREBOOT = "preboot.asadmin";

    public LaunchOptions {
        checkPort("--web-port", webPort);
        checkPort("--playground-port", playgroundPort);
    }

    /** Reads the arguments; anything wrong is an {@link IllegalArgumentException} saying what. */
    public static LaunchOptions parse(List<String> args) {
        int webPort = 8080;
        int playgroundPort = 8090;
        Path data = Path.of("data");
        Path runtime = null;
        for (int i = 0; i < args.size(); i += 2) {
            String name = args.get(i);
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException(name + " needs a value; " + USAGE);
            }
            String value = args.get(i + 1);
            switch (name) {
                case "--web-port" -> webPort = port(name, value);
                case "--playground-port" -> playgroundPort = port(name, value);
                case "--data" -> data = Path.of(value);
                case "--runtime" -> runtime = Path.of(value);
                default -> throw new IllegalArgumentException("unknown argument " + name + "; " + USAGE);
            }
        }
        if (runtime == null) {
            throw new IllegalArgumentException("--runtime is missing; " + USAGE);
        }
        for (String file : List.of(WAR, PAYARA, PREBOOT)) {
            if (!Files.isRegularFile(runtime.resolve(file))) {
                throw new IllegalArgumentException("no " + file + " in " + runtime
                        + ": build it first (the run command in the README does)");
            }
        }
        return new LaunchOptions(webPort, playgroundPort, data.toAbsolutePath().normalize(),
                runtime.toAbsolutePath().normalize());
    }

    Path war() {
        return runtime.resolve(WAR);
    }

    Path payara() {
        return runtime.resolve(PAYARA);
    }

    /** Payara's settings before boot, shared with the web app's Docker image. */
    Path preboot() {
        return runtime.resolve(PREBOOT);
    }

    Path logs() {
        return data.resolve("logs");
    }

    private static int port(String name, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a port number, not '" + value + "'", e);
        }
    }

    private static void checkPort(String name, int port) {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException(name + " must be 0 (any free port) to 65535, not " + port);
        }
    }
}
