package games.blockade.rules.cli;

import games.blockade.rules.Rejection;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command-line tool: {@code java -jar blockade-rules.jar COMMAND ...}. Bad arguments or an
 * illegal move exit with status 2 and one line on stderr saying what is wrong.
 */
public final class Main {

    /** One of the tool's commands. */
    interface Command {
        String usage();

        void run(List<String> args, PrintStream out) throws Rejection;
    }

    private static final Map<String, Command> COMMANDS = new LinkedHashMap<>();

    static {
        COMMANDS.put("perft", new PerftCommand());
        COMMANDS.put("moves", new MovesCommand());
        COMMANDS.put("play", new PlayCommand());
        COMMANDS.put("solve", new SolveCommand());
        COMMANDS.put("render", new RenderCommand());
        COMMANDS.put("turns", new TurnsCommand());
        COMMANDS.put("verify-dice", new VerifyDiceCommand());
        COMMANDS.put("analyse", new AnalyseCommand());
    }

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("help")) {
            out.println("usage: java -jar blockade-rules.jar COMMAND ...");
            COMMANDS.values().forEach(c -> out.println("  " + c.usage()));
            return args.length == 0 ? 2 : 0;
        }
        Command command = COMMANDS.get(args[0]);
        if (command == null) {
            err.println("unknown command '" + args[0] + "'; commands: " + String.join(", ", COMMANDS.keySet()));
            return 2;
        }
        try {
            command.run(Arrays.asList(args).subList(1, args.length), out);
            out.flush();
            return 0;
        } catch (Rejection e) {
            err.println(e.getMessage());
            return 2;
        }
    }
}
