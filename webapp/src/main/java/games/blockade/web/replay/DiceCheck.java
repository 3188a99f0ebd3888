package games.blockade.web.replay;

import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
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

    public static DiceCheck of(Game<?, ?> game, DiceCommitment commitment) {
        Optional<String> seed = commitment.revealedSeed();
        Optional<SeededDice> dice = seed.map(DiceCheck::dice);
        boolean seedMatches = dice.filter(d -> d.commitment().equals(commitment.seedSha256())).isPresent();
        List<Roll> rolls = rolls(game, dice);
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

    private static <P, M> List<Roll> rolls(Game<P, M> game, Optional<SeededDice> dice) {
        Rules<P, M> rules = game.rules();
        List<Ply<P>> plies = game.plies();
        List<Roll> rolls = new ArrayList<>();
        P before = game.start();
        for (int i = 0; i < plies.size(); i++) {
            Ply<P> ply = plies.get(i);
            if (ply.side().isEmpty()) {
                P position = before;
                rolls.add(new Roll(i + 1, ply.notation(),
                        dice.map(d -> rules.formatMove(position, rules.rollDice(position, d)))));
            }
            before = ply.position();
        }
        return rolls;
    }
}
