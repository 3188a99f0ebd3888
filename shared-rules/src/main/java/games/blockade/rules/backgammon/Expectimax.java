package games.blockade.rules.backgammon;

import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;

import java.util.Comparator;
import java.util.function.BooleanSupplier;

/**
 * Expected results over the dice: a position awaiting a roll is worth the average, over every roll
 * with its exact probability, of the best end of turn that roll allows; an end of turn is worth
 * what {@link Worth} says (the share of games a player wins from it when played out). Below a
 * roll only the {@code endsPerRoll} ends the {@link Evaluation} likes best are valued. How the
 * {@code hard} level chooses, and how the analyst judges a choice and the luck of a roll.
 */
final class Expectimax {

    /** What an end of turn (or an ended game) is worth to a player: 0 a loss, 1 a win. */
    interface Worth {
        double of(BackgammonPosition end, Side me);
    }

    private final BackgammonRules rules;
    private final int endsPerRoll;
    private final Worth worth;
    private final BooleanSupplier timeUp;

    /** {@code timeUp} is read once per roll weighed; a position half weighed when it turns true is worth nothing. */
    Expectimax(BackgammonRules rules, int endsPerRoll, Worth worth, BooleanSupplier timeUp) {
        this.rules = rules;
        this.endsPerRoll = endsPerRoll;
        this.worth = worth;
        this.timeUp = timeUp;
    }

    /**
     * The value of a position awaiting the dice, averaged over the rolls; otherwise its worth.
     * Negative infinity when the time ran out part way, so that the choice is dropped rather than
     * compared on part of its rolls.
     */
    double expected(BackgammonPosition position, Side me) {
        if (!(rules.status(position) instanceof Status.AwaitingDice)) {
            return worth.of(position, me);
        }
        double sum = 0;
        for (Chances.Chance chance : Chances.rolls(position)) {
            if (timeUp.getAsBoolean()) {
                return Double.NEGATIVE_INFINITY;
            }
            sum += chance.probability() * bestAfterRoll(rules.play(position, chance.roll()), me);
        }
        return sum;
    }

    /** The best end of turn after a roll: among those the evaluation likes best, the one worth most. */
    double bestAfterRoll(BackgammonPosition position, Side me) {
        if (!(rules.status(position) instanceof Status.ToMove toMove) || toMove.side() != me) {
            return worth.of(position, me);
        }
        return rules.turns(position).stream()
                .map(Turn::result)
                .sorted(Comparator.comparingDouble((BackgammonPosition end) -> -Evaluation.of(rules, end, me)))
                .limit(endsPerRoll)
                .mapToDouble(end -> expected(end, me))
                .max().orElseThrow();
    }
}
