package games.blockade.rules.cli;

import games.blockade.rules.Game;
import games.blockade.rules.Perft;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Words;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

final class PerftCommand implements Main.Command {

    @Override
    public String usage() {
        return "perft GAME DEPTH [--preset NAME] [--position TEXT] [MOVE...]";
    }

    @Override
    public void run(List<String> args, PrintStream out, Words words) throws Rejection {
        Arguments arguments = Arguments.parse(args, Set.of("preset", "position"), words);
        int depth = arguments.number(1, "DEPTH");
        if (depth < 0) {
            throw Main.refused(words, "depth-negative");
        }
        Game<?, ?> game = arguments.game(0, 2);
        if (depth > 0 && game.unlistedMoves().isPresent()) {
            throw Main.refused(words, "perft-unlisted", words.say(game.unlistedMoves().get()));
        }
        out.println(count(game, depth));
    }

    private static <P, M> long count(Game<P, M> game, int depth) {
        return game.isOver() ? (depth == 0 ? 1 : 0) : Perft.count(game.rules(), game.position(), depth);
    }
}
