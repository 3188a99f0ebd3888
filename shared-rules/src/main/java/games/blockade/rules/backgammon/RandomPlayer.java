package games.blockade.rules.backgammon;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Turn;

import java.util.List;
import java.util.SplittableRandom;

/** The easiest level: any legal turn, each distinct result equally likely. */
final class RandomPlayer implements ComputerPlayer<BackgammonPosition, BackgammonMove> {

    private final BackgammonRules rules;
    private final SplittableRandom random;

    RandomPlayer(BackgammonRules rules, long seed) {
        this.rules = rules;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public List<BackgammonMove> play(BackgammonPosition position) {
        List<Turn<BackgammonPosition, BackgammonMove>> turns = rules.turns(position);
        return turns.isEmpty() ? List.of() : turns.get(random.nextInt(turns.size())).moves();
    }
}
