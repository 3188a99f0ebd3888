package games.blockade.rules.analysis;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.retreat.RetreatRules;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the analysis and the puzzles refuse, each with a message saying why. */
class RefusalsTest {

    private static final RetreatRules RETREAT = new RetreatRules();

    /** A puzzle of the solved game: Black's only move that keeps the draw at the start. */
    private static final Puzzle DRAW_AT_THE_START = new Puzzle("retreat", "standard", "b/c/b/././././B/C/B b - -",
            Side.ONE, "D2-3", Puzzle.Kind.SAVE, 126);

    @Test
    void aGameWithNoAnalystIsRefused() {
        Game<Object, Object> chess = Game.from(rulesOf("chess"), new Preset("standard", ""), "start");
        Rejection refusal = assertThrows(Rejection.class, () -> Analysis.of(chess));
        assertEquals("there is no analysis for the game 'chess'", refusal.getMessage());
    }

    @Test
    void anUnfinishedGameHasNeitherAnalysisNorPuzzles() throws Rejection {
        Game<?, ?> game = Game.start(RETREAT, RETREAT.presets().get(0), Side.ONE).play("D2-3");
        assertEquals("the game is not over: a game is analysed once it has ended",
                assertThrows(Rejection.class, () -> Analysis.of(game)).getMessage());
        assertEquals("the game is not over: puzzles are taken from finished games",
                assertThrows(Rejection.class, () -> Puzzles.find(game)).getMessage());
    }

    @Test
    void theStartsOnlyDrawingMoveIsAPuzzleThatChecksAgain() throws Rejection {
        assertTrue(Puzzles.verify(DRAW_AT_THE_START));
        Puzzle wrongSolution = new Puzzle("retreat", "standard", DRAW_AT_THE_START.position(), Side.ONE, "B3-5",
                Puzzle.Kind.SAVE, 126);
        assertFalse(Puzzles.verify(wrongSolution));
    }

    @Test
    void aPuzzleOfAnUnknownGameOrPositionIsRefused() {
        Puzzle unknownGame = new Puzzle("chess", "standard", "start", Side.ONE, "e4", Puzzle.Kind.WIN, 1);
        assertEquals("unknown game 'chess'; games: retreat, piecepack, walls, backgammon",
                assertThrows(Rejection.class, () -> Puzzles.check(unknownGame, Side.ONE, "e4")).getMessage());
        Puzzle badPosition = new Puzzle("retreat", "standard", "b/c/b", Side.ONE, "D2-3", Puzzle.Kind.SAVE, 1);
        assertThrows(Rejection.class, () -> Puzzles.verify(badPosition));
    }

    @Test
    void anAnswerOutOfTurnOrIllegalIsRefusedAndAWrongOneSaysWhy() throws Rejection {
        assertEquals("it is not your turn: Black is to move",
                assertThrows(Rejection.class, () -> Puzzles.check(DRAW_AT_THE_START, Side.TWO, "D9-8")).getMessage());
        assertTrue(assertThrows(Rejection.class, () -> Puzzles.check(DRAW_AT_THE_START, Side.ONE, "D2-4"))
                .getMessage().startsWith("D2-4: "));
        assertEquals(new Puzzles.Answer.Wrong("wrong: after B3-5, White can force a win"),
                Puzzles.check(DRAW_AT_THE_START, Side.ONE, "B3-5"));
        assertEquals(new Puzzles.Answer.Right("right: D2-3 is the only choice that saves the game"),
                Puzzles.check(DRAW_AT_THE_START, Side.ONE, "d2-3"));
    }

    /** Rules of a game the platform does not have: just enough to hold a finished game. */
    @SuppressWarnings("unchecked")
    private static Rules<Object, Object> rulesOf(String id) {
        return (Rules<Object, Object>) Proxy.newProxyInstance(Rules.class.getClassLoader(), new Class<?>[] {Rules.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "id" -> id;
                    case "repetitionKey" -> args[0];
                    case "formatPosition" -> String.valueOf(args[0]);
                    case "status" -> new Status.Over(new Outcome.Draw(Outcome.AGREEMENT));
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
