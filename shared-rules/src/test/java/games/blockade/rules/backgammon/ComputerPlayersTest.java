package games.blockade.rules.backgammon;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComputerPlayersTest {

    private final BackgammonRules rules = new BackgammonRules();

    private Outcome game(Variant variant, String redLevel, String blackLevel, int number) throws Rejection {
        return game(variant, rules.computer(redLevel, number), rules.computer(blackLevel, number + 1), number);
    }

    private Outcome game(Variant variant, ComputerPlayer<BackgammonPosition, BackgammonMove> red,
                         ComputerPlayer<BackgammonPosition, BackgammonMove> black, int number) throws Rejection {
        byte[] seed = ByteBuffer.allocate(SeededDice.SEED_BYTES).putInt(number).putInt(variant.ordinal()).array();
        SeededDice dice = SeededDice.of(seed);
        Game<BackgammonPosition, BackgammonMove> game = Game.start(rules, variant.preset(), number % 2 == 0 ? Side.ONE : Side.TWO);
        while (!game.isOver()) {
            if (game.toMove().isEmpty()) {
                game = game.rollDice(dice);
                continue;
            }
            ComputerPlayer<BackgammonPosition, BackgammonMove> player = game.toMove().get() == Side.ONE ? red : black;
            List<BackgammonMove> moves = player.play(game.position());
            assertFalse(moves.isEmpty());
            // Played as text, so every move a player chooses must be legal notation.
            game = game.play(rules.formatTurn(game.position(), moves));
        }
        return game.outcome().orElseThrow();
    }

    @Test
    void everyLevelPlaysWholeGamesOfEveryVariant() throws Rejection {
        for (Variant variant : Variant.values()) {
            for (String level : rules.levels()) {
                // The hard level on a few playouts and no clock: repeatable, and quick.
                ComputerPlayer<BackgammonPosition, BackgammonMove> player = level.equals("hard")
                        ? new ExpectimaxPlayer(rules, 7, 2, Long.MAX_VALUE) : rules.computer(level, 7);
                game(variant, player, rules.computer("easy", 8), 7);
            }
        }
    }

    @Test
    void theHardLevelBeatsTheEasyOne() throws Rejection {
        int wins = 0;
        int losses = 0;
        for (int number = 0; number < 10; number++) {
            // No time limit: under a loaded machine a budget would cut the search short and make
            // the result depend on the machine rather than the player.
            ExpectimaxPlayer hard = new ExpectimaxPlayer(rules, number, 4, Long.MAX_VALUE);
            if (game(Variant.BASIC, hard, rules.computer("easy", number + 1), number) instanceof Outcome.Win win) {
                if (win.winner() == Side.ONE) {
                    wins++;
                } else {
                    losses++;
                }
            }
        }
        // The rest are drawn: blockades often end in repetition (docs/players/backgammon.md).
        assertTrue(wins >= 6 && losses == 0, "hard won " + wins + " and lost " + losses + " of 10");
    }

    @Test
    void anEndOfTurnSeenTwiceIsADrawByRepetition() throws Rejection {
        ExpectimaxPlayer hard = new ExpectimaxPlayer(rules, 1, 64, Long.MAX_VALUE);
        // Black to choose with five lone pieces, one leap a turn at best; Red one cheap leap from winning.
        BackgammonPosition end = rules.parsePosition("basic red=0,0,0,0,0,1 black=1,1,1,1,1,0 turn=black first=red dice=9");
        assertTrue(hard.value(end, Side.ONE) > 0.8);
        hard.remember(end);
        hard.remember(end);
        assertEquals(0.5, hard.value(end, Side.ONE));
        assertEquals(0.5, hard.value(end, Side.TWO));
    }

    @Test
    void anEndOfTurnSeenOnceIsADrawOnlyForThePlayerAhead() throws Rejection {
        ExpectimaxPlayer hard = new ExpectimaxPlayer(rules, 1, 64, Long.MAX_VALUE);
        BackgammonPosition end = rules.parsePosition("basic red=0,0,0,0,0,1 black=1,1,1,1,1,0 turn=black first=red dice=9");
        double behind = hard.value(end, Side.TWO);
        hard.remember(end);
        // The player ahead expects the opponent to bring the position back a third time.
        assertEquals(0.5, hard.value(end, Side.ONE));
        // The player behind cannot count on the opponent repeating.
        assertEquals(behind, hard.value(end, Side.TWO));
        assertTrue(behind < 0.2);
    }

    @Test
    void levelsAreNamedWeakestFirst() {
        assertEquals(List.of("easy", "medium", "hard"), rules.levels());
        assertEquals("unknown level 'grandmaster'; levels: easy, medium, hard",
                assertThrows(Rejection.class, () -> rules.computer("grandmaster", 1)).getMessage());
    }
}
