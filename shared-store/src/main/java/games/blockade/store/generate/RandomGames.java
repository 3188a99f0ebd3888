package games.blockade.store.generate;

import games.blockade.rules.Dice;
import games.blockade.rules.Game;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import java.util.List;
import java.util.SplittableRandom;

/** Whole games of random legal turns, for any game, played through the same API as real players. */
public final class RandomGames {

    private RandomGames() {
    }

    /**
     * A finished game: random turns (and seeded dice) until the rules end it, or a draw by
     * agreement once it reaches {@code maxPlies}.
     */
    public static <P, M> Game<P, M> play(Rules<P, M> rules, Preset preset, Side first, long seed, int maxPlies)
            throws Rejection {
        SplittableRandom random = new SplittableRandom(seed);
        long diceSeed = random.nextLong();
        Dice dice = index -> new SplittableRandom(diceSeed + index * 0x9E3779B97F4A7C15L).nextInt(1, 7);
        Game<P, M> game = Game.start(rules, preset, first);
        while (!game.isOver()) {
            if (game.plies().size() >= maxPlies) {
                return game.drawByAgreement();
            }
            if (game.status() instanceof Status.AwaitingDice) {
                game = game.rollDice(dice);
                continue;
            }
            P position = game.position();
            List<Turn<P, M>> turns = rules.turns(position);
            Turn<P, M> turn = turns.get(random.nextInt(turns.size()));
            game = game.play(rules.formatTurn(position, turn.moves()));
        }
        return game;
    }
}
