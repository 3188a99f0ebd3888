package games.blockade.rules.piecepack;

import games.blockade.rules.Perft;
import games.blockade.rules.Rejection;
import games.blockade.rules.Turn;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Perft from positions counted by hand, and from many positions checked against
 * {@link SimpleGenerator}. The hand counts are worked out in {@code docs/rules/piecepack.md}.
 */
class PiecepackPerftTest {

    private static final PiecepackRules RULES = new PiecepackRules();
    private static final String BANDS_RUNNER = PiecepackRulesTest.BANDS.replace(" b", " r");

    private static long perft(String position, int depth) throws Rejection {
        return Perft.count(RULES, RULES.parsePosition(position), depth);
    }

    @Test
    void everyChainOfStepsIsSeenWhateverOrderItWasChosenIn() throws Rejection {
        // Between the bands most turns step a coin into a square another coin leaves in the same turn.
        PiecepackPosition bands = RULES.parsePosition(PiecepackRulesTest.BANDS);
        Set<PiecepackPosition> seen = new HashSet<>();
        boolean stopped = BlockerTurns.anyResult(bands, result -> {
            seen.add(result);
            return false;
        });
        assertFalse(stopped);
        Set<PiecepackPosition> listed = new HashSet<>();
        RULES.turns(bands).forEach(t -> listed.add(t.result()));
        assertEquals(listed, seen);
    }

    @Test
    void runnerMovesBetweenTheBandsCountedByHand() throws Rejection {
        // suns a1: a2-a5 and b2-e5 (stopping on its own coins), e1, f1: 10; moons b1: 3 + 3 + a2 + e1, f1: 9;
        // crowns c1: 3 + 3 + 2 + 2: 10; arms d1: 3 + 2 + 3 + 2: 10.
        assertEquals(39, perft(BANDS_RUNNER, 1));
    }

    @Test
    void blockerTurnsBetweenTheBandsCountedByHand() throws Rejection {
        // Only suns can step into the open (16 ways); arms, moons, crowns can only follow into the
        // square just left, one band further each: 1 + 16 + 44 + 122 + 340.
        assertEquals(523, perft(PiecepackRulesTest.BANDS, 1));
    }

    @Test
    void pawnSetupsCountedByHand() throws Rejection {
        String setup = "cccccc/mmmmmm/aaaaaa/ssssss/....../....../....../...... r setup";
        assertEquals(6 * 5 * 4 * 3, perft(setup, 1));
        // The moves after each setup depend on its columns: summed by the plain generator.
        long sum = 0;
        for (Turn<PiecepackPosition, PiecepackMove> turn : RULES.turns(RULES.parsePosition(setup))) {
            sum += SimpleGenerator.perft(SimpleGenerator.read(RULES.formatPosition(turn.result())), 1);
        }
        assertEquals(sum, perft(setup, 2));
    }

    @Test
    void aHemmedRunnerAndAFinishedGameHaveNoTurns() throws Rejection {
        assertEquals(0, perft(PiecepackRulesTest.HEMMED, 1));
        assertEquals(1, perft(PiecepackRulesTest.HEMMED, 0));
        assertEquals(0, perft("S..ccc/...ccc/...mmm/...mmm/.s.aaa/s..aaa/..ssss/...MCA b", 1), "a pawn on row 8");
    }

    @Test
    void deeperPerftAgreesWithThePlainGenerator() throws Rejection {
        for (String position : List.of(PiecepackRulesTest.OPEN_FILE, PiecepackRulesTest.HEMMED)) {
            assertEquals(SimpleGenerator.perft(SimpleGenerator.read(position), 1), perft(position, 1), position);
        }
        for (int depth = 1; depth <= 3; depth++) {
            assertEquals(SimpleGenerator.perft(SimpleGenerator.read(BANDS_RUNNER), depth), perft(BANDS_RUNNER, depth),
                    "depth " + depth);
        }
    }

    @Test
    void blockerTurnsAgreeWithThePlainGeneratorInPlayedPositions() throws Rejection {
        SplittableRandom random = new SplittableRandom(7);
        int checked = 0;
        for (int game = 0; game < 6; game++) {
            PiecepackPosition position = RULES.play(RULES.play(PiecepackPosition.START,
                            new PiecepackMove.CoinSetup(PiecepackSetups.randomCoins(random.nextLong()))),
                    new PiecepackMove.PawnSetup(PiecepackSetups.randomPawns(random.nextLong())));
            for (int ply = 0; ply < 30 && !RULES.moves(position).isEmpty(); ply++) {
                // The plain generator tries every order of steps, so the checks start part way
                // through a turn, with two suits (or, once a game, three) still to step.
                if (position.phase() == PiecepackPosition.Phase.BLOCKER && ply % 6 == 3) {
                    PiecepackPosition partway = randomStep(position, random);
                    partway = ply == 3 ? partway : randomStep(partway, random);
                    if (partway.phase() == PiecepackPosition.Phase.BLOCKER) {
                        assertSameTurns(partway);
                        checked++;
                    }
                }
                List<PiecepackMove> moves = RULES.moves(position);
                position = RULES.play(position, moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(checked >= 12, checked + " positions checked");
    }

    private static PiecepackPosition randomStep(PiecepackPosition position, SplittableRandom random) {
        List<PiecepackMove> moves = RULES.moves(position);
        return moves.size() == 1 ? position : RULES.play(position, moves.get(random.nextInt(moves.size() - 1)));
    }

    private static void assertSameTurns(PiecepackPosition position) throws Rejection {
        List<Turn<PiecepackPosition, PiecepackMove>> turns = RULES.turns(position);
        Set<String> ours = new HashSet<>();
        for (Turn<PiecepackPosition, PiecepackMove> turn : turns) {
            ours.add(RULES.formatPosition(turn.result()));
            assertEquals(turn.result(), replay(position, turn.moves()), "steps in a playable order");
        }
        Set<String> plain = new HashSet<>();
        for (SimpleGenerator.Board board : SimpleGenerator.blockerTurns(SimpleGenerator.read(RULES.formatPosition(position)))) {
            plain.add(SimpleGenerator.write(board));
        }
        assertEquals(plain, ours, RULES.formatPosition(position));
        assertEquals(turns.size(), ours.size(), "each result once");
        assertEquals(turns.size(), RULES.countTurns(position));
    }

    private static PiecepackPosition replay(PiecepackPosition position, List<PiecepackMove> moves) throws Rejection {
        PiecepackPosition current = position;
        for (PiecepackMove move : moves) {
            current = RULES.play(current, RULES.parseMove(current, RULES.formatMove(current, move)));
        }
        return current;
    }
}
