package games.blockade.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void theClockTickIsWholeSecondsThirtyUnlessSet() {
        assertEquals(Duration.ofSeconds(30), Main.clockTick(Map.of()));
        assertEquals(Duration.ofSeconds(5), Main.clockTick(Map.of("BLOCKADE_CLOCK_TICK_SECONDS", "5")));
        assertEquals("BLOCKADE_CLOCK_TICK_SECONDS must be a whole number of seconds, at least 1, not '0'",
                assertThrows(IllegalArgumentException.class,
                        () -> Main.clockTick(Map.of("BLOCKADE_CLOCK_TICK_SECONDS", "0"))).getMessage());
        assertThrows(IllegalArgumentException.class, () -> Main.clockTick(Map.of("BLOCKADE_CLOCK_TICK_SECONDS", "soon")));
    }

    @Test
    void analysesRunInEveryProcessUnlessSwitchedOff() {
        assertEquals(true, Main.analyses(Map.of()));
        assertEquals(true, Main.analyses(Map.of("BLOCKADE_ANALYSES", "on")));
        assertEquals(false, Main.analyses(Map.of("BLOCKADE_ANALYSES", "off")));
        assertEquals("BLOCKADE_ANALYSES must be on or off, not 'later'", assertThrows(IllegalArgumentException.class,
                () -> Main.analyses(Map.of("BLOCKADE_ANALYSES", "later"))).getMessage());
    }
}
