package games.blockade.rules.piecepack;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Placement;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Suggestion;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rulebook, ruling by ruling: each test would fail under the other reading. */
class PiecepackRulesTest {

    static final PiecepackRules RULES = new PiecepackRules();

    /** Suns pawn on a1 under a suns coin on a3; the moons pawn on d1 under a suns coin on d2. */
    static final String OPEN_FILE = "...ccc/...ccc/...mmm/...mmm/.s.aaa/s..aaa/..ssss/S..MCA r";
    /** Four suits in bands on rows 5 to 8, pawns on a1 to d1. */
    static final String BANDS = "cccccc/mmmmmm/aaaaaa/ssssss/....../....../....../SMCA.. b";
    /** Every pawn hemmed in by coins of other suits. */
    static final String HEMMED = "cmmm../sssa../aa..cc/Ca..cA/aa..cc/....../mm..ss/Sm..sM r";

    static Game<PiecepackPosition, PiecepackMove> game(String position) throws Rejection {
        return Game.from(RULES, RULES.presets().get(0), RULES.parsePosition(position));
    }

    static String rejection(Game<PiecepackPosition, PiecepackMove> game, String command) {
        return assertThrows(Rejection.class, () -> game.play(command)).getMessage();
    }

    @Nested
    class Setup {

        static final String COINS = "s:c3,d4,e5,f6,a7,b8 m:a3,b3,d3,e3,f3,a4 c:b4,c4,e4,f4,a5,b5 a:c5,d5,f5,a6,b6,c6";

        @Test
        void theBlockerActsFirstBySettingUpTheCoinsOnAnEmptyBoard() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = Game.start(RULES, RULES.presets().get(0), RULES.defaultFirst());
            assertEquals(Optional.of(PiecepackRules.BLOCKER), game.toMove());
            assertEquals("....../....../....../....../....../....../....../...... b setup", game.positionText());
            assertThrows(Rejection.class, () -> RULES.start(RULES.presets().get(0), Side.ONE));
        }

        @Test
        void thenTheRunnerSetsUpThePawnsAndMakesTheFirstMoveOfPlay() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = Game.start(RULES, RULES.presets().get(0), RULES.defaultFirst())
                    .play(COINS);
            assertEquals(Optional.of(PiecepackRules.RUNNER), game.toMove());
            assertEquals(360, game.legalTurns().size());
            game = game.play("s:a1 m:b1 c:c1 a:d1");
            assertEquals(Optional.of(PiecepackRules.RUNNER), game.toMove());
            assertEquals(PiecepackPosition.Phase.RUNNER, game.position().phase());
            assertEquals("m:b1", game.plies().get(1).notation().split(" ")[1]);
        }

        @Test
        void coinsMayNotBeSetUpInRowsOneAndTwo() {
            String rowTwo = COINS.replace("a7", "a2");
            Rejection rejection = assertThrows(Rejection.class, () -> PiecepackSetups.parseCoins(rowTwo));
            assertTrue(rejection.getMessage().contains("a2: coins may not be set up in rows 1–2"), rejection.getMessage());
            assertThrows(Rejection.class, () -> PiecepackSetups.parseCoins(COINS.replace("a7", "f1")));
        }

        @Test
        void coinsMayBeSetUpInRowThree() throws Rejection {
            Coins coins = PiecepackSetups.parseCoins(COINS);
            assertTrue((coins.all() & 0b111111_000000_000000L) != 0, "row 3 holds coins");
        }

        @Test
        void atMostOneCoinPerSquare() {
            String twice = COINS.replace("a7", "a3");
            Rejection rejection = assertThrows(Rejection.class, () -> PiecepackSetups.parseCoins(twice));
            assertTrue(rejection.getMessage().contains("a3: two coins on one square (moons and suns)")
                    || rejection.getMessage().contains("a3: two coins on one square (suns and moons)"), rejection.getMessage());
        }

        @Test
        void aHandMadeSetupIsRejectedWithEveryProblemNamed() {
            String bad = "s:c3,d4,e5 m:a3,b3,d3,e3,f3,a4,a1 c:b4,c4,e4,f4,a5,b5 c:c5";
            String message = assertThrows(Rejection.class, () -> PiecepackSetups.parseCoins(bad)).getMessage();
            assertTrue(message.contains("suns: 3 coins given, 6 needed"), message);
            assertTrue(message.contains("a1: coins may not be set up in rows 1–2"), message);
            assertTrue(message.contains("moons: 7 coins given, 6 needed"), message);
            assertTrue(message.contains("crowns given twice"), message);
            assertTrue(message.contains("arms: no coins given"), message);
        }

        @Test
        void pawnsAreSetUpOnRowOneOnePerSquare() throws Rejection {
            assertEquals(new Pawns(5, 0, 2, 3), PiecepackSetups.parsePawns("m:a1 s:f1 c:c1 a:d1"));
            assertTrue(assertThrows(Rejection.class, () -> PiecepackSetups.parsePawns("s:a2 m:b1 c:c1 a:d1"))
                    .getMessage().contains("a2: pawns are set up on row 1"));
            assertTrue(assertThrows(Rejection.class, () -> PiecepackSetups.parsePawns("s:a1 m:a1 c:c1 a:d1"))
                    .getMessage().contains("a1: two pawns on one square (suns and moons)"));
            assertTrue(assertThrows(Rejection.class, () -> PiecepackSetups.parsePawns("s:a1 m:b1 c:c1"))
                    .getMessage().contains("arms pawn not placed"));
        }

        @Test
        void theCoinSetupIsTypedNotListed() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = Game.start(RULES, RULES.presets().get(0), RULES.defaultFirst());
            assertTrue(game.legalTurns().isEmpty());
            assertTrue(new Rejection(game.unlistedMoves().orElseThrow()).getMessage().contains("s:SQUARES m:SQUARES"));
            assertTrue(rejection(game, "").contains("too many choices to list"));
            assertTrue(rejection(game, "c4-d5").contains("the coin setup is not legal"));
        }

        @Test
        void theCoinSetupIsBuiltCoinByCoinOnRowsThreeToEightSixOfEachSuit() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = Game.start(RULES, RULES.presets().get(0), RULES.defaultFirst());
            Placement placement = RULES.placement(game.position()).orElseThrow();
            assertEquals(List.of("s", "m", "c", "a"), placement.kinds().stream().map(Placement.Kind::letter).toList());
            assertTrue(placement.kinds().stream().allMatch(kind -> kind.count() == 6));
            assertEquals(36, placement.squares().size());
            assertTrue(placement.squares().containsAll(List.of("a3", "f3", "a8", "f8")));
            assertFalse(placement.squares().contains("a2"), "no coin is set up in rows 1-2");
            // Every square it offers, filled in its kinds' order, is a legal setup.
            StringBuilder setup = new StringBuilder();
            for (int k = 0; k < 4; k++) {
                setup.append(k == 0 ? "" : " ").append(placement.kinds().get(k).letter()).append(':')
                        .append(String.join(",", placement.squares().subList(6 * k, 6 * k + 6)));
            }
            Game<PiecepackPosition, PiecepackMove> set = game.play(PiecepackRules.BLOCKER, setup.toString());
            assertEquals(Optional.empty(), RULES.placement(set.position()), "the pawns' setup is listed instead");
        }

        @Test
        void aRandomSetupIsLegalAndRepeatable() throws Rejection {
            for (long seed = 0; seed < 50; seed++) {
                Coins coins = PiecepackSetups.randomCoins(seed);
                assertEquals(coins, PiecepackSetups.parseCoins(PiecepackSetups.formatCoins(coins)));
                Pawns pawns = PiecepackSetups.randomPawns(seed);
                assertEquals(pawns, PiecepackSetups.parsePawns(PiecepackSetups.formatPawns(pawns)));
                assertEquals(coins, PiecepackSetups.randomCoins(seed));
            }
        }
    }

    @Nested
    class Runner {

        @Test
        void aPawnMovesLikeAQueen() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(OPEN_FILE);
            game.play("a1-a2");
            game.play("a1-c3");
            assertTrue(rejection(game, "a1-b3").contains("like a queen"));
        }

        @Test
        void aPawnMayPassOverItsOwnSuitsCoin() throws Rejection {
            assertEquals("Ss.aaa/s..aaa/..ssss/...MCA b", tail(game(OPEN_FILE).play("a1-a4").positionText(), 4));
        }

        @Test
        void aPawnStoppingOnItsOwnSuitsCoinPinsIt() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(OPEN_FILE).play("a1-a3");
            assertTrue(game.positionText().contains("/S*..aaa/"), game.positionText());
            assertEquals("a3-a2: the suns coin on a3 is pinned by the suns pawn", rejection(game, "a3-a2"));
        }

        @Test
        void aPawnMayNeitherPassNorStopOnAnotherSuitsCoin() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(OPEN_FILE);
            assertEquals("d1-d3: the moons pawn cannot pass the suns coin on d2", rejection(game, "d1-d3"));
            assertEquals("d1-d2: the moons pawn cannot stop on the suns coin on d2", rejection(game, "d1-d2"));
        }

        @Test
        void aRefusalQuotesTheMoveAsTyped() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(OPEN_FILE);
            assertEquals("D1-D3: the moons pawn cannot pass the suns coin on d2", rejection(game, "D1-D3"));
            assertEquals("B1-B3: there is no pawn on b1", rejection(game, "B1-B3"));
            assertEquals("a1-a4", game.play("A1-A4").plies().get(0).notation());
        }

        @Test
        void aPawnMayPassOverAnotherPawnButNotStopOnIt() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game("...ccc/...ccc/...mmm/...mmm/.s.aaa/s..aaa/M.ssss/S...CA r");
            game.play("a1-a3");
            assertTrue(rejection(game, "a1-a2").contains("cannot stop on a2, where the moons pawn stands"));
        }

        @Test
        void aPinnedCoinsSquareIsPassableToEveryPawn() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game("...ccc/...ccc/...mmm/...mm./.s.aaa/s..aaa/M*.ssss/S...CA r");
            game.play("a1-a3");
            assertTrue(rejection(game, "a1-a2").contains("where the moons pawn stands"));
        }

        @Test
        void theRunnerMayNotPass() throws Rejection {
            assertTrue(rejection(game(OPEN_FILE), "pass").contains("is not a move here"));
        }

        @Test
        void theRunnerWinsTheMomentAPawnStopsOnRowEight() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(OPEN_FILE).play("a1-a8");
            assertEquals(Optional.of(new Outcome.Win(PiecepackRules.RUNNER, PiecepackRules.ARRIVED)), game.outcome());
            assertTrue(rejection(game, "pass").contains("the game is over"));
        }

        @Test
        void aRunnerWithNoLegalMoveLoses() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(HEMMED);
            assertEquals(Optional.of(new Outcome.Win(PiecepackRules.BLOCKER, PiecepackRules.BLOCKED)), game.outcome());
            assertTrue(RULES.moves(game.position()).isEmpty());
        }

        @Test
        void theBlockerWinsByClosingTheRunnersLastMove() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game("cmmm../sssa.c/aa..c./Ca..cA/aa..cc/....../mm..ss/Sm..sM b");
            assertFalse(game.isOver());
            assertEquals(Optional.of(new Outcome.Win(PiecepackRules.BLOCKER, PiecepackRules.BLOCKED)),
                    game.play("f7-f6").outcome());
            assertFalse(game.play("pass").isOver());
        }
    }

    @Nested
    class Blocker {

        @Test
        void aTurnIsItsStepsInOrderEnteredInOneCommand() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(BANDS).play("a5-a4 a6-a5");
            assertEquals("a5-a4 a6-a5", game.plies().get(0).notation());
            assertEquals(Optional.of(PiecepackRules.RUNNER), game.toMove());
            assertTrue(game.positionText().startsWith("cccccc/mmmmmm/.aaaaa/asssss/s....."), game.positionText());
        }

        @Test
        void aLaterStepSeesTheEarlierStepsResult() throws Rejection {
            assertEquals("a6-a5: a5 already holds a suns coin", rejection(game(BANDS), "a6-a5 a5-a4"));
        }

        @Test
        void atMostOneStepPerSuit() throws Rejection {
            assertEquals("b5-b4: two suns steps in one turn; each suit steps at most once a turn",
                    rejection(game(BANDS), "a5-a4 b5-b4"));
        }

        @Test
        void aTurnMayHaveZeroSteps() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(BANDS).play("pass");
            assertEquals(BANDS.replace(" b", " r"), game.positionText());
            assertEquals("pass", game.plies().get(0).notation());
        }

        @Test
        void anEmptyCommandIsNotAPass() throws Rejection {
            assertTrue(rejection(game(BANDS), "").startsWith("no move given; legal: pass, "));
        }

        @Test
        void aTurnMayHaveFourSteps() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(BANDS).play("a5-a4 a6-a5 a7-a6 a8-a7");
            assertTrue(game.positionText().startsWith(".ccccc/cmmmmm/maaaaa/asssss/s....."), game.positionText());
        }

        @Test
        void aCoinStepsOneSquareInAnyDirection() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(BANDS);
            game.play("c5-b4");
            game.play("c5-d4");
            assertTrue(rejection(game, "c5-c3").contains("one square in any of the eight directions"));
        }

        @Test
        void aCoinMayNotStepOntoACoinOrAPawn() throws Rejection {
            assertEquals("c5-c6: c6 already holds an arms coin", rejection(game(BANDS), "c5-c6"));
            Game<PiecepackPosition, PiecepackMove> game = game("cccccc/mmmmmm/aaaaaa/.sssss/....../....../s...../SMCA.. b");
            assertEquals("a2-b1: the moons pawn stands on b1", rejection(game, "a2-b1"));
        }

        @Test
        void coinsMayEnterRowsOneAndTwoDuringPlay() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game("cccccc/mmmmmm/aaaaaa/.sssss/....../....../s...../SMCA.. b");
            assertTrue(game.play("a2-b2").positionText().endsWith(".s..../SMCA.. r"));
            game = game("cccccc/mmmmmm/aaaaaa/.sssss/....../....../.....s/SMCA.. b");
            assertTrue(game.play("f2-f1").positionText().endsWith("....../SMCA.s r"));
        }

        @Test
        void aPinnedCoinMayNotMoveUntilItsPawnLeaves() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(OPEN_FILE).play("a1-a3");
            assertEquals("a3-b2: the suns coin on a3 is pinned by the suns pawn", rejection(game, "a3-b2"));
            game = game.play("pass").play("a3-a4");
            assertTrue(game.play("a3-b2").positionText().contains("/.sssss/"));
        }

        @Test
        void stepsAreSuggestedOneAtATime() throws Rejection {
            Game<PiecepackPosition, PiecepackMove> game = game(BANDS);
            assertEquals(List.of(Suggestion.whole("a5-a4 a6-a5")), game.suggest("a5-a4 a6-", 10));
            List<Suggestion> next = game.suggest("a5-a4 ", 100);
            assertTrue(next.contains(Suggestion.whole("a5-a4 a6-a5")) && next.contains(Suggestion.whole("a5-a4 end")),
                    next.toString());
            assertTrue(next.stream().allMatch(Suggestion::whole), "a blocker may stop after any step: " + next);
            assertTrue(next.stream().noneMatch(s -> s.command().startsWith("a5-a4 b5-")), next.toString());
            assertTrue(game.suggest("", 100).contains(Suggestion.whole("pass")));
        }
    }

    @Test
    void aPositionArisingThreeTimesIsADraw() throws Rejection {
        Game<PiecepackPosition, PiecepackMove> game = game(OPEN_FILE);
        for (int round = 0; round < 2; round++) {
            assertFalse(game.isOver());
            game = game.play("a1-a2").play("pass").play("a2-a1").play("pass");
        }
        assertEquals(Optional.of(new Outcome.Draw(Outcome.REPETITION)), game.outcome());
    }

    @Test
    void theSidesAreTheRunnerAndTheBlocker() {
        assertEquals("runner", RULES.sideName(Side.ONE));
        assertEquals("blocker", RULES.sideName(Side.TWO));
        assertTrue(RULES.status(PiecepackPosition.START) instanceof Status.ToMove toMove && toMove.side() == Side.TWO);
    }

    private static String tail(String position, int rows) {
        String[] parts = position.split("/");
        return String.join("/", java.util.Arrays.asList(parts).subList(parts.length - rows, parts.length));
    }
}
