package games.blockade.rules.retreat;

import games.blockade.rules.Game;
import games.blockade.rules.Outcome;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Suggestion;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Stream;

import static games.blockade.rules.retreat.RetreatTesting.RULES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The platform's {@link Game} played with retreat: commands, endings and autocomplete. */
class RetreatGameTest {

    private static Game<RetreatPosition, RetreatMove> start() throws Rejection {
        return Game.start(RULES, RULES.presets().get(0), Side.ONE);
    }

    private static Game<RetreatPosition, RetreatMove> played(String... commands) throws Rejection {
        Game<RetreatPosition, RetreatMove> game = start();
        for (String command : commands) {
            game = game.play(command);
        }
        return game;
    }

    /** Black doubles and splits its bridges on 1 and 3, White on 8 and 10: one cycle is six plies. */
    private static final List<String> OPENING = List.of("B3-1", "B8-10");
    private static final List<String> CYCLE = List.of("BB1-3", "BB10-8", "B3-1", "B8-10", "B3-1", "B8-10");

    @Test
    void theThirdOccurrenceOfAPositionWithTheSameLastMovesIsADrawByRepetition() throws Rejection {
        Game<RetreatPosition, RetreatMove> game = played(OPENING.toArray(String[]::new));
        for (int round = 0; round < 2; round++) {
            for (String move : CYCLE) {
                assertFalse(game.isOver(), "only " + game.plies().size() + " plies");
                game = game.play(move);
            }
        }
        assertEquals(new Status.Over(new Outcome.Draw(Outcome.REPETITION)), game.status());
        assertEquals(14, game.plies().size());
    }

    @Test
    void theSameBoardWithOtherLastMovesIsNotTheSamePosition() throws Rejection {
        // The start board returns after plies 6 and 12, but with last moves B3-1 and B8-10.
        Game<RetreatPosition, RetreatMove> game = played(OPENING.toArray(String[]::new));
        for (String move : CYCLE) {
            game = game.play(move);
        }
        for (String move : CYCLE) {
            game = game.play(move);
            if (game.plies().size() == 12) {
                assertEquals("b/c/b/././././B/C/B b B3-1 B8-10", game.positionText());
                assertFalse(game.isOver());
            }
        }
    }

    @Test
    void aRejectedCommandChangesNothing() throws Rejection {
        Game<RetreatPosition, RetreatMove> game = played("B3-5");
        String before = game.positionText();
        Rejection rejection = assertThrows(Rejection.class, () -> game.play("C9-10"));
        assertTrue(rejection.getMessage().startsWith("C9-10: a castle may not enter its own moat"), rejection.getMessage());
        assertEquals(before, game.positionText());
        assertEquals(1, game.plies().size());
        assertEquals("b/c/././b/././BC/./B b B3-5 C9-8", game.play("C9-8").positionText());
    }

    @Test
    void aRefusalQuotesTheMoveAsTyped() throws Rejection {
        Game<RetreatPosition, RetreatMove> game = played("B3-5");
        assertTrue(rejection(game, "c9-10").startsWith("c9-10: a castle may not enter its own moat"));
        assertTrue(rejection(start(), "bb4-6").startsWith("bb4-6: there is no high bridge on 4"), rejection(start(), "bb4-6"));
        assertEquals("b3-5 ends the turn; 'b8-6' is too much", rejection(start(), "b3-5 b8-6"));
    }

    private static String rejection(Game<RetreatPosition, RetreatMove> game, String command) {
        return assertThrows(Rejection.class, () -> game.play(command)).getMessage();
    }

    @Test
    void aCommandOfTwoMovesIsRefusedBecauseOneMoveEndsTheTurn() throws Rejection {
        Rejection rejection = assertThrows(Rejection.class, () -> start().play("B3-5 B8-6"));
        assertEquals("B3-5 ends the turn; 'B8-6' is too much", rejection.getMessage());
    }

    @Test
    void playingForTheWrongSideIsRefused() throws Rejection {
        Game<RetreatPosition, RetreatMove> game = start();
        Rejection rejection = assertThrows(Rejection.class, () -> game.play(Side.TWO, "B8-6"));
        assertEquals("it is not your turn: Black is to move", rejection.getMessage());
        assertEquals(1, game.play(Side.ONE, "b3-5").plies().size());
        assertEquals("B3-5", game.play(Side.ONE, "b3-5").plies().get(0).notation());
    }

    @Test
    void resignationTimeAndAgreementEndTheGame() throws Rejection {
        Game<RetreatPosition, RetreatMove> game = played("D2-3");
        Game<RetreatPosition, RetreatMove> resigned = game.resign(Side.TWO);
        assertEquals(new Outcome.Win(Side.ONE, Outcome.RESIGNATION), resigned.outcome().orElseThrow());
        assertEquals("White resigned", RULES.describe(resigned.outcome().orElseThrow()));
        Rejection after = assertThrows(Rejection.class, () -> resigned.play("B8-6"));
        assertEquals("the game is over: White resigned", after.getMessage());
        assertThrows(Rejection.class, () -> resigned.resign(Side.ONE));

        Game<RetreatPosition, RetreatMove> late = game.timeout(Side.TWO);
        assertEquals(new Outcome.Win(Side.ONE, Outcome.TIME), late.outcome().orElseThrow());
        assertEquals("White ran out of time", RULES.describe(late.outcome().orElseThrow()));

        Game<RetreatPosition, RetreatMove> agreed = game.drawByAgreement();
        assertEquals(new Outcome.Draw(Outcome.AGREEMENT), agreed.outcome().orElseThrow());
        assertEquals(List.of(), agreed.legalTurns());
    }

    @Test
    void aCastleReachingTheMoatEndsTheGameForEveryCommand() throws Rejection {
        Game<RetreatPosition, RetreatMove> game = Game.from(RULES, RULES.presets().get(0),
                RetreatTesting.position("b/./b/B/B/C/././c/. b - -")).play("C9-10");
        assertEquals(new Outcome.Win(Side.ONE, RetreatRules.MOAT), game.outcome().orElseThrow());
        assertEquals("the game is over: Black's castle reached White's moat",
                assertThrows(Rejection.class, () -> game.play("B4-2")).getMessage());
    }

    @Test
    void suggestionsNarrowAsOneTypesAndStopAtTheLimit() throws Rejection {
        Game<RetreatPosition, RetreatMove> game = start();
        assertEquals(whole("B1-3", "C2-3", "D2-3", "B3-1", "B3-5"), game.suggest("", 25));
        assertEquals(whole("B1-3", "B3-1", "B3-5"), game.suggest("b", 25));
        assertEquals(whole("B3-1", "B3-5"), game.suggest("B3", 25));
        assertEquals(whole("B3-5"), game.suggest("b3-5", 25));
        assertEquals(whole("D2-3"), game.suggest("d", 25));
        assertEquals(whole("B1-3", "C2-3"), game.suggest("", 2));
        assertEquals(List.of(), game.suggest("BB", 25));
        assertEquals(List.of(), game.resign(Side.ONE).suggest("", 25));
    }

    /** Choices that are whole turns: every retreat turn is one move. */
    private static List<Suggestion> whole(String... commands) {
        return Stream.of(commands).map(Suggestion::whole).toList();
    }

    @Test
    void legalTurnsAreTheMovesInCanonicalOrder() throws Rejection {
        assertEquals(List.of("B1-3", "C2-3", "D2-3", "B3-1", "B3-5"), start().legalTurns());
        assertSame(Side.TWO, played("B1-3").toMove().orElseThrow());
    }
}
