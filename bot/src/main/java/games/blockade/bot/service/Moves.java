package games.blockade.bot.service;

import games.blockade.rules.Dice;
import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Suggestion;
import games.blockade.store.model.Component;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Moves through the bot: a typed command, or a button standing for one. Either is checked by the
 * rules in the store's one write path, and the dice it makes due are rolled in the same
 * transaction, so the roll is stored with the move and a retried command finds it already made.
 */
final class Moves {

    private final GameRepository games;
    private final GameDice dice;
    private final Boards boards;
    private final Effects effects;

    Moves(GameRepository games, GameDice dice, Boards boards, Effects effects) {
        this.games = games;
        this.dice = dice;
        this.boards = boards;
        this.effects = effects;
    }

    /** The player's command in their game; a refusal says why and, where it does not, what is legal. */
    Result play(Person who, long playerId, GameView game, String command) {
        return play(who, playerId, game, command, Optional.empty());
    }

    /**
     * A button standing for a command: played like a typed one, but only at the ply it was offered
     * at, so a second press or an old board's button never acts on a later position.
     */
    Result press(Person who, Component component) {
        long gameId = component.target().gameId().orElseThrow();
        Optional<GameView> game = games.find(gameId);
        if (game.isEmpty()) {
            return new Result.Refused("game " + gameId + " does not exist");
        }
        return play(who, component.playerId().orElseThrow(), game.get(), TurnButtons.command(component),
                Optional.of(TurnButtons.ply(component)));
    }

    /** The command for the player's side, and the dice it makes due; a button's only at its ply. */
    private Result play(Person who, long playerId, GameView game, String command, Optional<Integer> atPly) {
        Optional<Dice> gameDice = game.game().rules().usesDice() ? dice.of(game.id()) : Optional.empty();
        MoveOutcome outcome = games.apply(game.id(), (current, stored) -> {
            if (atPly.isPresent() && stored.plyCount() != atPly.get()) {
                throw new Rejection("this button was for ply " + atPly.get() + " of game " + stored.id()
                        + ", which has moved on to ply " + stored.plyCount()
                        + "; use the newest board's buttons or /blockade move");
            }
            Side side = stored.sideOf(playerId)
                    .orElseThrow(() -> new Rejection("you are not playing game " + stored.id()));
            return GameDice.rollDue(current.play(side, command), gameDice);
        }, effects.after(plies -> played(who.name(), plies)));
        if (outcome instanceof MoveOutcome.Rejected rejected && !rejected.game().game().isOver()
                && atPly.isEmpty() && rejected.game().version() == game.version()) {
            String reason = withLegal(rejected.reason(), rejected.game(), playerId);
            // The rules quote a refused part of the command first, as the player typed it.
            return new Result.Refused(reason, game.game().rules().splitMoves(command).stream()
                    .anyMatch(reason::startsWith));
        }
        return boards.answer(game, outcome, plies -> played(who.name(), plies));
    }

    /**
     * A refused move's reason, with the moves that are legal now where the reason does not list them;
     * a part of a turn that may not be sent alone is marked as one.
     */
    private static String withLegal(String reason, GameView game, long playerId) {
        Game<?, ?> played = game.game();
        if (!game.sideOf(playerId).equals(played.toMove())) {
            return reason;
        }
        List<Suggestion> legal = played.suggest("", GameService.MAX_SUGGESTIONS);
        if (reason.contains("legal") || legal.stream().map(Suggestion::command).anyMatch(reason::contains)) {
            return reason;
        }
        String list = legal.isEmpty() ? played.unlistedMoves().orElse("(none)")
                : legal.stream().map(Suggestion::listed).collect(Collectors.joining(", "))
                        + (legal.size() == GameService.MAX_SUGGESTIONS ? ", ..." : "");
        return reason + "; legal now: " + list;
    }

    /** What a player's command added: their moves, and what the server rolled for them. */
    static String played(String name, List<? extends Ply<?>> plies) {
        String moves = plies.stream().filter(p -> p.side().isPresent()).map(Ply::notation)
                .collect(Collectors.joining(" "));
        String rolled = plies.stream().filter(p -> p.side().isEmpty())
                .map(p -> p.notation().replaceFirst("^roll ", "")).collect(Collectors.joining(", then "));
        return name + " played " + moves + (rolled.isEmpty() ? "" : "; the bot rolled " + rolled) + ".";
    }
}
