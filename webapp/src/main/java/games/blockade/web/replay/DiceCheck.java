package games.blockade.web.replay;

import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.RecordedRoll;
import games.blockade.rules.Rejection;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.store.model.DiceCommitment;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The fair-dice check of a game with dice. While the game is in play only the SHA-256 of its seed
 * is public; once it is over the seed is revealed, and every roll in the record is derived again
 * from it with the game's own dice procedure ({@link SeededDice}) and compared.
 *
 * @param commitment the SHA-256 of the seed, as shown from the game's start
 * @param seed the revealed seed, once the game is over
 * @param seedMatches whether the revealed seed hashes to the commitment
 * @param rolls every roll of the record; derived only once the seed is revealed
 * @param verified whether the seed matches and every roll is the one the seed gives
 */
public record DiceCheck(String commitment, Optional<String> seed, boolean seedMatches, List<Roll> rolls,
                        boolean verified) {

    public DiceCheck {
        rolls = List.copyOf(rolls);
    }

    /** One roll: its ply, as recorded, and as the revealed seed gives it. */
    public record Roll(int ply, String recorded, Optional<String> derived) {
        public boolean matches() {
            return derived.filter(recorded::equals).isPresent();
        }
    }

    /**
     * The check of a game's dice: every roll derived again from the revealed seed, unless the store
     * checked them when the game ended and found every one the seed's (a finished record never
     * changes), when each derived roll is the recorded one.
     */
    public static DiceCheck of(Game<?, ?> game, DiceCommitment commitment) {
        Optional<String> seed = commitment.revealedSeed();
        Optional<SeededDice> dice = seed.map(DiceCheck::dice);
        boolean seedMatches = dice.filter(d -> d.commitment().equals(commitment.seedSha256())).isPresent();
        List<Roll> rolls = dice.isPresent() && !(seedMatches && commitment.rollsVerified().orElse(false))
                ? RecordedRoll.of(game, dice.get()).stream()
                        .map(roll -> new Roll(roll.ply(), roll.recorded(), Optional.of(roll.derived()))).toList()
                : recorded(game, seed.isPresent());
        boolean verified = seedMatches && !rolls.isEmpty() && rolls.stream().allMatch(Roll::matches);
        return new DiceCheck(commitment.seedSha256(), seed, seedMatches, rolls, verified);
    }

    private static SeededDice dice(String hex) {
        try {
            return SeededDice.fromHex(hex);
        } catch (Rejection e) {
            throw new IllegalStateException("a stored seed is not 32 bytes: " + e.getMessage(), e);
        }
    }

    /** The record's rolls, derived as recorded where they were checked, else not yet derived. */
    private static List<Roll> recorded(Game<?, ?> game, boolean checked) {
        List<? extends Ply<?>> plies = game.plies();
        List<Roll> rolls = new ArrayList<>();
        for (int i = 0; i < plies.size(); i++) {
            Ply<?> ply = plies.get(i);
            if (ply.side().isEmpty()) {
                rolls.add(new Roll(i + 1, ply.notation(), checked ? Optional.of(ply.notation()) : Optional.empty()));
            }
        }
        return rolls;
    }
}
