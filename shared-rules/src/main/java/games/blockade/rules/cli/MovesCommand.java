package games.blockade.rules.cli;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

final class MovesCommand implements Main.Command {

    @Override
    public String usage() {
        return "moves GAME [--preset NAME] [--position TEXT] [MOVE...]";
    }

    @Override
    public void run(List<String> args, PrintStream out, Words words) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("preset", "position"), words);
        Game<?, ?> game = arguments.game(0, 1);
        if (game.unlistedMoves().isPresent()) {
            throw new Rejection(game.unlistedMoves().get());
        }
        game.legalTurns().forEach(out::println);
    }
}
