package games.blockade.rules.walls;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Suggestion;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rules of walls, one ruling per test, each played through the game as a player would. */
class WallsRulesTest {

    private static final WallsRules RULES = new WallsRules();

    private static Game<WallsPosition, WallsMove> game(String position) throws Rejection {
        return Game.from(RULES, WallsBoard.STANDARD.preset(), RULES.parsePosition(position));
    }

    private static Game<WallsPosition, WallsMove> start() throws Rejection {
        return Game.start(RULES, WallsBoard.STANDARD.preset(), Side.ONE);
    }

    private static String rejection(Game<WallsPosition, WallsMove> game, String command) {
        return assertThrows(Rejection.class, () -> game.play(command)).getMessage();
    }

    private static List<String> turns(String position) throws Rejection {
        return game(position).legalTurns();
    }

    @Test
    void presetsSetTheBasesPawnsAndWalls() throws Rejection {
        assertEquals("11x14 - d4,h4 d11,h11 9h9v1b 9h9v1b red", start().positionText());
        assertEquals("9x12 - c3,g3 c10,g10 7h7v1b 7h7v1b red",
                Game.start(RULES, WallsBoard.COMPACT.preset(), Side.ONE).positionText());
        assertThrows(Rejection.class, () -> RULES.start(WallsBoard.STANDARD.preset(), Side.TWO));
    }

    @Test
    void aTurnIsAPawnMoveThenAWall() throws Rejection {
        Game<WallsPosition, WallsMove> game = start().play("d4-d6 e5h");
        assertEquals("11x14 e5h h4,d6 d11,h11 8h9v1b 9h9v1b blue", game.positionText());
        assertEquals(Side.TWO, game.toMove().orElseThrow());
    }

    @Test
    void aWallIsRequiredWhileOneCanBePlaced() throws Rejection {
        Game<WallsPosition, WallsMove> game = start();
        assertEquals("the turn is not finished, so nothing was played: d4-d6 still needs a wall; legal next: a1h, a1v,"
                + " b1h, b1v, c1h, c1v, d1h, d1v, e1h, e1v, f1h, f1v, ... (260 in all); a whole turn is e.g. d4-d6 a1h",
                rejection(game, "d4-d6"));
        assertTrue(rejection(game, "e5h").contains("moves a pawn before placing a wall"));
    }

    @Test
    void withNoWallsInHandThePawnMoveEndsTheTurn() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 - d4,h4 d11,h11 0h0v1b 9h9v1b red").play("d4-d6");
        assertEquals(Side.TWO, game.toMove().orElseThrow());
    }

    @Test
    void withOnlyOneKindOfWallLeftOnlyThatKindIsPlaced() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 - d4,h4 d11,h11 0h3v1b 9h9v1b red");
        assertEquals("e5h: Red has no horizontal walls left", rejection(game, "d4-d6 e5h"));
        assertEquals("11x14 e5v h4,d6 d11,h11 0h2v1b 9h9v1b blue", game.play("d4-d6 e5v").positionText());
    }

    @Test
    void aPawnMovesOneOrTwoSquaresStraightOrTurning() throws Rejection {
        List<String> moves = turns("11x14 - d4,h4 d11,h11 0h0v0b 9h9v1b red");
        assertEquals(List.of("d4-d5", "d4-d6", "d4-e5", "d4-c5", "d4-e4", "d4-f4", "d4-e3", "d4-d3", "d4-d2", "d4-c3",
                "d4-c4", "d4-b4", "h4-h5", "h4-h6", "h4-i5", "h4-g5", "h4-i4", "h4-j4", "h4-i3", "h4-h3", "h4-h2", "h4-g3",
                "h4-g4", "h4-f4"), moves);
        assertEquals("d4-d7: a pawn moves one or two squares", rejection(start(), "d4-d7 e5h"));
        assertEquals("d4-e6: a pawn moves one or two squares", rejection(start(), "d4-e6 e5h"));
        assertEquals("d4-d4: a pawn moves one or two squares", rejection(start(), "d4-d4 e5h"));
    }

    @Test
    void aPawnJumpsAnAdjacentOpponentStraightOrTurning() throws Rejection {
        String position = "11x14 - d4,h4 d5,h11 0h0v0b 0h0v0b red";
        List<String> turns = turns(position);
        assertTrue(turns.containsAll(List.of("d4-d6", "d4-c5", "d4-e5")), turns.toString());
        assertFalse(turns.contains("d4-d5"), "the opponent's square is not a destination");
    }

    @Test
    void aPawnNeverPassesThroughItsOwnOtherPawn() throws Rejection {
        String position = "11x14 - d4,d5 d11,h11 0h0v0b 0h0v0b red";
        List<String> turns = turns(position);
        assertFalse(turns.contains("d4-d6"), turns.toString());
        assertTrue(turns.contains("d4-c5"), "c5 is still reached by way of c4");
        Game<WallsPosition, WallsMove> game = game(position);
        assertEquals("d4-d6: via d5, Red's own pawn is in the way", rejection(game, "d4-d6"));
    }

    @Test
    void aRefusalQuotesTheMoveAsTyped() throws Rejection {
        assertEquals("z9-z99: 'z9' is not a square (a1 to k14)", rejection(start(), "z9-z99"));
        assertEquals("Z9-d5: 'Z9' is not a square (a1 to k14)", rejection(start(), "Z9-d5"));
        assertEquals("D4-D7: a pawn moves one or two squares", rejection(start(), "D4-D7 e5h"));
        assertEquals("d4-d6 E5H ends the turn; 'f3h' is too much", rejection(start(), "d4-d6 E5H f3h"));
        assertTrue(assertThrows(Rejection.class, () -> RULES.computer("Brutal", 1)).getMessage()
                .startsWith("unknown level 'Brutal' for walls"));
    }

    @Test
    void aJumpDoesNotLandOnAPawnAndOnlyTheMiddleSquareMayHoldOne() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 - d4,h4 d5,d6 0h0v0b 0h0v0b red");
        assertEquals("d4-d6: d6 holds Blue's pawn", rejection(game, "d4-d6"));
        assertEquals("d4-d5: d5 holds Blue's pawn", rejection(game, "d4-d5"));
    }

    @Test
    void noStepCrossesAWallSegment() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d4h d4,h4 d11,h11 0h0v0b 0h0v0b red");
        assertEquals("d4-d5: the wall d4h stands between d4 and d5", rejection(game, "d4-d5"));
        assertEquals("d4-e5: via d5, the wall d4h stands between d4 and d5; via e4, the wall d4h stands between e4 and e5",
                rejection(game, "d4-e5"));
        assertTrue(game.legalTurns().contains("d4-c5"), "c5 is reached by way of c4");
    }

    @Test
    void wallsMayNotShareAnEdge() throws Rejection {
        Game<WallsPosition, WallsMove> game = start().play("d4-d6 e5h");
        assertEquals("f5h shares an edge with e5h", rejection(game, "d11-d9 f5h"));
        assertEquals("d5h shares an edge with e5h", rejection(game, "d11-d9 d5h"));
        assertEquals(Side.ONE, game.play("d11-d9 g5h").toMove().orElseThrow(), "end to end is allowed");
    }

    @Test
    void wallsMayNotCrossAtTheirCentre() throws Rejection {
        Game<WallsPosition, WallsMove> game = start().play("d4-d6 e5h");
        assertEquals("e5v crosses e5h at its centre", rejection(game, "d11-d9 e5v"));
    }

    @Test
    void aWallMayTouchAnotherWithItsEnd() throws Rejection {
        Game<WallsPosition, WallsMove> game = start().play("d4-d6 e5h");
        assertEquals("11x14 d5v,e5h h4,d6 d9,h11 8h9v1b 9h8v1b red", game.play("d11-d9 d5v").positionText());
        assertEquals("11x14 f4v,e5h h4,d6 d9,h11 8h9v1b 9h8v1b red", game.play("d11-d9 f4v").positionText());
    }

    @Test
    void noWallMayCutAPawnOffFromABase() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 c10h,c11v,d11v d4,h4 d11,h11 9h9v1b 9h9v1b red");
        assertEquals("c12h would wall Blue's pawn on d11 off from d4", rejection(game, "d4-d6 c12h"));
        assertEquals("d12h would wall Blue's pawn on d11 off from d4", rejection(game, "d4-d6 d12h"));
    }

    @Test
    void noWallMayCutAnEmptyBaseOff() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 c10h,c11v,d11v d4,h4 e11,h11 9h9v1b 9h9v1b red");
        assertEquals("c12h would wall the home base d11 off from Red's pawn on h4", rejection(game, "d4-d6 c12h"));
    }

    @Test
    void aWallMayCloseOffARegionWithNoPawnAndNoBase() throws Rejection {
        Game<WallsPosition, WallsMove> game = start().play("d4-d6 a2h");
        assertEquals("11x14 b1v,a2h h4,d6 d9,h11 8h9v1b 9h8v1b red", game.play("d11-d9 b1v").positionText());
    }

    @Test
    void aPositionWithAPawnWalledOffIsRefused() {
        Rejection e = assertThrows(Rejection.class,
                () -> RULES.parsePosition("11x14 c10h,c11v,d11v,c12h d4,h4 d11,h11 9h9v1b 9h9v1b red"));
        assertEquals("the walls cut Blue's pawn on d11 off from d4", e.getMessage());
    }

    @Test
    void theBombOpensAGap() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d4h d4,h4 d11,h11 9h9v1b 9h9v1b red");
        assertTrue(rejection(game, "d4-d5 e5h").contains("the wall d4h stands between d4 and d5"));
        Game<WallsPosition, WallsMove> after = game.play("xd4n d4-d5 e5h");
        assertEquals("11x14 d4he,e5h h4,d5 d11,h11 8h9v0b 9h9v1b blue", after.positionText());
    }

    @Test
    void theHalfThatRemainsStillBlocks() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d4h d4,e4 d11,h11 9h9v1b 9h9v1b red").play("xd4n d4-d5 a1h");
        assertEquals("11x14 a1h,d4he e4,d5 d11,h11 8h9v0b 9h9v1b blue", game.positionText());
        Game<WallsPosition, WallsMove> red = game.play("d11-d10 a3h");
        assertEquals("e4-e5: the east half of d4h stands between e4 and e5", rejection(red, "e4-e5"));
    }

    @Test
    void theCentreStaysTakenWhileEitherHalfStandsAndIsFreedWhenBothAreGone() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d4h d4,h4 d11,h11 9h9v1b 9h9v1b red").play("xd4n d4-d5 a1h");
        assertEquals("d4v crosses the east half of d4h at its centre", rejection(game, "d11-d10 d4v"));
        // Blue brings a pawn to e4, bombs the other half away: the centre is free again
        Game<WallsPosition, WallsMove> blue = game("11x14 d4he d5,h4 e4,h11 9h9v0b 9h9v1b blue");
        Game<WallsPosition, WallsMove> freed = blue.play("xe4n e4-f4 d4v");
        assertEquals("11x14 d4v h4,d5 f4,h11 9h9v0b 9h8v0b red", freed.positionText());
    }

    @Test
    void aBombedSegmentMayBeCoveredByANewWall() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d4h d4,h4 d11,h11 9h9v1b 9h9v1b red");
        assertEquals("c4h shares an edge with d4h", rejection(game, "d4-c5 c4h"));
        assertEquals("11x14 c4h,d4he h4,d6 d11,h11 8h9v0b 9h9v1b blue", game.play("xd4n d4-d6 c4h").positionText());
    }

    @Test
    void theBombHitsOnlyAnEdgeOfASquareHoldingOneOfTheBombersPawns() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d5h d4,h4 d11,h11 9h9v1b 9h9v1b red");
        assertEquals("xd5n: a bomb hits an edge of a square holding one of Red's pawns (d4, h4)",
                rejection(game, "xd5n d4-d6 a1h"));
        assertEquals("xd4n: no wall stands on that edge", rejection(game, "xd4n d4-d6 a1h"));
        assertEquals("xd6s: a bomb hits an edge of a square holding one of Red's pawns (d4, h4)",
                rejection(game, "xd6s"));
    }

    @Test
    void theBombGoesOffBeforeThePawnMovesAndOnlyOnce() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d4h d4,h4 d11,h11 9h9v1b 9h9v1b red");
        assertTrue(rejection(game, "d4-c4 xc4n").contains("the bomb goes off before the pawn moves"));
        Game<WallsPosition, WallsMove> used = game("11x14 d4h d4,h4 d11,h11 9h9v0b 9h9v1b red");
        assertEquals("xd4n: Red has already used the bomb", rejection(used, "xd4n"));
    }

    @Test
    void bothNamesOfABombedSegmentAreAcceptedAndTheOwnSquaresIsCanonical() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 c4h d5,h4 d11,h11 9h9v1b 9h9v1b red");
        Game<WallsPosition, WallsMove> south = game.play("xd5s d5-d7 a1h");
        Game<WallsPosition, WallsMove> north = game.play("xd4n d5-d7 a1h");
        assertEquals(south.positionText(), north.positionText());
        assertEquals("xd5s d5-d7 a1h", south.plies().get(0).notation());
        assertEquals("xd5s d5-d7 a1h", north.plies().get(0).notation());
    }

    @Test
    void aPlayerWithNoPawnMoveStillPlacesAWall() throws Rejection {
        String stuck = "11x14 a1v,a3v a1,a2 a3,a4 %s 9h9v1b red";
        Game<WallsPosition, WallsMove> game = game(String.format(stuck, "9h9v0b"));
        Game<WallsPosition, WallsMove> after = game.play("e5h");
        assertEquals(Side.TWO, after.toMove().orElseThrow());
        assertEquals("pass: Red can still play; legal: b1h, b1v, c1h, c1v, d1h, d1v, e1h, e1v, f1h, f1v, g1h, g1v, ... (252 in all)",
                rejection(game, "pass"));
    }

    @Test
    void aPlayerWhoCanNeitherMoveNorPlaceAWallPasses() throws Rejection {
        String stuck = "11x14 a1v,a3v a1,a2 a3,a4 0h0v0b 9h9v1b red";
        assertEquals(List.of("pass"), turns(stuck));
        Game<WallsPosition, WallsMove> passed = game(stuck).play("pass");
        assertEquals("11x14 a1v,a3v a1,a2 a3,a4 0h0v0b 9h9v1b blue", passed.positionText());
    }

    @Test
    void aStuckPlayerWithTheBombMayBombOrPass() throws Rejection {
        List<String> turns = turns("11x14 a1v,a3v a1,a2 a3,a4 0h0v1b 9h9v1b red");
        assertEquals(List.of("pass", "xa1e a1-b1", "xa1e a1-b2", "xa1e a1-c1", "xa2e a2-b2", "xa2e a2-b3", "xa2e a2-c2",
                "xa2e a2-b1"), turns);
    }

    @Test
    void theBombMayBeUsedWithNoWallAfterIt() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d4h d4,h4 d11,h11 0h0v1b 9h9v1b red").play("xd4n d4-d5");
        assertEquals("11x14 d4he h4,d5 d11,h11 0h0v0b 9h9v1b blue", game.positionText());
    }

    @Test
    void theWinEndsTheGameRightAfterThePawnMoveWithNoWall() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 - d10,h11 d5,h5 9h9v1b 9h9v1b red");
        Game<WallsPosition, WallsMove> won = game.play("d10-d11");
        assertEquals(new Outcome.Win(Side.ONE, WallsRules.BASES), won.outcome().orElseThrow());
        assertEquals("d10-d11 ends the turn; 'e5h' is too much", rejection(game, "d10-d11 e5h"));
        assertEquals("Red's pawns stand on both of Blue's home bases", RULES.describe(won.outcome().orElseThrow()));
    }

    @Test
    void oneBaseIsNotEnough() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 - d10,e4 d5,h4 9h9v1b 9h9v1b red").play("d10-d11 a1h");
        assertFalse(game.isOver(), "Lakeside's original ends here; this variant needs both bases");
    }

    @Test
    void bothPawnsMustStandOnDifferentBases() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 - d11,f11 d5,h5 9h9v1b 9h9v1b red");
        assertTrue(game.play("f11-h11").isOver());
        assertFalse(game.play("f11-g11 a1h").isOver());
    }

    @Test
    void threefoldRepetitionDrawsCountingWallsInHand() throws Rejection {
        String position = "11x14 - d4,h4 d11,h11 0h0v0b 0h0v0b red";
        Game<WallsPosition, WallsMove> game = game(position);
        for (int i = 0; i < 2; i++) {
            game = game.play("d4-d5").play("d11-d10").play("d5-d4").play("d10-d11");
        }
        assertEquals(new Outcome.Draw(Outcome.REPETITION), game.outcome().orElseThrow());
        WallsPosition withWalls = RULES.parsePosition("11x14 - d4,h4 d11,h11 1h0v0b 0h0v0b red");
        assertFalse(RULES.repetitionKey(withWalls).equals(RULES.repetitionKey(RULES.parsePosition(position))));
    }

    @Test
    void suggestCompletesTheTurnPartByPart() throws Rejection {
        Game<WallsPosition, WallsMove> game = game("11x14 d4h d4,h4 d11,h11 9h9v1b 9h9v1b red");
        List<Suggestion> bomb = game.suggest("x", 25);
        assertEquals(new Suggestion("xd4n", Optional.of(new games.blockade.rules.language.Term("rest.walls.pawn-and-wall"))), bomb.get(0));
        assertEquals(List.of("xd4n d4-d5", "xd4n d4-d6"), commands(game.suggest("xd4n d4-d", 25)).subList(0, 2));
        assertEquals(List.of("d4-c4 a1h", "d4-c4 a1v", "d4-c4 a10h"), commands(game.suggest("d4-c4 a1", 25)).subList(0, 3));
    }

    private static List<String> commands(List<Suggestion> choices) {
        return choices.stream().map(Suggestion::command).toList();
    }

    @Test
    void theGameReportsStatusAfterEachPart() throws Rejection {
        WallsPosition start = RULES.start(WallsBoard.STANDARD.preset());
        WallsPosition moved = RULES.play(start, RULES.parseMove(start, "d4-d6"));
        assertEquals(new Status.ToMove(Side.ONE), RULES.status(moved));
        assertEquals("11x14 - h4,d6 d11,h11 9h9v1b 9h9v1b red:wall", RULES.formatPosition(moved));
        assertEquals("d6-d7: Red has moved a pawn this turn; now a wall",
                assertThrows(Rejection.class, () -> RULES.parseMove(moved, "d6-d7")).getMessage());
    }
}
