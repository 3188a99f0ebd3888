package games.blockade.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A roll of the dice in a game's record beside the roll some dice give at the same point: how a
 * game's revealed seed is checked against its record.
 *
 * @param ply the roll's ply, from 1
 * @param recorded the roll as the record holds it
 * @param derived the roll the dice give where it was made, in the same notation
 */
public record RecordedRoll(int ply, String recorded, String derived) {

    public boolean matches() {
        return recorded.equals(derived);
    }

    /** Every roll of the game's record, each derived again from these dice. */
    public static <P, M> List<RecordedRoll> of(Game<P, M> game, Dice dice) {
        Rules<P, M> rules = game.rules();
        List<Ply<P>> plies = game.plies();
        List<RecordedRoll> rolls = new ArrayList<>();
        P before = game.start();
        for (int i = 0; i < plies.size(); i++) {
            Ply<P> ply = plies.get(i);
            if (ply.side().isEmpty()) {
                rolls.add(new RecordedRoll(i + 1, ply.notation(), rules.formatMove(before, rules.rollDice(before, dice))));
            }
            before = ply.position();
        }
        return rolls;
    }

    /** Whether the record has rolls and every one is the roll these dice give. */
    public static boolean allMatch(Game<?, ?> game, Dice dice) {
        List<RecordedRoll> rolls = of(game, dice);
        return !rolls.isEmpty() && rolls.stream().allMatch(RecordedRoll::matches);
    }
}
