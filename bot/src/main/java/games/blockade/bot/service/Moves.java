package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import games.blockade.rules.Dice;
import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.Side;
import games.blockade.rules.Suggestion;
import games.blockade.store.config.Store;
import games.blockade.store.model.Component;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import jakarta.persistence.PersistenceException;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Moves through the bot: a typed command, or a button standing for one. Either is checked by the
 * rules in the store's one write path, and the dice it makes due are rolled in the same
 * transaction, so the roll is stored with the move and a retried command finds it already made.
 * Finding the game, playing the move and everything the answer shows are one transaction
 * ({@link #atomically}): a move costs the database one round of work, not one per step.
 */
final class Moves {

    private final Store store;
    private final GameRepository games;
    private final GameDice dice;
    private final Boards boards;
    private final Effects effects;

    Moves(Store store, GameRepository games, GameDice dice, Boards boards, Effects effects) {
        this.store = store;
        this.games = games;
        this.dice = dice;
        this.boards = boards;
        this.effects = effects;
    }

    /**
     * Runs {@code work}, which finds a game and plays in it, in one transaction. Where another
     * change of the game committed first, the move is refused by its version and the transaction
     * rolled back whole; {@code lost} then tells the player how the game now stands.
     */
    Result atomically(Supplier<Result> work, Supplier<Result> lost) {
        try {
            return store.inTransaction(em -> work.get());
        } catch (PersistenceException e) {
            if (!GameRepository.lostRace(e)) {
                throw e;
            }
            return lost.get();
        }
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
        return atomically(() -> games.find(gameId)
                .map(game -> play(who, component.playerId().orElseThrow(), game, TurnButtons.command(component),
                        Optional.of(TurnButtons.ply(component))))
                .orElseGet(() -> new Result.Refused(Texts.reply("refused.no-such-game", String.valueOf(gameId)))),
                () -> games.find(gameId).map(boards::changed)
                        .orElseGet(() -> new Result.Refused(Texts.reply("refused.no-such-game", String.valueOf(gameId)))));
    }

    /** The command for the player's side, and the dice it makes due; a button's only at its ply. */
    private Result play(Person who, long playerId, GameView game, String command, Optional<Integer> atPly) {
        Optional<Dice> gameDice = game.game().rules().usesDice() ? dice.of(game.id()) : Optional.empty();
        MoveOutcome outcome = store.inTransaction(em -> games.applyIn(em, game, (current, stored) -> {
            if (atPly.isPresent() && stored.plyCount() != atPly.get()) {
                throw new Rejection(Texts.reply("refused.stale-button", atPly.get(), String.valueOf(stored.id()),
                        stored.plyCount()));
            }
            Side side = stored.sideOf(playerId)
                    .orElseThrow(() -> new Rejection(Texts.reply("refused.not-your-game", String.valueOf(stored.id()))));
            return GameDice.rollDue(current.play(side, command), gameDice);
        }, effects.after(plies -> played(who.name(), plies))));
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
    private static String withLegal(Refusal refusal, GameView game, long playerId) {
        String reason = Texts.refused(refusal);
        Game<?, ?> played = game.game();
        if (!game.sideOf(playerId).equals(played.toMove()) || listsLegal(refusal)) {
            return reason;
        }
        List<Suggestion> legal = played.suggest("", GameService.MAX_SUGGESTIONS);
        String list = legal.isEmpty()
                ? played.unlistedMoves().map(Texts::refused).orElse(Texts.reply("refused.legal-none"))
                : legal.stream().map(Suggestion::listed).collect(Collectors.joining(", "))
                        + (legal.size() == GameService.MAX_SUGGESTIONS ? ", ..." : "");
        return Texts.reply("refused.legal-now", reason, list);
    }

    /** Whether a refusal already says what is legal (its examples of notation do not). */
    private static boolean listsLegal(Refusal refusal) {
        return refusal instanceof Refusal.WithLegal || refusal instanceof Refusal.NoMoveGiven
                || refusal instanceof Refusal.Unfinished || refusal instanceof Refusal.Backgammon.ChooseRowFirst
                || refusal instanceof Refusal.Backgammon.NoPiecesInRow;
    }

    /** What a player's command added: their moves, and what the server rolled for them. */
    static String played(String name, List<? extends Ply<?>> plies) {
        String moves = plies.stream().filter(p -> p.side().isPresent()).map(Ply::notation)
                .collect(Collectors.joining(" "));
        String rolled = plies.stream().filter(p -> p.side().isEmpty())
                .map(p -> p.notation().replaceFirst("^roll ", "")).collect(Collectors.joining(Texts.post("played.then")));
        return rolled.isEmpty() ? Texts.post("played", name, moves) : Texts.post("played-rolled", name, moves, rolled);
    }
}
