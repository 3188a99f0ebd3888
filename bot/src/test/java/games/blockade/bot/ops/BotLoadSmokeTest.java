package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import games.blockade.store.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * A small load through the real bot, so the load run itself stays working: every move of every
 * game is answered with a board and its picture. Figures are printed, not asserted: the machines
 * are shared and noisy; {@link BotLoadRun} measures at full size.
 */
class BotLoadSmokeTest {

    @Test
    void everyMoveOfManyGamesAtOnceIsAnsweredWithABoardAndItsPicture() throws Exception {
        BotLoad.Size size = new BotLoad.Size(10, 2, 10, 8);
        BotLoad.Outcome outcome = BotLoad.run(size, TestDatabase.SQLITE.fresh(size.poolSize()));
        System.out.println("bot load smoke: " + outcome.report());

        assertEquals(size.commands(), outcome.report().answered(), outcome.report().toString());
        assertEquals(size.commands(), outcome.pictures(), "every answer was a board with its picture");
    }

    @Test
    void theSideBySideRunAnswersEveryCommandOfBothBots() throws Exception {
        BotLoad.Size size = new BotLoad.Size(10, 1, 20, 8);
        BotSpeed.Comparison comparison = BotSpeed.run(size, TestDatabase.SQLITE.fresh(size.poolSize()));
        System.out.println("bot speed smoke:\n" + comparison.describe());

        assertEquals(size.commands(), comparison.bareBefore().answered(), comparison.describe());
        assertEquals(size.commands(), comparison.blockade().report().answered(), comparison.describe());
        assertEquals(size.commands(), comparison.blockade().pictures(), comparison.describe());
        assertEquals(size.commands(), comparison.bareAfter().answered(), comparison.describe());
    }
}
