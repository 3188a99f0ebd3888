package games.blockade.rules.backgammon;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rules of Blockade on half a backgammon board, one ruling at a time. */
class BackgammonRulesTest {

    private final BackgammonRules rules = new BackgammonRules();

    private BackgammonPosition position(String text) throws Rejection {
        return rules.parsePosition(text);
    }

    private BackgammonPosition play(BackgammonPosition position, String... moves) throws Rejection {
        BackgammonPosition current = position;
        for (String move : moves) {
            current = rules.play(current, rules.parseMove(current, move));
        }
        return current;
    }

    private String rejection(BackgammonPosition position, String... moves) {
        return assertThrows(Rejection.class, () -> play(position, moves)).getMessage();
    }

    @Test
    void bothPlayersStartWithTwoThreeThreeThreeThreeTwo() throws Rejection {
        BackgammonPosition start = rules.start(rules.preset("basic"));
        assertEquals(Rows.of(2, 3, 3, 3, 3, 2), start.red());
        assertEquals(Rows.of(2, 3, 3, 3, 3, 2), start.black());
        assertEquals(16, start.red().total());
        assertEquals(new Status.ToMove(Side.ONE), rules.status(start));
    }

    @Test
    void thePlayersChooseWhoMovesFirst() throws Rejection {
        assertTrue(rules.firstIsChosen());
        BackgammonPosition start = rules.start(rules.preset("basic"), Side.TWO);
        assertEquals(new Status.ToMove(Side.TWO), rules.status(start));
        assertEquals(Side.TWO, start.first());
    }

    @Test
    void leapCostOfTheSeedsExampleIsOnePointFiveRoundedUpToTwo() throws Rejection {
        // Red's piece in row 2 with three other red pieces there (S = 3) and one black piece facing (O = 1).
        BackgammonPosition p = position("basic red=0,4,0,0,0,0 black=0,1,0,0,0,5 turn=red first=red dice=0");
        assertEquals(2, p.leapCost(2));
        BackgammonPosition rolled = play(p, "row 2", "roll 2");
        BackgammonPosition after = play(rolled, "x2");
        assertEquals(3, after.red().count(2));
        assertEquals(Side.TWO, after.toMove(), "two points pay exactly for one leap, so the turn is over");
    }

    @Test
    void leapCostIsNeverBelowOnePoint() throws Rejection {
        // S = 9 would give 2 + 0 - 4.5 = -2.5: the cost is still 1.
        BackgammonPosition p = position("basic red=0,0,10,0,0,0 black=0,0,0,0,0,5 turn=red first=red dice=0");
        assertEquals(1, p.leapCost(3));
        BackgammonPosition after = play(p, "row 3", "roll 3", "x3", "x3", "x3");
        assertEquals(7, after.red().count(3));
        assertEquals(Side.TWO, after.toMove());
    }

    @Test
    void leapCostCountsOpposingPiecesAndHalfOfTheSupportingOnes() {
        assertEquals(2, BackgammonPosition.leapCost(0, 0));
        assertEquals(5, BackgammonPosition.leapCost(0, 3));
        assertEquals(5, BackgammonPosition.leapCost(1, 3), "half a point of support rounds back up");
        assertEquals(4, BackgammonPosition.leapCost(2, 3));
        assertEquals(1, BackgammonPosition.leapCost(2, 0));
    }

    @Test
    void supportingPiecesIncludeThoseThatDidNotBeginInTheChosenRow() throws Rejection {
        // Row 4 holds four red pieces from other turns; one piece from row 3 joins them: S = 4, O = 3, cost 3.
        BackgammonPosition p = position("basic red=0,0,1,4,0,0 black=0,0,0,3,0,0 turn=red first=red dice=0");
        BackgammonPosition shifted = play(p, "row 3", "roll 4", "3-4");
        assertEquals(3, shifted.leapCost(4));
        BackgammonPosition after = play(shifted, "x4");
        assertEquals(4, after.red().count(4));
        assertEquals(Side.TWO, after.toMove(), "1 + 3 points spent");
    }

    @Test
    void onlyPiecesThatBeganTheTurnInTheChosenRowMayBeSpentOn() throws Rejection {
        BackgammonPosition rolled = play(rules.start(rules.preset("basic")), "row 3", "roll 5");
        assertEquals("4-5: no piece in row 4 began the turn in row 3; points go only to pieces that began the turn "
                + "there (now in row 3)", rejection(rolled, "4-5"));
        assertEquals("x2: no piece in row 2 began the turn in row 3; points go only to pieces that began the turn "
                + "there (now in row 3)", rejection(rolled, "x2"));
    }

    @Test
    void aPieceFromTheChosenRowMayBeSpentOnWhereverItHasMoved() throws Rejection {
        BackgammonPosition p = play(rules.start(rules.preset("basic")), "row 3", "roll 5", "3-4", "4-5", "5-6");
        assertEquals(Rows.of(2, 3, 2, 3, 3, 3), p.red());
        assertEquals(Rows.EMPTY.plus(3, 2).plus(6, 1), p.turn().began());
        assertEquals(2, p.turn().points());
    }

    @Test
    void aPieceShiftsOnlyToAnAdjacentRow() throws Rejection {
        BackgammonPosition rolled = play(rules.start(rules.preset("basic")), "row 3", "roll 5");
        assertEquals("3-5: a piece shifts only to an adjacent row (3-2 or 3-4)", rejection(rolled, "3-5"));
        assertEquals("3-3: a piece shifts only to an adjacent row (3-2 or 3-4)", rejection(rolled, "3-3"));
    }

    @Test
    void aLeapNeedsItsWholeCost() throws Rejection {
        BackgammonPosition rolled = play(rules.start(rules.preset("basic")), "row 3", "roll 4", "3-4");
        assertEquals("x4: leaping from row 4 costs 4 points; you have 3 left", rejection(rolled, "x4"));
    }

    @Test
    void thePlayerMayStopBeforeSpendingAnything() throws Rejection {
        BackgammonPosition start = rules.start(rules.preset("basic"));
        BackgammonPosition after = play(start, "row 3", "roll 6", "end");
        assertEquals(start.red(), after.red());
        assertEquals(Side.TWO, after.toMove());
        assertEquals(TurnState.CHOOSE, after.turn(), "unspent points vanish");
        assertEquals(1, after.diceRolled());
    }

    @Test
    void theTurnEndsByItselfWhenThePointsAreSpent() throws Rejection {
        BackgammonPosition after = play(rules.start(rules.preset("basic")), "row 3", "roll 2", "3-4", "3-2");
        assertEquals(Side.TWO, after.toMove());
        assertEquals(Step.ROW, after.turn().step());
    }

    @Test
    void theTurnEndsByItselfWhenNoPieceOfTheChosenRowIsLeft() throws Rejection {
        BackgammonPosition p = position("basic red=0,0,1,0,0,5 black=0,0,0,0,0,5 turn=red first=red dice=0");
        BackgammonPosition after = play(p, "row 3", "roll 6", "x3");
        assertEquals(Side.TWO, after.toMove(), "four points are left, but no piece to spend them on");
    }

    @Test
    void aRowMustHoldAnOwnPiece() throws Rejection {
        BackgammonPosition p = position("basic red=0,0,1,0,0,5 black=0,0,0,0,0,5 turn=red first=red dice=0");
        assertEquals("row 2: you have no pieces in row 2; choose row 3, row 6", rejection(p, "row 2"));
        assertEquals(2, rules.moves(p).size());
    }

    @Test
    void theFirstPlayerWhoEmptiesFirstGivesTheOpponentOneMoreTurn() throws Rejection {
        BackgammonPosition p = position("basic red=0,0,1,0,0,0 black=0,0,0,0,0,5 turn=red first=red dice=0");
        BackgammonPosition emptied = play(p, "row 3", "roll 2", "x3");
        assertEquals(new Status.ToMove(Side.TWO), rules.status(emptied));
        BackgammonPosition extra = play(emptied, "row 6", "roll 1", "end");
        assertEquals(new Status.Over(new Outcome.Win(Side.ONE, BackgammonRules.CLEARED)), rules.status(extra));
    }

    @Test
    void bothEmptyAfterTheExtraTurnIsADraw() throws Rejection {
        BackgammonPosition p = position("basic red=0,0,1,0,0,0 black=0,0,0,0,0,2 turn=red first=red dice=0");
        BackgammonPosition emptied = play(p, "row 3", "roll 2", "x3");
        BackgammonPosition extra = play(emptied, "row 6", "roll 4", "x6");
        assertEquals(new Status.ToMove(Side.TWO), rules.status(extra));
        BackgammonPosition both = play(extra, "x6");
        assertEquals(new Status.Over(new Outcome.Draw(BackgammonRules.CLEARED)), rules.status(both));
    }

    @Test
    void theSecondPlayerWhoEmptiesFirstWinsAtOnceWithoutAnExtraTurn() throws Rejection {
        BackgammonPosition p = position("basic red=0,0,0,0,0,1 black=0,0,1,0,0,0 turn=black first=red dice=0");
        BackgammonPosition emptied = play(p, "row 3", "roll 6", "x3");
        assertEquals(new Status.Over(new Outcome.Win(Side.TWO, BackgammonRules.CLEARED)), rules.status(emptied));
        assertTrue(rules.moves(emptied).isEmpty(), "Red gets no more turn");
    }

    @Test
    void whoMovedFirstDecidesTheExtraTurnNotTheColour() throws Rejection {
        // Black moved first: Black emptying gives Red the extra turn, Red emptying ends the game.
        BackgammonPosition p = position("basic red=0,0,0,0,0,1 black=0,0,1,0,0,0 turn=black first=black dice=0");
        BackgammonPosition emptied = play(p, "row 3", "roll 6", "x3");
        assertEquals(new Status.ToMove(Side.ONE), rules.status(emptied));
    }

    @Test
    void bungieLeavesOnePieceForEachDieStrictlyHigherThanTheKeptDie() throws Rejection {
        BackgammonPosition p = position("bungie red=0,0,3,0,0,0 black=0,0,1,0,0,5 turn=red first=red dice=0");
        BackgammonPosition racing = play(p, "row 3", "leap");
        assertInstanceOf(Status.AwaitingDice.class, rules.status(racing));
        // 5 ties the kept 5 and stays; only the 6 beats it.
        BackgammonPosition after = play(racing, "roll 6 5 2 vs 5 1");
        assertEquals(2, after.red().count(3));
        assertEquals(Side.TWO, after.toMove());
        assertEquals(5, after.diceRolled());
    }

    @Test
    void bungieOpponentKeepsTheirHighestDie() throws Rejection {
        BackgammonPosition racing = play(
                position("bungie red=0,0,3,0,0,0 black=0,0,1,0,0,5 turn=red first=red dice=0"), "row 3", "leap");
        assertEquals(3, play(racing, "roll 4 3 2 vs 1 5").red().count(3), "the 5 is kept, not the 1");
        assertEquals(0, play(racing, "roll 6 6 6 vs 5 1").red().count(3));
    }

    @Test
    void bungieRollsOneDiePerPieceAgainstTheFacingRowPlusOne() throws Rejection {
        BackgammonPosition racing = play(
                position("bungie red=0,0,3,0,0,0 black=0,0,1,0,0,5 turn=red first=red dice=0"), "row 3", "leap");
        int[] seen = new int[1];
        BackgammonMove.Roll roll = (BackgammonMove.Roll) rules.rollDice(racing, index -> {
            seen[0]++;
            return 3;
        });
        assertEquals(3, roll.dice().size());
        assertEquals(2, roll.against().size());
        assertEquals(5, seen[0]);
        assertEquals("roll 6 5: this leap race is 3 dice against 2, e.g. roll 6 6 6 vs 1 1",
                assertThrows(Rejection.class, () -> rules.parseMove(racing, "roll 6 5")).getMessage());
    }

    @Test
    void bungieRollPointsOnlyShift() throws Rejection {
        BackgammonPosition rolled = play(position("bungie red=0,0,5,0,0,0 black=0,0,0,0,0,5 turn=red first=red dice=0"),
                "row 3", "roll", "roll 6");
        assertEquals(6, rolled.turn().shiftPoints());
        assertEquals("x3: the points of a Bungie roll only shift pieces; to leap, declare leap instead of rolling",
                rejection(rolled, "x3"));
        assertTrue(rules.moves(rolled).stream().noneMatch(m -> m instanceof BackgammonMove.Leap));
    }

    @Test
    void superPushPlayerAssignsOneDieToShiftingAndTheOtherToLeaping() throws Rejection {
        // Leaping from row 3 costs 2 (S = 2, O = 1), then 3 (S = 1).
        BackgammonPosition rolled = play(
                position("superpush red=0,0,3,0,0,0 black=0,0,1,0,0,5 turn=red first=red dice=0"), "row 3", "roll 1 5");
        assertEquals(Step.ASSIGN, rolled.turn().step());
        BackgammonPosition leapOnFive = play(rolled, "shift 1");
        assertEquals(1, leapOnFive.turn().shiftPoints());
        assertEquals(5, leapOnFive.turn().leapPoints());
        BackgammonPosition twoLeaps = play(leapOnFive, "x3", "x3");
        assertEquals(1, twoLeaps.red().count(3));
        assertEquals(Side.ONE, twoLeaps.toMove(), "the shift point is still to spend");
        BackgammonPosition leapOnOne = play(rolled, "shift 5");
        assertEquals("x3: leaping from row 3 costs 2 points; you have 1 leap points left",
                rejection(leapOnOne, "x3"), "shift points never pay for a leap");
    }

    @Test
    void superPushLeapPointsNeverPayForShifts() throws Rejection {
        BackgammonPosition p = play(position("superpush red=0,0,3,0,0,0 black=0,0,1,0,0,5 turn=red first=red dice=0"),
                "row 3", "roll 1 6", "shift 1", "3-4");
        assertEquals("3-4: you have no shift points left; your 6 leap points pay only for leaps", rejection(p, "3-4"));
    }

    @Test
    void superPushAssignmentMustNameARolledDie() throws Rejection {
        BackgammonPosition rolled = play(
                position("superpush red=0,0,3,0,0,0 black=0,0,1,0,0,5 turn=red first=red dice=0"), "row 3", "roll 1 4");
        assertEquals("shift 5: no die shows 5; the dice show 1 and 4", rejection(rolled, "shift 5"));
        assertEquals("3-4: first say which die shifts, shift 1 or shift 4 (the other die pays for leaps), or end",
                rejection(rolled, "3-4"));
    }

    @Test
    void rollsUseTheGamesDiceInOrderAndARetriedCommandNeverRerolls() throws Rejection {
        Game<BackgammonPosition, BackgammonMove> game = Game.start(rules, rules.preset("superpush"), Side.ONE);
        game = game.play("row 3").rollDice(index -> (int) (index % 6) + 1);
        assertEquals("roll 1 2", game.plies().get(1).notation());
        Game<BackgammonPosition, BackgammonMove> afterRejection = game;
        assertThrows(Rejection.class, () -> afterRejection.play("shift 3"));
        assertEquals(game.position(), afterRejection.position());
        game = game.play("end").play("row 2").rollDice(index -> (int) (index % 6) + 1);
        assertEquals("roll 3 4", game.plies().get(4).notation());
    }

    @Test
    void aTurnMayBeLeftOpenBetweenCommands() throws Rejection {
        Game<BackgammonPosition, BackgammonMove> game = Game.start(rules, rules.preset("basic"), Side.ONE)
                .play("row 3").rollDice(index -> 4).play("3-4");
        assertEquals(java.util.Optional.of(Side.ONE), game.toMove());
        game = game.play("3-2 3-4 4-5");
        assertEquals(java.util.Optional.of(Side.TWO), game.toMove());
    }

    @Test
    void threefoldRepetitionIgnoresTheDiceCounter() throws Rejection {
        Game<BackgammonPosition, BackgammonMove> game = Game.start(rules, rules.preset("basic"), Side.ONE);
        for (int round = 0; round < 2; round++) {
            game = game.play("row 1").rollDice(index -> 1).play("end");
            game = game.play("row 1").rollDice(index -> 1).play("end");
        }
        assertTrue(game.isOver(), "the start position arose for the third time, with a higher dice counter");
        assertEquals(java.util.Optional.of(new Outcome.Draw(Outcome.REPETITION)), game.outcome());
    }

    @Test
    void repetitionKeepsEverythingElseInForce() throws Rejection {
        BackgammonPosition start = rules.start(rules.preset("basic"));
        assertEquals(rules.repetitionKey(start), rules.repetitionKey(play(start, "row 1", "roll 1", "end", "row 1",
                "roll 1", "end")));
        BackgammonPosition blackFirst = position("basic red=2,3,3,3,3,2 black=2,3,3,3,3,2 turn=red first=black dice=0");
        assertFalse(rules.repetitionKey(start).equals(rules.repetitionKey(blackFirst)), "who moved first is in force");
        BackgammonPosition chosen = play(start, "row 1");
        assertFalse(rules.repetitionKey(start).equals(rules.repetitionKey(chosen)), "a chosen row is in force");
    }
}
