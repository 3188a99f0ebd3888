package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The side-by-side speed run, outside the normal test run (its name matches no test pattern):
 * 200 games of retreat, one turn each, 5 moves a second by default, beside the bare JDA bot.
 * Sizes by {@code load.games}, {@code load.turns}, {@code load.rate}; PostgreSQL when
 * {@code BLOCKADE_TEST_DB_URL} is set.
 * <pre>mvn -B -ntp -pl bot -am verify -Dtest=BotSpeedRun -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
class BotSpeedRun {

    @Test
    void aMoveBesideTheBareBot() throws Exception {
        BotLoad.Size size = new BotLoad.Size(Integer.getInteger("load.games", 200), Integer.getInteger("load.turns", 1),
                Double.parseDouble(System.getProperty("load.rate", "5")), 12);
        BotSpeed.Comparison comparison = BotSpeed.run(size, BotLoad.database(size));
        System.out.println("bot speed: " + size + "\n" + comparison.describe());
        assertEquals(size.commands(), comparison.blockade().report().answered(), comparison.describe());
        assertEquals(size.commands(), comparison.bareBefore().answered(), comparison.describe());
    }
}
