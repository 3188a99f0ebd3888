package games.blockade.rules.piecepack;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PiecepackPlayersTest {

    private static final PiecepackRules RULES = new PiecepackRules();
    /** The runner to move with threats whose check visits some 56,000 blocker turns. */
    private static final String CROWDED_RUNNER = ".csmsm/ssaA*ac/.ccmM./...c.c/aam.../..a.../s..m../CsSm.. r";
    /** The blocker to move where refusing the runner a forcing move visits some 47,000 blocker turns. */
    private static final String CROWDED_BLOCKER = ".csmsm/ssA*aac/.ccm.M/.m.cc./aa..../....../ssam../C.Sm.. b";
    /** The rulings' example with the blocker to move: 103,902 distinct turns. */
    private static final String MOST_TURNS = ".sa..c/smc.aa/..ac../mmscs./smca../ma.mcs/....../C..SMA b";
    private static final String PAWN_SETUP = "ss.ccc/s..ccc/...mmm/s..mmm/s..aaa/s..aaa/....../...... r setup";
    private static final int SLACK = 5;

    /** A clock that moves one nanosecond at each reading: a budget of N nanoseconds allows N readings. */
    private static final class CountingClock implements LongSupplier {
        long readings;

        @Override
        public long getAsLong() {
            return readings++;
        }
    }

    /** How often a fresh player read the clock for one decision, which must be legal. */
    private static long readings(PiecepackPlayer.Level level, PiecepackPosition position, long budget) throws Rejection {
        CountingClock clock = new CountingClock();
        List<PiecepackMove> moves = new PiecepackPlayer(RULES, level, 7, Duration.ofNanos(budget), clock).play(position);
        Game.from(RULES, RULES.presets().get(0), position).play(RULES.formatTurn(position, moves));
        return clock.readings;
    }

    private static List<PiecepackPosition> hardestPositions() throws Rejection {
        return List.of(RULES.start(RULES.presets().get(0), RULES.defaultFirst()), RULES.parsePosition(PAWN_SETUP),
                RULES.parsePosition(CROWDED_RUNNER), RULES.parsePosition(CROWDED_BLOCKER), RULES.parsePosition(MOST_TURNS));
    }

    @Test
    void everyLevelStopsJustAfterItsBudgetWithALegalTurnReady() throws Rejection {
        for (PiecepackPlayer.Level level : PiecepackPlayer.Level.values()) {
            for (PiecepackPosition position : hardestPositions()) {
                for (long budget : new long[] {0, 20, 1000}) {
                    long readings = readings(level, position, budget);
                    assertTrue(readings <= budget + SLACK, level + " read the clock " + readings + " times on a budget of "
                            + budget + " at " + position);
                }
            }
        }
    }

    @Test
    void theLongestLoopsReadTheClockAtEachStepSoTheBudgetStopsThem() throws Rejection {
        // Each loop needs more readings than the budget unless stopped: 40 or 400 coin setups, 360 pawn setups,
        // tens of thousands of blocker turns in the checks of the hard players.
        PiecepackPosition coinSetup = hardestPositions().get(0);
        assertTrue(readings(PiecepackPlayer.Level.HARD, coinSetup, Long.MAX_VALUE / 2) >= 400, "one reading per coin setup");
        Map<String, Long> budgets = new HashMap<>();
        budgets.put("EASY " + coinSetup, 30L);
        budgets.put("HARD " + coinSetup, 300L);
        budgets.put("EASY " + PAWN_SETUP, 300L);
        budgets.put("HARD " + PAWN_SETUP, 300L);
        budgets.put("HARD " + CROWDED_RUNNER, 5000L);
        budgets.put("HARD " + CROWDED_BLOCKER, 5000L);
        for (Map.Entry<String, Long> entry : budgets.entrySet()) {
            String[] levelAndPosition = entry.getKey().split(" ", 2);
            long readings = readings(PiecepackPlayer.Level.valueOf(levelAndPosition[0]),
                    RULES.parsePosition(levelAndPosition[1]), entry.getValue());
            assertTrue(readings >= entry.getValue() && readings <= entry.getValue() + SLACK,
                    entry.getKey() + ": " + readings + " readings on a budget of " + entry.getValue());
        }
    }

    @Test
    void theRandomBlockerDrawsEveryDistinctTurnAlike() throws Rejection {
        // Steps between the bands mostly need another coin to leave first: 131 distinct turns, few choices playable.
        PiecepackPosition bands = RULES.parsePosition("cccmmm/cccmmm/aaasss/aaasss/....../....../....../SMCA.. b");
        Map<PiecepackPosition, Integer> drawn = new HashMap<>();
        RULES.turns(bands).forEach(t -> drawn.put(t.result(), 0));
        assertEquals(131, drawn.size());
        int perTurn = 60;
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < perTurn * drawn.size(); i++) {
            PiecepackPosition result = BlockerTurns.random(bands, random, () -> false).result();
            assertTrue(drawn.containsKey(result), "not a legal turn: " + result);
            drawn.merge(result, 1, Integer::sum);
        }
        double chiSquare = drawn.values().stream().mapToDouble(n -> (n - perTurn) * (n - perTurn) / (double) perTurn).sum();
        // 130 degrees of freedom: mean 130, standard deviation 16; a lean towards some turns lands far above.
        assertTrue(chiSquare < 200, "chi-square " + chiSquare + " over " + drawn);
        assertTrue(drawn.values().stream().allMatch(n -> n > 0));
    }

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
