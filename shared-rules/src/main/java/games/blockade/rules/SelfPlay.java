package games.blockade.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A game the computer plays against itself, repeatably from a seed: sample games for pictures,
 * animations and benchmarks.
 */
public final class SelfPlay {

    private SelfPlay() {
    }

    /**
     * Up to {@code plies} plies from the default start, both sides played by the weakest computer
     * player, the dice (where the game has them) drawn from the seed.
     */
    public static <P, M> Game<P, M> play(Rules<P, M> rules, int plies, long seed) throws Rejection {
        return play(rules, rules.presets().get(0), rules.defaultFirst(), plies, seed);
    }

    /** The same from a preset's start with a chosen first side. */
    public static <P, M> Game<P, M> play(Rules<P, M> rules, Preset preset, Side first, int plies, long seed)
            throws Rejection {
        Dice dice = index -> new SplittableRandom(seed ^ (index * 0x9E3779B97F4A7C15L)).nextInt(1, 7);
        return play(rules, preset, first, plies, seed, dice);
    }

    /** The same with the host's dice, such as a stored game's seeded dice. */
    public static <P, M> Game<P, M> play(Rules<P, M> rules, Preset preset, Side first, int plies, long seed, Dice dice)
            throws Rejection {
        ComputerPlayer<P, M> computer = rules.computer(rules.levels().get(0), seed);
        Game<P, M> game = Game.start(rules, preset, first);
        while (!game.isOver() && game.plies().size() < plies) {
            if (game.status() instanceof Status.AwaitingDice) {
                game = game.rollDice(dice);
            } else {
                game = game.play(rules.formatTurn(game.position(), turn(rules, computer, game.position())));
            }
        }
        return game;
    }

    /**
     * The computer's moves until its side's turn ends, asking again where a turn has several parts;
     * it stops where the dice are due. A host playing a computer opponent plays these as one command.
     */
    public static <P, M> List<M> turn(Rules<P, M> rules, ComputerPlayer<P, M> computer, P start) {
        List<M> moves = new ArrayList<>();
        P position = start;
        Status side = rules.status(start);
        do {
            for (M move : computer.play(position)) {
                moves.add(move);
                position = rules.play(position, move);
            }
        } while (rules.status(position).equals(side) && !rules.mayPause(position));
        return moves;
    }
}
