package games.blockade.rules.cli;

import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;
import games.blockade.rules.Side;
import games.blockade.rules.backgammon.BackgammonRules;
import games.blockade.rules.backgammon.DiceAudit;
import games.blockade.rules.backgammon.Variant;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Checks a finished backgammon game's dice against its revealed seed: each PLY is one entry of the
 * game's record (a player's command such as {@code "row 3"} or {@code "3-4 x4"}, or a roll such as
 * {@code "roll 4"}), quoted as one argument. Exit status 0 when every roll matches; otherwise 2
 * and the first roll that does not.
 */
final class VerifyDiceCommand implements Main.Command {

    @Override
    public String usage() {
        return "verify-dice --seed HEX --commitment HEX [--variant V] [--first red|black] PLY...";
    }

    @Override
    public void run(List<String> args, PrintStream out, Words words) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("seed", "commitment", "variant", "first"), words);
        String seed = arguments.option("seed").orElseThrow(() -> Main.refused(words, "dice-seed"));
        String commitment = arguments.option("commitment")
                .orElseThrow(() -> Main.refused(words, "dice-commitment"));
        BackgammonRules rules = new BackgammonRules();
        Variant variant = Variant.valueOf(rules.preset(arguments.option("variant").orElse("basic")).name()
                .toUpperCase(Locale.ROOT));
        Side first = first(arguments.option("first").orElse("red"), words);
        DiceAudit.Report report = DiceAudit.verify(seed, commitment, variant, first, arguments.positional());
        if (!report.passed()) {
            throw new Rejection(report.problem());
        }
        out.println(words.text("cli.dice-verified", report.rollsChecked(), report.plies(), report.finished() ? 1 : 0));
    }

    private static Side first(String name, Words words) throws Rejection {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "red":
                return Side.ONE;
            case "black":
                return Side.TWO;
            default:
                throw Main.refused(words, "dice-first", name);
        }
    }
}
