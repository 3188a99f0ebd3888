package games.blockade.rules.retreat;

import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.List;

import static games.blockade.rules.retreat.RetreatTesting.RULES;
import static games.blockade.rules.retreat.RetreatTesting.after;
import static games.blockade.rules.retreat.RetreatTesting.legal;
import static games.blockade.rules.retreat.RetreatTesting.position;
import static games.blockade.rules.retreat.RetreatTesting.refused;
import static games.blockade.rules.retreat.RetreatTesting.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rules of retreat, ruling by ruling. Positions are written squares 1 to 10. */
class RetreatRulesTest {

    @Nested
    @DisplayName("Board and setup")
    class Setup {

        @Test
        void blackHasBridgeCastleBridgeOnOneToThreeAndWhiteTheMirrorAndBlackMovesFirst() {
            assertEquals("b/c/b/././././B/C/B b - -", text(RULES.start(RULES.presets().get(0))));
            assertEquals(new Status.ToMove(Side.ONE), RULES.status(RetreatPosition.start()));
        }

        @Test
        void whiteCannotBeChosenToMoveFirst() {
            assertThrows(Rejection.class, () -> RULES.start(RULES.presets().get(0), Side.TWO));
        }

        @Test
        void startHasExactlyFiveMovesInSquareThenUnitThenTargetOrder() {
            assertEquals(List.of("B1-3", "C2-3", "D2-3", "B3-1", "B3-5"), legal(RetreatPosition.start()));
        }
    }

    @Nested
    @DisplayName("Bridge: exactly 2 squares, onto an empty square or the own lone bridge")
    class Bridge {

        @Test
        void movesExactlyTwoSquares() {
            assertTrue(legal(RetreatPosition.start()).contains("B3-5"));
            refused(RetreatPosition.start(), "B3-4", RetreatRefusal.WRONG_DISTANCE);
        }

        @Test
        void jumpsOverWhateverLiesBetween() {
            RetreatPosition jump = position("b/c/b/B/./././B/C/. b - -");
            assertEquals("b/c/./B/b/././B/C/. w B3-5 -", text(after(jump, "B3-5")));
        }

        @Test
        void landsOnTheOwnLoneBridgeMakingAHighBridge() {
            assertEquals("./c/bb/././././B/C/B w B1-3 -", text(after(RetreatPosition.start(), "B1-3")));
        }

        @Test
        void neverLandsOnACastle() {
            RetreatPosition castleBetween = position("b/./c/./b/././B/C/B b - -");
            refused(castleBetween, "B1-3", RetreatRefusal.CANNOT_STACK);
            assertTrue(refused(castleBetween, "B5-3", RetreatRefusal.CANNOT_STACK)
                    .startsWith("B5-3: a bridge never lands on a castle"));
        }

        @Test
        void neverLandsOnTheOpponentsPieces() {
            RetreatPosition opponentOnFive = position("b/c/b/./B/././B/C/. b - -");
            assertTrue(refused(opponentOnFive, "B3-5", RetreatRefusal.OPPONENT_SQUARE)
                    .startsWith("B3-5: 5 holds White's bridge"));
        }

        @Test
        void theTopBridgeOfAHighBridgeMovesAlone() {
            RetreatPosition high = position("./c/bb/././././B/C/B b - -");
            assertEquals("./c/b/./b/././B/C/B w B3-5 -", text(after(high, "B3-5")));
        }

        @Test
        void aBridgeUnderACastleCannotMoveAlone() {
            RetreatPosition highCastle = position("b/./bc/././././B/C/B b - -");
            refused(highCastle, "B3-5", RetreatRefusal.NO_SUCH_UNIT);
            assertTrue(legal(highCastle).contains("BC3-5"));
        }
    }

    @Nested
    @DisplayName("High bridge: both bridges, exactly 2 squares, onto an empty square")
    class HighBridge {

        @Test
        void movesAsAWholeTwoSquares() {
            RetreatPosition high = position("./c/bb/././././B/C/B b - -");
            assertEquals("./c/././bb/././B/C/B w BB3-5 -", text(after(high, "BB3-5")));
        }

        @Test
        void landsOnlyOnAnEmptySquare() {
            refused(position("bb/./c/./././B/./C/B b - -"), "BB1-3", RetreatRefusal.CANNOT_STACK);
            refused(position("./c/bb/./B/././B/C/. b - -"), "BB3-5", RetreatRefusal.OPPONENT_SQUARE);
        }

        @Test
        void thereIsNoHighBridgeWhereThereIsOneBridge() {
            assertTrue(refused(RetreatPosition.start(), "BB3-5", RetreatRefusal.NO_SUCH_UNIT)
                    .startsWith("BB3-5: there is no high bridge on 3 (3 holds your bridge)"));
        }
    }

    @Nested
    @DisplayName("Castle: exactly 1 square, onto an empty square or the own lone or high bridge")
    class Castle {

        @Test
        void movesExactlyOneSquare() {
            refused(RetreatPosition.start(), "C2-4", RetreatRefusal.WRONG_DISTANCE);
        }

        @Test
        void ontoTheOwnLoneBridgeMakesAHighCastle() {
            assertEquals("b/./bc/././././B/C/B w C2-3 -", text(after(RetreatPosition.start(), "C2-3")));
        }

        @Test
        void ontoTheOwnHighBridgeMakesATower() {
            assertEquals("././bbc/././././B/C/B w C2-3 -",
                    text(after(position("./c/bb/././././B/C/B b - -"), "C2-3")));
        }

        @Test
        void neverEntersItsOwnMoat() {
            assertTrue(refused(RetreatPosition.start(), "C2-1", RetreatRefusal.OWN_MOAT)
                    .startsWith("C2-1: a castle may not enter its own moat"));
            refused(position("b/c/b/./././B/B/C/. w - -"), "C9-10", RetreatRefusal.OWN_MOAT);
        }

        @Test
        void neverEntersItsOwnMoatEvenInAStack() {
            refused(position("./b/bc/././././B/C/B b - -"), "BC3-1", RetreatRefusal.OWN_MOAT);
            refused(position("./././bbc/././B/C/B/. b - -"), "BBC4-1", RetreatRefusal.OWN_MOAT);
        }

        @Test
        void neverStandsInItsOwnMoatInAGivenPosition() {
            Reading<RetreatPosition> reading = RetreatNotation.parsePosition("bc/./b/././././B/C/B b - -");
            assertEquals(RetreatRefusal.OWN_MOAT, ((Reading.Refused<RetreatPosition>) reading).reason());
        }

        @Test
        void neverLandsOnTheOpponentsPieces() {
            refused(position("b/c/B/./b/./././C/B b - -"), "C2-3", RetreatRefusal.OPPONENT_SQUARE);
        }
    }

    @Nested
    @DisplayName("High castle and tower")
    class Stacks {

        @Test
        void aHighCastleMovesAsAWholeTwoSquaresOntoTheOwnLoneBridgeMakingATower() {
            RetreatPosition highCastle = position("./././bc/./b/./B/C/B b - -");
            assertEquals("./././././bbc/./B/C/B w BC4-6 -", text(after(highCastle, "BC4-6")));
        }

        @Test
        void theTopCastleOfAHighCastleMovesAloneOneSquare() {
            RetreatPosition highCastle = position("./././bc/./b/./B/C/B b - -");
            assertEquals("./././b/c/b/./B/C/B w C4-5 -", text(after(highCastle, "C4-5")));
        }

        @Test
        void aTowerMovesAsAWholeExactlyThreeSquaresOntoAnEmptySquare() {
            RetreatPosition tower = position("./././bbc/./././B/C/B b - -");
            assertEquals("././././././bbc/B/C/B w BBC4-7 -", text(after(tower, "BBC4-7")));
            assertEquals(List.of("C4-3", "C4-5", "BC4-2", "BC4-6", "BBC4-7"), legal(tower));
            refused(position("./././bbc/././B/./C/B b - -"), "BBC4-7", RetreatRefusal.OPPONENT_SQUARE);
        }

        @Test
        void theTopCastleOfATowerLeavesAHighBridgeAndTheTopTwoLeaveABridge() {
            RetreatPosition tower = position("./././bbc/./././B/C/B b - -");
            assertEquals("./././bb/c/././B/C/B w C4-5 -", text(after(tower, "C4-5")));
            assertEquals("./././b/./bc/./B/C/B w BC4-6 -", text(after(tower, "BC4-6")));
        }
    }

    @Nested
    @DisplayName("Draw: a lone castle moves onto its lone bridge, which moves on to the empty square beyond")
    class Draw {

        @Test
        void theCastleTakesTheBridgesSquareAndTheBridgeMovesOneBeyond() {
            assertEquals("b/./c/b/./././B/C/B w D2-3 -", text(after(RetreatPosition.start(), "D2-3")));
        }

        @Test
        void aHighBridgeCannotBeDrawn() {
            assertTrue(refused(position("./c/bb/././././B/C/B b - -"), "D2-3", RetreatRefusal.HIGH_BRIDGE_NOT_DRAWN)
                    .startsWith("D2-3: a high bridge cannot be drawn"));
        }

        @Test
        void aHighCastleOrTowerDoesNotDraw() {
            refused(position("././bc/b/./././B/C/B b - -"), "D3-4", RetreatRefusal.NOT_A_LONE_CASTLE);
            refused(position("./././bbc/./././B/C/B b - -"), "D4-5", RetreatRefusal.NOT_A_LONE_CASTLE);
        }

        @Test
        void theSquareBeyondTheBridgeMustBeEmpty() {
            refused(position("b/c/b/B/./././B/C/. b - -"), "D2-3", RetreatRefusal.DRAW_BLOCKED);
            refused(position("./c/b/b/././././C/BB b - -"), "D2-3", RetreatRefusal.DRAW_BLOCKED);
        }

        @Test
        void goesOnlyTowardsTheBridgeAndNeverOffTheBoard() {
            refused(RetreatPosition.start(), "D2-1", RetreatRefusal.OFF_BOARD);
            refused(position("b/./c/./b/././B/C/B b - -"), "D3-4", RetreatRefusal.NO_BRIDGE_TO_DRAW);
        }

        @Test
        void isNeverReversedSoTheMoveAfterADrawIsNeverARetreat() {
            RetreatPosition drawn = after(RetreatPosition.start(), "D2-3", "B8-6");
            assertTrue(legal(drawn).contains("C3-2"), "the castle may step back after a draw");
        }

        @Test
        void isNeverARetreatEvenWhenTheCastleGoesBackWhereItCameFrom() {
            RetreatPosition stepped = after(position("././bc/././b/./B/C/B b - -"), "C3-4", "C9-8");
            assertEquals("././b/c/./b/./BC/./B b C3-4 C9-8", text(stepped));
            assertEquals("./b/c/././b/./BC/./B w D4-3 C9-8", text(after(stepped, "D4-3")));
        }
    }

    @Nested
    @DisplayName("Retreating: a player may not exactly reverse their own previous move")
    class Retreating {

        @Test
        void highBridgeForwardThenBackAsAHighBridgeIsARetreatButTheTopBridgeAloneIsNot() {
            RetreatPosition advanced = after(position("./c/bb/././././B/C/B b - -"), "BB3-5", "B8-6");
            assertTrue(refused(advanced, "BB5-3", RetreatRefusal.RETREAT)
                    .startsWith("BB5-3 would reverse your last move BB3-5 (retreating)"));
            assertTrue(legal(advanced).contains("B5-3"));
        }

        @Test
        void loneBridgeOntoTheOtherBridgeThenTheTopBridgeBackIsARetreat() {
            RetreatPosition stacked = after(position("./c/b/./b/./B/./C/B b - -"), "B3-5", "C9-8");
            refused(stacked, "B5-3", RetreatRefusal.RETREAT);
            assertTrue(legal(stacked).contains("BB5-3"));
        }

        @Test
        void castleOntoABridgeThenBackIsARetreat() {
            RetreatPosition onBridge = after(RetreatPosition.start(), "C2-3", "B8-6");
            assertTrue(refused(onBridge, "C3-2", RetreatRefusal.RETREAT)
                    .startsWith("C3-2 would reverse your last move C2-3 (retreating)"));
        }

        @Test
        void highCastleForwardThenTopCastleOnIsLegalButTheHighCastleBackIsARetreat() {
            RetreatPosition advanced = after(position("b/./bc/././././B/C/B b - -"), "BC3-5", "B8-6");
            assertTrue(legal(advanced).contains("C5-4"));
            refused(advanced, "BC5-3", RetreatRefusal.RETREAT);
        }

        @Test
        void aBridgeBackOntoTheSquareItCameFromIsARetreat() {
            RetreatPosition high = after(RetreatPosition.start(), "B1-3", "B8-6");
            assertTrue(refused(high, "B3-1", RetreatRefusal.RETREAT)
                    .startsWith("B3-1 would reverse your last move B1-3 (retreating)"));
            assertTrue(legal(high).contains("BB3-1"));
        }

        @Test
        void onlyThePlayersImmediatelyPreviousMoveCounts() {
            RetreatPosition later = after(RetreatPosition.start(), "B3-5", "B8-6", "B1-3", "B10-8");
            assertTrue(legal(later).contains("B5-3"), "B3-5 is no longer Black's last move");
        }

        @Test
        void holdsWhateverTheOpponentDidInBetween() {
            RetreatPosition start = RetreatPosition.start();
            for (String reply : legal(after(start, "B3-5"))) {
                refused(after(start, "B3-5", reply), "B5-3", RetreatRefusal.RETREAT);
            }
        }

        @Test
        void movingTheSameUnitOnInTheSameDirectionIsLegal() {
            assertTrue(legal(after(RetreatPosition.start(), "B3-5", "B8-6")).contains("B5-7"));
        }
    }

    @Nested
    @DisplayName("End: castle in the opponent's moat, or the opponent blocked")
    class End {

        @Test
        void aCastleInTheOpponentsMoatWinsAtOnce() {
            RetreatPosition won = after(position("b/./b/B/B/C/././c/. b - -"), "C9-10");
            assertEquals(new Status.Over(new Outcome.Win(Side.ONE, RetreatRules.MOAT)), RULES.status(won));
            assertEquals(List.of(), RULES.moves(won));
            refused(won, "B4-6", RetreatRefusal.GAME_OVER);
        }

        @Test
        void aHighCastleOrTowerInTheOpponentsMoatWinsToo() {
            RetreatPosition highCastle = after(position("b/./B/B/././C/bc/./. b - -"), "BC8-10");
            assertEquals(new Status.Over(new Outcome.Win(Side.ONE, RetreatRules.MOAT)), RULES.status(highCastle));
            RetreatPosition tower = after(position("./././B/B/C/bbc/././. b - -"), "BBC7-10");
            assertEquals(new Status.Over(new Outcome.Win(Side.ONE, RetreatRules.MOAT)), RULES.status(tower));
        }

        @Test
        void whitesCastleInBlacksMoatWinsForWhite() {
            RetreatPosition won = after(position("./C/B/B/././b/c/b/. w - -"), "C2-1");
            assertEquals(new Status.Over(new Outcome.Win(Side.TWO, RetreatRules.MOAT)), RULES.status(won));
            assertEquals("White's castle reached Black's moat",
                    RULES.describe(new Outcome.Win(Side.TWO, RetreatRules.MOAT)));
        }

        @Test
        void aPlayerWithNoLegalMoveIsBlockedAndLoses() {
            RetreatPosition blocked = position("b/./c/././././b/C/BB w B6-8 BB8-10");
            assertEquals(new Status.Over(new Outcome.Win(Side.ONE, RetreatRules.BLOCKED)), RULES.status(blocked));
        }

        @Test
        void aPlayerWhoseOnlyMovesAreRetreatsIsBlocked() {
            RetreatPosition onlyRetreat = position("bb/./c/B/././././C/B b C2-3 B6-4");
            assertEquals(new Status.Over(new Outcome.Win(Side.TWO, RetreatRules.BLOCKED)), RULES.status(onlyRetreat));
            RetreatPosition unrestricted = position("bb/./c/B/././././C/B b - B6-4");
            assertEquals(List.of("C3-2"), legal(unrestricted));
        }

        @Test
        void aPlayerMustMoveAndCannotPass() {
            refused(RetreatPosition.start(), "pass", RetreatRefusal.MALFORMED_MOVE);
        }
    }
}
