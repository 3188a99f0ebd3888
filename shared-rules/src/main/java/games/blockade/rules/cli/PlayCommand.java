package games.blockade.rules.cli;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Status;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

final class PlayCommand implements Main.Command {

    @Override
    public String usage() {
        return "play GAME [--preset NAME] [--position TEXT] MOVE...";
    }

    @Override
    public void run(List<String> args, PrintStream out) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("preset", "position"));
        Game<?, ?> game = arguments.game(0, 1);
        out.println(game.positionText());
        out.println(state(game));
    }

    static String state(Game<?, ?> game) {
        Rules<?, ?> rules = game.rules();
        Status status = game.status();
        if (status instanceof Status.ToMove toMove) {
            return "to move: " + rules.sideName(toMove.side());
        }
        if (status instanceof Status.Over over) {
            Outcome outcome = over.outcome();
            String result = outcome instanceof Outcome.Win win ? rules.sideName(win.winner()) + " wins" : "draw";
            return "result: " + result + " (" + outcome.reason() + "): " + rules.describe(outcome);
        }
        return "to move: the dice";
    }
}
