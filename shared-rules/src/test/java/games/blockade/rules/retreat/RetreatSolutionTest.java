package games.blockade.rules.retreat;

import games.blockade.rules.ComputerPlayer;
import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static games.blockade.rules.retreat.RetreatTesting.RULES;
import static games.blockade.rules.retreat.RetreatTesting.after;
import static games.blockade.rules.retreat.RetreatTesting.position;
import static games.blockade.rules.retreat.RetreatTesting.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The solved game and the perfect player built on it. */
class RetreatSolutionTest {

    private static final RetreatSolution SOLUTION = RetreatSolution.ofStart();
    private static final RetreatValue DRAW = new RetreatValue(RetreatValue.Result.DRAW, 0);

    private static RetreatValue value(RetreatPosition position) {
        return SOLUTION.value(position).orElseThrow();
    }

    @Test
    void theStartIsADrawThatOnlyTheDrawKeeps() {
        RetreatPosition start = RetreatPosition.start();
        assertEquals(DRAW, value(start));
        Map<String, RetreatValue.Result> forBlack = Map.of(
                "B1-3", RetreatValue.Result.LOSS, "C2-3", RetreatValue.Result.LOSS, "D2-3", RetreatValue.Result.DRAW,
                "B3-1", RetreatValue.Result.LOSS, "B3-5", RetreatValue.Result.LOSS);
        forBlack.forEach((move, result) -> assertEquals(result, value(after(start, move)).forMover().result(), move));
    }

    @Test
    void everySampledValueFollowsFromItsSuccessorsUnderTheIndependentGenerator() {
        for (int number = 0; number < SOLUTION.positions(); number += 211) {
            RetreatPosition position = RetreatPosition.unpack(SOLUTION.indexState(number));
            SimpleRetreat simple = SimpleRetreat.of(text(position));
            List<RetreatValue> children = new ArrayList<>();
            for (String move : simple.moves()) {
                children.add(value(position(simple.play(move).text())));
            }
            assertEquals(expected(children), value(position), text(position));
        }
    }

    /** The value that successors' values give a position: the definition the solver must meet. */
    private static RetreatValue expected(List<RetreatValue> children) {
        int fastestWin = Integer.MAX_VALUE;
        int slowestLoss = -1;
        boolean draw = false;
        for (RetreatValue child : children) {
            if (child.result() == RetreatValue.Result.LOSS) {
                fastestWin = Math.min(fastestWin, child.plies() + 1);
            } else if (child.result() == RetreatValue.Result.WIN) {
                slowestLoss = Math.max(slowestLoss, child.plies() + 1);
            } else {
                draw = true;
            }
        }
        if (fastestWin != Integer.MAX_VALUE) {
            return new RetreatValue(RetreatValue.Result.WIN, fastestWin);
        }
        return draw ? DRAW : new RetreatValue(RetreatValue.Result.LOSS, Math.max(0, slowestLoss));
    }

    @Test
    void aWinningMoveIntoTheMoatIsAWinInOnePly() {
        int found = 0;
        for (int number = 0; number < SOLUTION.positions() && found < 50; number++) {
            RetreatPosition position = RetreatPosition.unpack(SOLUTION.indexState(number));
            for (RetreatMove move : RULES.moves(position)) {
                RetreatPosition next = RULES.play(position, move);
                if (RULES.status(next) instanceof games.blockade.rules.Status.Over over
                        && RetreatRules.MOAT.equals(over.outcome().reason())) {
                    assertEquals(new RetreatValue(RetreatValue.Result.WIN, 1), value(position), text(position));
                    assertEquals(new RetreatValue(RetreatValue.Result.LOSS, 0), value(next));
                    found++;
                }
            }
        }
        assertEquals(50, found);
    }

    @Test
    void thePerfectPlayerSolvesAPositionTheStartCannotReach() throws Rejection {
        RetreatPosition oneStep = position("b/./b/B/B/C/././c/. b - -");
        assertEquals(Optional.empty(), SOLUTION.value(oneStep), "no last moves, yet not the start");
        assertEquals(List.of(new RetreatMove(RetreatUnit.C, 9, 10)), RULES.computer("perfect", 2).play(oneStep));
    }

    @Test
    void aBlockedPlayerHasLostInZero() {
        RetreatPosition blocked = position("b/./c/././././b/C/BB w B6-8 BB8-10");
        assertEquals(new RetreatValue(RetreatValue.Result.LOSS, 0), value(blocked));
    }

    @Test
    void thePerfectPlayerKeepsTheValueWinningFastestAndLosingSlowest() throws Rejection {
        ComputerPlayer<RetreatPosition, RetreatMove> perfect = RULES.computer("perfect", 1);
        int checked = 0;
        for (int number = 0; number < SOLUTION.positions(); number += 397) {
            RetreatPosition position = RetreatPosition.unpack(SOLUTION.indexState(number));
            if (RULES.moves(position).isEmpty()) {
                continue;
            }
            List<RetreatMove> chosen = perfect.play(position);
            assertEquals(1, chosen.size());
            assertEquals(value(position), value(RULES.play(position, chosen.get(0))).forMover(), text(position));
            checked++;
        }
        assertTrue(checked > 1000);
    }

    @Test
    void thePerfectPlayerNeverLosesToTheRandomPlayerWithEitherColour() throws Rejection {
        for (long seed = 0; seed < 12; seed++) {
            Side perfectSide = seed % 2 == 0 ? Side.ONE : Side.TWO;
            Outcome outcome = playOut(Map.of(perfectSide, RULES.computer("perfect", seed),
                    perfectSide.other(), RULES.computer("random", seed)));
            assertFalse(outcome instanceof Outcome.Win win && win.winner() != perfectSide, outcome.toString());
        }
    }

    @Test
    void twoPerfectPlayersDrawByRepetition() throws Rejection {
        Outcome outcome = playOut(Map.of(Side.ONE, RULES.computer("perfect", 3), Side.TWO, RULES.computer("perfect", 4)));
        assertEquals(new Outcome.Draw(Outcome.REPETITION), outcome);
    }

    @Test
    void theSearchPlayerTakesAWinInOneAndPlaysOnlyLegalMoves() throws Rejection {
        ComputerPlayer<RetreatPosition, RetreatMove> search = RULES.computer("search", 5);
        assertEquals(List.of(new RetreatMove(RetreatUnit.C, 9, 10)), search.play(position("b/./b/B/B/C/././c/. b - -")));
        Outcome outcome = playOut(Map.of(Side.ONE, search, Side.TWO, RULES.computer("random", 6)));
        assertTrue(outcome instanceof Outcome.Win || outcome instanceof Outcome.Draw);
    }

    @Test
    void levelsAreWeakestFirstAndAnUnknownLevelIsRefused() {
        assertEquals(List.of("random", "search", "perfect"), RULES.levels());
        Rejection rejection = assertThrows(Rejection.class, () -> RULES.computer("grandmaster", 1));
        assertEquals("unknown level 'grandmaster' for retreat; levels: random, search, perfect", rejection.getMessage());
    }

    @Test
    void theSameSeedPlaysTheSameGame() throws Rejection {
        Outcome first = playOut(Map.of(Side.ONE, RULES.computer("random", 9), Side.TWO, RULES.computer("random", 10)));
        Outcome again = playOut(Map.of(Side.ONE, RULES.computer("random", 9), Side.TWO, RULES.computer("random", 10)));
        assertEquals(first, again);
    }

    /** Plays a game between computer players until it ends; repetition guarantees it does. */
    private static Outcome playOut(Map<Side, ComputerPlayer<RetreatPosition, RetreatMove>> players) throws Rejection {
        Game<RetreatPosition, RetreatMove> game = Game.start(RULES, RULES.presets().get(0), Side.ONE);
        while (!game.isOver()) {
            Side side = game.toMove().orElseThrow();
            List<RetreatMove> moves = players.get(side).play(game.position());
            game = game.play(side, RULES.formatTurn(game.position(), moves));
        }
        return game.outcome().orElseThrow();
    }
}
