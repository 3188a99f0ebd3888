package games.blockade.rules.cli;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;
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
    public void run(List<String> args, PrintStream out, Words words) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("preset", "position"), words);
        Game<?, ?> game = arguments.game(0, 1);
        out.println(game.positionText());
        out.println(state(game, words));
    }

    /** Whose move it is, or how the game ended, in {@code words}' language; the ending's code as it is. */
    static String state(Game<?, ?> game, Words words) {
        String id = game.rules().id();
        Status status = game.status();
        if (status instanceof Status.ToMove toMove) {
            return words.text("cli.to-move", words.side(id, toMove.side()));
        }
        if (status instanceof Status.Over over) {
            Outcome outcome = over.outcome();
            return outcome instanceof Outcome.Win win
                    ? words.text("cli.result-win", words.side(id, win.winner()), outcome.reason(), words.ending(id, outcome))
                    : words.text("cli.result-draw", outcome.reason(), words.ending(id, outcome));
        }
        return words.text("cli.to-move-dice");
    }
}
