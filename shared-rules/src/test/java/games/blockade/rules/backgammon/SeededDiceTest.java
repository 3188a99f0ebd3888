package games.blockade.rules.backgammon;

import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SeededDiceTest {

    private static final String SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
    private static final String COMMITMENT = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd";

    private final BackgammonRules rules = new BackgammonRules();

    @Test
    void rollsFollowTheDocumentedProcedure() throws Rejection {
        // Computed separately with Python's hmac module from the procedure in SeededDice's documentation.
        List<Integer> expected = List.of(6, 2, 2, 4, 3, 4, 2, 6, 3, 4, 5, 2, 2, 5, 3, 5, 3, 5, 4, 5);
        SeededDice dice = SeededDice.fromHex(SEED);
        assertEquals(expected, IntStream.range(0, 20).map(dice::roll).boxed().toList());
    }

    @Test
    void theCommitmentIsTheSeedsSha256() throws Rejection {
        assertEquals(COMMITMENT, SeededDice.fromHex(SEED).commitment());
        assertEquals(SEED, SeededDice.fromHex(SEED.toUpperCase()).seedHex());
    }

    @Test
    void everyGameGetsAFreshSeedAndEachFaceComesUp() {
        SeededDice one = SeededDice.generate();
        assertNotEquals(one.seedHex(), SeededDice.generate().seedHex());
        int[] faces = new int[7];
        for (int i = 0; i < 6000; i++) {
            faces[one.roll(i)]++;
        }
        for (int face = 1; face <= 6; face++) {
            assertTrue(faces[face] > 850 && faces[face] < 1150, "face " + face + " came up " + faces[face] + " times");
        }
    }

    @Test
    void aMalformedSeedIsRefused() {
        assertEquals("the seed is 64 hexadecimal digits (32 bytes), not 'abc'",
                assertThrows(Rejection.class, () -> SeededDice.fromHex("abc")).getMessage());
    }

    private List<String> playedRecord(SeededDice dice, Variant variant) throws Rejection {
        Game<BackgammonPosition, BackgammonMove> game = Game.start(rules, variant.preset(), Side.ONE);
        var red = rules.computer("medium", 1);
        var black = rules.computer("easy", 2);
        while (!game.isOver()) {
            if (game.toMove().isEmpty()) {
                game = game.rollDice(dice);
            } else {
                var player = game.toMove().get() == Side.ONE ? red : black;
                game = game.play(rules.formatTurn(game.position(), player.play(game.position())));
            }
        }
        return game.plies().stream().map(Ply::notation).toList();
    }

    @Test
    void aFinishedGamesRecordVerifiesAgainstItsSeed() throws Rejection {
        for (Variant variant : Variant.values()) {
            List<String> record = playedRecord(SeededDice.fromHex(SEED), variant);
            DiceAudit.Report report = DiceAudit.verify(SEED, COMMITMENT, variant, Side.ONE, record);
            assertTrue(report.passed(), report.problem());
            assertTrue(report.finished());
            assertTrue(report.rollsChecked() > 5);
        }
    }

    @Test
    void aTamperedRollIsCaught() throws Rejection {
        List<String> record = new ArrayList<>(playedRecord(SeededDice.fromHex(SEED), Variant.BASIC));
        int second = -1;
        int seen = 0;
        for (int i = 0; i < record.size() && second < 0; i++) {
            if (record.get(i).startsWith("roll") && ++seen == 2) {
                second = i;
            }
        }
        String honest = record.get(second);
        int die = Integer.parseInt(honest.substring(5));
        record.set(second, "roll " + (die % 6 + 1));
        DiceAudit.Report report = DiceAudit.verify(SEED, COMMITMENT, Variant.BASIC, Side.ONE, record);
        assertFalse(report.passed());
        assertEquals("roll 2 (ply " + (second + 1) + " 'roll " + (die % 6 + 1) + "') does not match: the seed gives '"
                + honest + "' (dice 1 onwards)", report.problem());
        assertEquals(1, report.rollsChecked());
    }

    @Test
    void aSeedThatDoesNotMatchTheCommitmentIsCaught() throws Rejection {
        String other = "f" + SEED.substring(1);
        DiceAudit.Report report = DiceAudit.verify(other, COMMITMENT, Variant.BASIC, Side.ONE, List.of());
        assertFalse(report.passed());
        assertTrue(report.problem().startsWith("the seed does not match the commitment"), report.problem());
    }
}
