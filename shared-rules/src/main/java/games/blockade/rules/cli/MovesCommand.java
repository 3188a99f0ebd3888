package games.blockade.rules.cli;

import games.blockade.rules.Rejection;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

final class MovesCommand implements Main.Command {

    @Override
    public String usage() {
        return "moves GAME [--preset NAME] [--position TEXT] [MOVE...]";
    }

    @Override
    public void run(List<String> args, PrintStream out) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("preset", "position"));
        arguments.game(0, 1).legalTurns().forEach(out::println);
    }
}
