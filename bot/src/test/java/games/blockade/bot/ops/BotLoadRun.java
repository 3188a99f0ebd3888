package games.blockade.bot.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The full load run, outside the normal test run (its name matches no test pattern): 200 games at
 * once by default. Sizes come from system properties {@code load.games}, {@code load.turns},
 * {@code load.rate}, {@code load.pool} (database connections), {@code load.game} (retreat, or a
 * game without dice: walls), {@code load.warm} (turns played first, unmeasured),
 * {@code load.warmRate} (their commands a second, the measured rate by default) and
 * {@code load.analyses} (finished walls games analysed in the background meanwhile, none by
 * default); PostgreSQL is used when {@code BLOCKADE_TEST_DB_URL} is set.
 * <pre>mvn -B -ntp -pl bot -am verify -Dtest=BotLoadRun -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
class BotLoadRun {

    @Test
    void twoHundredGamesAtOnce() throws Exception {
        BotLoad.Size size = new BotLoad.Size(Integer.getInteger("load.games", 200), Integer.getInteger("load.turns", 4),
                Double.parseDouble(System.getProperty("load.rate", "50")), Integer.getInteger("load.pool", 12),
                System.getProperty("load.game", "retreat"), Integer.getInteger("load.warm", 1),
                Double.parseDouble(System.getProperty("load.warmRate", System.getProperty("load.rate", "50"))));
        int analyses = Integer.getInteger("load.analyses", 0);
        BotLoad.Outcome outcome = BotLoad.run(size, BotLoad.database(size), analyses);
        System.out.println("bot load: " + size + ", " + analyses + " walls analyses queued: " + outcome.describe());
        assertEquals(size.commands(), outcome.report().answered(), outcome.report().toString());
    }
}
