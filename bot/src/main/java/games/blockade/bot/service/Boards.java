package games.blockade.bot.service;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rules;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.PlayerRepository;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;

/** A stored game as a board to post, with its players' names; shared by the services that post boards. */
final class Boards {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final PlayerRepository players;

    Boards(PlayerRepository players) {
        this.players = players;
    }

    /** The game as it stands, {@code headline} first, then how it ended if it did. */
    Result.Board board(GameView view, String headline) {
        Game<?, ?> game = view.game();
        Rules<?, ?> rules = game.rules();
        Optional<Result.Mover> next = game.toMove().map(side -> new Result.Mover(
                discordIdOf(view.playerOf(side)), rules.sideName(side)));
        String ending = game.outcome().map(o -> " " + describe(rules, view, o)).orElse("");
        return new Result.Board(view.id(), rules.title(), headline + ending, game, next);
    }

    private String describe(Rules<?, ?> rules, GameView view, Outcome outcome) {
        String said = rules.describe(outcome);
        String sentence = said.isEmpty() ? said : Character.toUpperCase(said.charAt(0)) + said.substring(1) + ".";
        if (outcome instanceof Outcome.Win win) {
            return sentence + " " + nameOf(view.playerOf(win.winner())) + " wins.";
        }
        return sentence;
    }

    long discordIdOf(long playerId) {
        return players.byId(playerId).orElseThrow().discordId();
    }

    String nameOf(long playerId) {
        return players.byId(playerId).orElseThrow().displayName();
    }

    /** An unguessable button id: knowing one button's id tells nothing about another's. */
    static String token() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
