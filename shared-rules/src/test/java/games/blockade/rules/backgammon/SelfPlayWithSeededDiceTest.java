package games.blockade.rules.backgammon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.Side;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SelfPlayWithSeededDiceTest {

    private static final byte[] SEED = new byte[SeededDice.SEED_BYTES];

    static {
        Arrays.fill(SEED, (byte) 7);
    }

    /** A self-played game with committed dice passes the same audit a player's game does. */
    @Test
    void rollsAreTheCommittedSeedsRolls() throws Rejection {
        SeededDice dice = SeededDice.of(SEED);
        Game<BackgammonPosition, BackgammonMove> game = SelfPlay.play(new BackgammonRules(), Variant.BASIC.preset(),
                Side.ONE, 60, 3, dice);
        List<String> plies = game.plies().stream().map(Ply::notation).toList();

        DiceAudit.Report report = DiceAudit.verify(dice.seedHex(), dice.commitment(), Variant.BASIC, Side.ONE, plies);

        assertEquals("", report.problem());
        assertTrue(report.rollsChecked() > 0);
    }

    /** Other dice give other rolls, so the audit above is not passed by any game whatever its dice. */
    @Test
    void otherDiceFailTheAudit() throws Rejection {
        Game<BackgammonPosition, BackgammonMove> game = SelfPlay.play(new BackgammonRules(), Variant.BASIC.preset(),
                Side.ONE, 60, 3);
        List<String> plies = game.plies().stream().map(Ply::notation).toList();
        SeededDice dice = SeededDice.of(SEED);

        DiceAudit.Report report = DiceAudit.verify(dice.seedHex(), dice.commitment(), Variant.BASIC, Side.ONE, plies);

        assertTrue(report.problem().startsWith("roll "), report.problem());
    }
}
