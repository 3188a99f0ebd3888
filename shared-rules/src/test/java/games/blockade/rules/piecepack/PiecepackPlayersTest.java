package games.blockade.rules.piecepack;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PiecepackPlayersTest {

    private static final PiecepackRules RULES = new PiecepackRules();

    @Test
    void everyLevelPlaysWholeLegalTurnsForBothSidesFromTheSetup() throws Rejection {
        for (String level : RULES.levels()) {
            ComputerPlayer<PiecepackPosition, PiecepackMove> runner = level.equals("hard")
                    ? PiecepackPlayers.hard(RULES, 1, Duration.ofMillis(100)) : RULES.computer(level, 1);
            ComputerPlayer<PiecepackPosition, PiecepackMove> blocker = level.equals("hard")
                    ? PiecepackPlayers.hard(RULES, 2, Duration.ofMillis(100)) : RULES.computer(level, 2);
            Game<PiecepackPosition, PiecepackMove> game = Game.start(RULES, RULES.presets().get(0), RULES.defaultFirst());
            for (int ply = 0; ply < 14 && !game.isOver(); ply++) {
                ComputerPlayer<PiecepackPosition, PiecepackMove> player = game.toMove().orElseThrow() == Side.ONE ? runner : blocker;
                String turn = RULES.formatTurn(game.position(), player.play(game.position()));
                game = game.play(turn);
            }
            assertTrue(game.plies().size() >= 3, level);
        }
    }

    @Test
    void theRunnerTakesAWinAndTheBlockerCutsAThreat() throws Rejection {
        PiecepackPosition open = RULES.parsePosition(PiecepackRulesTest.OPEN_FILE);
        for (String level : new String[] {"easy", "hard"}) {
            PiecepackPosition after = RULES.play(open, RULES.computer(level, 3).play(open).get(0));
            assertTrue(after.runnerArrived(), level);
        }
        // The suns pawn on a1 has an open file to a8 unless the moons coin on b6 steps into it.
        PiecepackPosition threatened = RULES.parsePosition("...ccc/...ccc/.m..mm/...mmm/.s.aaa/s..aaa/..ssss/S..MCA b");
        for (String level : new String[] {"easy", "hard"}) {
            PiecepackPosition after = threatened;
            for (PiecepackMove move : RULES.computer(level, 4).play(threatened)) {
                after = RULES.play(after, move);
            }
            assertEquals(Optional.empty(), Game.from(RULES, RULES.presets().get(0), after).legalTurns().stream()
                    .filter(t -> t.startsWith("a1-a8")).findAny(), level);
        }
    }

    @Test
    void withTheLanesEqualTheBlockerPrefersLeavingTheRunnerFewerMoves() throws Rejection {
        // One arms step apart (a3-b2 against a3-b3): the same lanes, 21 runner moves against 23.
        PiecepackPosition fewer = RULES.parsePosition(".sa..c/smc.aa/..ac../mmscs./smca../m.amcs/....../C..SMA r");
        PiecepackPosition more = RULES.parsePosition(".sa..c/smc.aa/..ac../mmscs./smca../m..mcs/.a..../C..SMA r");
        assertEquals(Evaluation.lanes(fewer), Evaluation.lanes(more));
        assertEquals(21, PiecepackRules.pawnMoves(fewer).size());
        assertEquals(23, PiecepackRules.pawnMoves(more).size());
        assertTrue(PiecepackPlayer.blockerCost(fewer) < PiecepackPlayer.blockerCost(more));
    }

    @Test
    void anUnknownLevelIsRejected() {
        assertTrue(assertThrows(Rejection.class, () -> RULES.computer("grandmaster", 0)).getMessage()
                .contains("levels: random, easy, hard"));
    }
}
