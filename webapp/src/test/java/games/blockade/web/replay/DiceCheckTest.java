package games.blockade.web.replay;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.store.model.DiceCommitment;
import java.time.Instant;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class DiceCheckTest {

    private static final byte[] SEED = seed(3);

    @Test
    void whileTheGameIsInPlayOnlyTheCommitmentIsShownAndNoRollIsDerived() throws Rejection {
        DiceCheck check = DiceCheck.of(played(SeededDice.of(SEED)), new DiceCommitment(1, SEED));
        assertThat(check.commitment()).isEqualTo(SeededDice.of(SEED).commitment());
        assertThat(check.seed()).isEmpty();
        assertThat(check.rolls()).isNotEmpty().allSatisfy(roll -> assertThat(roll.derived()).isEmpty());
        assertThat(check.verified()).isFalse();
    }

    @Test
    void onceTheSeedIsRevealedEveryRollIsDerivedAgainAndVerified() throws Rejection {
        DiceCheck check = DiceCheck.of(played(SeededDice.of(SEED)), revealed(SEED));
        assertThat(check.seed()).contains(SeededDice.of(SEED).seedHex());
        assertThat(check.seedMatches()).isTrue();
        assertThat(check.rolls()).isNotEmpty().allSatisfy(roll -> {
            assertThat(roll.derived()).contains(roll.recorded());
            assertThat(roll.matches()).isTrue();
        });
        assertThat(check.verified()).isTrue();
    }

    @Test
    void rollsThatTheSeedDoesNotGiveAreMarked() throws Rejection {
        Game<?, ?> otherDice = played(SeededDice.of(seed(4)));
        DiceCheck check = DiceCheck.of(otherDice, revealed(SEED));
        assertThat(check.seedMatches()).isTrue();
        assertThat(check.rolls()).anySatisfy(roll -> assertThat(roll.matches()).isFalse());
        assertThat(check.verified()).isFalse();
    }

    @Test
    void rollsCheckedWhenTheGameEndedAreNotDerivedAgainAndThoseFoundWrongAreShownWhereTheyDiffer() throws Rejection {
        Game<?, ?> game = played(SeededDice.of(SEED));
        DiceCheck kept = DiceCheck.of(game, revealed(SEED, true));
        assertThat(kept).isEqualTo(DiceCheck.of(game, revealed(SEED)));
        assertThat(kept.verified()).isTrue();

        Game<?, ?> otherDice = played(SeededDice.of(seed(4)));
        DiceCheck found = DiceCheck.of(otherDice, revealed(SEED, false));
        assertThat(found).isEqualTo(DiceCheck.of(otherDice, revealed(SEED)));
        assertThat(found.verified()).isFalse();
    }

    /** Revealed with the rolls found wrong as the game ended: derived again, whatever they are. */
    private static DiceCommitment revealed(byte[] seed) {
        return revealed(seed, false);
    }

    private static DiceCommitment revealed(byte[] seed, boolean rollsVerified) {
        DiceCommitment commitment = new DiceCommitment(1, seed);
        commitment.reveal(Instant.parse("2026-03-01T10:00:00Z"), rollsVerified);
        return commitment;
    }

    private static Game<?, ?> played(SeededDice dice) throws Rejection {
        Rules<?, ?> rules = Games.byId("backgammon");
        return SelfPlay.play(rules, rules.presets().get(0), rules.defaultFirst(), 40, 1, dice);
    }

    private static byte[] seed(int fill) {
        byte[] seed = new byte[SeededDice.SEED_BYTES];
        Arrays.fill(seed, (byte) fill);
        return seed;
    }
}
