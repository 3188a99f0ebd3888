package games.blockade.rules.cli;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.language.Words;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The command-line tool: {@code java -jar blockade-rules.jar [--lang TAG] COMMAND ...}. Bad
 * arguments or an illegal move exit with status 2 and one line on stderr saying what is wrong, in
 * the user's language (the system's, or {@code --lang}); notation and positions stay as they are.
 */
public final class Main {

    /** One of the tool's commands. */
    interface Command {
        String usage();

        void run(List<String> args, PrintStream out, Words words) throws Rejection;
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
        return run(args, out, err, Locale.getDefault());
    }

    /** Runs the tool; its words are in {@code language} unless the arguments begin with {@code --lang TAG}. */
    static int run(String[] args, PrintStream out, PrintStream err, Locale language) {
        List<String> rest = Arrays.asList(args);
        if (rest.size() >= 2 && rest.get(0).equals("--lang")) {
            language = Locale.forLanguageTag(rest.get(1));
            rest = rest.subList(2, rest.size());
        }
        Words words = Words.in(language);
        if (rest.isEmpty() || rest.get(0).equals("--help") || rest.get(0).equals("help")) {
            out.println(words.text("cli.usage"));
            COMMANDS.values().forEach(c -> out.println("  " + c.usage()));
            return rest.isEmpty() ? 2 : 0;
        }
        Command command = COMMANDS.get(rest.get(0));
        if (command == null) {
            err.println(words.text("cli.unknown-command", rest.get(0), String.join(", ", COMMANDS.keySet())));
            return 2;
        }
        try {
            command.run(rest.subList(1, rest.size()), out, words);
            out.flush();
            return 0;
        } catch (Rejection e) {
            err.println(words.say(e.refusal()));
            return 2;
        }
    }

    /** The tool's own refusal, in {@code words}' language: the text {@code cli.<key>} of the rules' words. */
    static Rejection refused(Words words, String key, Object... arguments) {
        return new Rejection(new Refusal.Said(words.text("cli." + key, arguments)));
    }
}
