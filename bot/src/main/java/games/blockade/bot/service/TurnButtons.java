package games.blockade.bot.service;

import games.blockade.bot.language.Texts;
import games.blockade.bot.play.WebLinks;
import games.blockade.rules.Game;
import games.blockade.rules.Side;
import games.blockade.rules.backgammon.BackgammonMove;
import games.blockade.rules.backgammon.BackgammonPosition;
import games.blockade.rules.backgammon.BackgammonRules;
import games.blockade.rules.backgammon.Step;
import games.blockade.rules.piecepack.PiecepackPosition;
import games.blockade.rules.piecepack.PiecepackSetups;
import games.blockade.store.config.Store;
import games.blockade.store.model.Component;
import games.blockade.store.repository.GameView;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Buttons for the common steps of a turn: choosing a backgammon row, Bungie Battle's roll or leap,
 * Super Push's choice of dice, stopping, and piecepack's random coin setup. A button stands for a
 * command at one ply of one game: its id resolves in the store, so it works after a restart, and
 * pressed once the game has moved on it is refused as stale instead of acting on a newer position.
 */
final class TurnButtons {

    static final String PLAY = "play";
    static final String RANDOM_COINS = "random-coins";

    private final Store store;
    private final Clock clock;
    private final Seeds seeds;
    private final Tokens tokens;

    TurnButtons(Store store, Clock clock, Seeds seeds, Tokens tokens) {
        this.store = store;
        this.clock = clock;
        this.seeds = seeds;
        this.tokens = tokens;
    }

    /**
     * The buttons for the player to move, stored; none once the game is over. A person to move
     * also gets "Play on the web", which needs no settling: pressed late, it is refused.
     */
    List<Result.Action> offer(GameView view) {
        Optional<Side> mover = view.game().toMove();
        if (mover.isEmpty()) {
            return List.of();
        }
        List<Labelled> wanted = new ArrayList<>(wanted(view.game()));
        if (view.computerToMove().isEmpty()) {
            wanted.add(new Labelled(Texts.post("button.web-play"), WebLinks.ACTION, ""));
        }
        if (wanted.isEmpty()) {
            return List.of();
        }
        long playerId = view.playerOf(mover.get());
        Instant now = clock.instant();
        List<Result.Action> actions = new ArrayList<>(wanted.size());
        store.inTransaction(em -> {
            for (Labelled button : wanted) {
                String id = tokens.next();
                em.persist(new Component(id, button.action(), Component.Target.game(view.id()), Optional.of(playerId),
                        Optional.of(view.plyCount() + " " + button.argument()), now, Optional.empty()));
                actions.add(new Result.Action(button.label(), id));
            }
            return actions.size();
        });
        return actions;
    }

    /** Whether a board of this position offers buttons, which must go once its turn is played. */
    boolean offers(Game<?, ?> game) {
        return game.toMove().isPresent() && !wanted(game).isEmpty();
    }

    private record Labelled(String label, String action, String argument) {
    }

    private List<Labelled> wanted(Game<?, ?> game) {
        Object position = game.position();
        if (position instanceof BackgammonPosition backgammon) {
            return backgammon(backgammon);
        }
        if (position instanceof PiecepackPosition piecepack
                && piecepack.phase() == PiecepackPosition.Phase.COIN_SETUP) {
            return List.of(new Labelled(Texts.post("button.random-coins"), RANDOM_COINS, String.valueOf(seeds.setupSeed())));
        }
        return List.of();
    }

    private static final BackgammonRules BACKGAMMON = new BackgammonRules();

    private List<Labelled> backgammon(BackgammonPosition position) {
        Step step = position.turn().step();
        List<Labelled> buttons = new ArrayList<>();
        for (BackgammonMove move : BACKGAMMON.moves(position)) {
            String command = BACKGAMMON.formatMove(position, move);
            if (move instanceof BackgammonMove.ChooseRow choose) {
                buttons.add(new Labelled(Texts.post("button.row", choose.row()), PLAY, command));
            } else if (move instanceof BackgammonMove.DeclareRoll) {
                buttons.add(new Labelled(Texts.post("button.roll-one"), PLAY, command));
            } else if (move instanceof BackgammonMove.DeclareLeap) {
                buttons.add(new Labelled(Texts.post("button.declare-leap"), PLAY, command));
            } else if (move instanceof BackgammonMove.Assign assign) {
                List<Integer> rolled = position.turn().rolled();
                int leap = rolled.get(0) == assign.shiftDie() ? rolled.get(1) : rolled.get(0);
                buttons.add(new Labelled(Texts.post("button.shift-leap", assign.shiftDie(), leap), PLAY, command));
            } else if (move instanceof BackgammonMove.End && (step == Step.SPEND || step == Step.ASSIGN)) {
                buttons.add(new Labelled(Texts.post("button.stop"), PLAY, command));
            }
        }
        return buttons;
    }

    /** The command a pressed button stands for. */
    static String command(Component component) {
        String argument = component.argument().orElseThrow();
        String rest = argument.substring(argument.indexOf(' ') + 1);
        if (component.action().equals(RANDOM_COINS)) {
            return PiecepackSetups.formatCoins(PiecepackSetups.randomCoins(Long.parseLong(rest)));
        }
        return rest;
    }

    /** The ply of the game the button was offered at. */
    static int ply(Component component) {
        String argument = component.argument().orElseThrow();
        return Integer.parseInt(argument.substring(0, argument.indexOf(' ')));
    }
}
