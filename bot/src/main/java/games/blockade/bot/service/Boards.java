package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Ply;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.MoveOutcome;
import games.blockade.store.repository.PlayerRepository;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Boards as the players see them after every action: the position drawn for the player to move,
 * whose turn it is and their clock, the buttons for their turn; at the end the game's report and,
 * after a round of a match, the next round's board.
 */
final class Boards {

    private final PlayerRepository players;
    private final TurnButtons buttons;
    private final Endings endings;
    private final RetreatMatches matches;
    private final BoardPictures pictures;

    Boards(PlayerRepository players, TurnButtons buttons, Endings endings, RetreatMatches matches,
           BoardPictures pictures) {
        this.players = players;
        this.buttons = buttons;
        this.endings = endings;
        this.matches = matches;
        this.pictures = pictures;
    }

    /** The first line of a new game's board: who plays which side, the preset and the move clock. */
    String begins(GameView game) {
        Rules<?, ?> rules = game.game().rules();
        Object[] sides = {String.valueOf(game.id()), nameOf(game, Side.ONE), Texts.place().side(rules, Side.ONE),
                nameOf(game, Side.TWO), Texts.place().side(rules, Side.TWO), game.preset()};
        return game.moveClock().map(clock -> Texts.post("board.begins", append(sides, MoveClock.describe(clock))))
                .orElseGet(() -> Texts.post("board.begins-no-clock", sides));
    }

    private static Object[] append(Object[] arguments, Object last) {
        Object[] all = java.util.Arrays.copyOf(arguments, arguments.length + 1);
        all[arguments.length] = last;
        return all;
    }

    /**
     * The store's verdict on an action the player chose seeing the game as {@code seen}: refused
     * because someone else changed the game meanwhile, it says so and shows the game as it now is.
     */
    Result answer(GameView seen, MoveOutcome outcome, Function<List<? extends Ply<?>>, String> headline) {
        if (outcome instanceof MoveOutcome.Rejected rejected && rejected.game().version() != seen.version()) {
            return changed(rejected.game());
        }
        return answer(outcome, headline);
    }

    /** The store's verdict as a result; {@code headline} is told the plies it added. */
    Result answer(MoveOutcome outcome, Function<List<? extends Ply<?>>, String> headline) {
        if (outcome instanceof MoveOutcome.Applied applied) {
            return board(applied.game(), headline.apply(applied.plies()), viewerOf(applied.game()));
        }
        if (outcome instanceof MoveOutcome.Rejected rejected) {
            return new Result.Refused(Texts.refused(rejected.reason()));
        }
        if (outcome instanceof MoveOutcome.Conflict conflict) {
            return changed(conflict.game());
        }
        return new Result.Refused(Texts.reply("refused.no-such-game", String.valueOf(((MoveOutcome.NotFound) outcome).gameId())));
    }

    /** Someone else's action came first: the game as it now stands, and its ending if that was one. */
    Result changed(GameView now) {
        String ending = now.game().outcome().map(o -> "; " + describe(now.game().rules(), now, o)).orElse("");
        return new Result.Refused(new MoveOutcome.Conflict(now).message() + ending);
    }

    /**
     * The game as it stands, drawn for {@code viewer}, with the buttons for the player to move; a
     * finished game adds its report, a finished round of a match what the round brought.
     */
    Result.Board board(GameView view, String headline, Optional<Side> viewer) {
        Result.Board board = unpictured(view, headline, viewer);
        pictures.prepare(board);
        return board;
    }

    private Result.Board unpictured(GameView view, String headline, Optional<Side> viewer) {
        Game<?, ?> game = view.game();
        Rules<?, ?> rules = game.rules();
        Optional<Result.Mover> next = game.toMove().map(side -> new Result.Mover(discordIdOf(view.playerOf(side)),
                Texts.place().side(rules, side), view.computerAt(side).map(c -> Texts.place().atStart(Texts.place().computer(c.level())))));
        if (game.outcome().isEmpty()) {
            return new Result.Board(view.id(), Texts.place().title(rules), headline, game, next, viewer, view.deadline(),
                    buttons.offer(view), Optional.empty(), Texts.place().locale());
        }
        Result.Ending ending = endings.of(view);
        List<String> report = new ArrayList<>(ending.report());
        matches.news(view).ifPresent(n -> report.addAll(n.lines()));
        return new Result.Board(view.id(), Texts.place().title(rules), headline + " " + describe(rules, view, game.outcome().get()),
                game, next, viewer, Optional.empty(), List.of(), Optional.of(new Result.Ending(report, ending.link())),
                Texts.place().locale());
    }

    /**
     * The board of {@code view} as it stood at {@code ply}: as {@link #board} when that is the
     * latest; an earlier one is past, so it calls no one and offers no buttons.
     */
    Result.Board boardAt(GameView view, int ply, String headline) {
        if (ply == view.plyCount()) {
            return board(view, headline, viewerOf(view));
        }
        Game<?, ?> then = view.game().upTo(ply);
        Result.Board board = new Result.Board(view.id(), Texts.place().title(then.rules()), headline, then, Optional.empty(),
                viewerOf(view, then), Optional.empty(), List.of(), Optional.empty(), Texts.place().locale());
        pictures.prepare(board);
        return board;
    }

    /**
     * The side a board of {@code view} is drawn for: against the computer, always the person's; a
     * game the computer plays by itself, always from the side that moves first, so that those who
     * watch it see the board one way up; otherwise the player to move, that is the opponent of the one who just moved; at the end,
     * the opponent of the last mover.
     */
    static Optional<Side> viewerOf(GameView view) {
        return viewerOf(view, view.game());
    }

    /** The same for {@code shown}, the game of {@code view} as it stood at some ply. */
    private static Optional<Side> viewerOf(GameView view, Game<?, ?> shown) {
        if (view.computerOnly()) {
            return Optional.of(view.firstSide());
        }
        Optional<Side> person = view.computers().stream().findFirst().map(computer -> computer.side().other());
        if (person.isPresent()) {
            return person;
        }
        Optional<Side> toMove = shown.toMove();
        if (toMove.isPresent()) {
            return toMove;
        }
        for (int i = shown.plies().size() - 1; i >= 0; i--) {
            Optional<Side> mover = shown.plies().get(i).side();
            if (mover.isPresent()) {
                return Optional.of(mover.get().other());
            }
        }
        return Optional.of(shown.rules().defaultFirst());
    }

    private String describe(Rules<?, ?> rules, GameView view, Outcome outcome) {
        String said = Texts.place().outcome(rules, outcome);
        if (outcome instanceof Outcome.Win win) {
            return Texts.post("ending.wins", said, Texts.place().nameAtStartOf(view, win.winner(), this::nameOf));
        }
        return Texts.post("ending.sentence", said);
    }

    long discordIdOf(long playerId) {
        return players.byId(playerId).orElseThrow().discordId();
    }

    /** A person by their name; where a game is concerned, {@link #nameOf(GameView, Side)} names its computer. */
    String nameOf(long playerId) {
        return players.byId(playerId).orElseThrow().displayName();
    }

    /** Who plays {@code side} of {@code game}, within a sentence: the computer with its level, or the person. */
    String nameOf(GameView game, Side side) {
        return Texts.place().nameOf(game, side, this::nameOf);
    }
}
