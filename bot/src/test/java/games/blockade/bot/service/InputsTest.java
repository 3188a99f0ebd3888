package games.blockade.bot.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class InputsTest {

    @Test
    void aMoveIsOneLineOfAtMostThreeHundredCharacters() {
        assertEquals(Optional.empty(), Inputs.commandProblem("e4-e5 w:d5h"));
        assertEquals(Optional.empty(), Inputs.commandProblem("x".repeat(300)));
        assertTrue(Inputs.commandProblem("x".repeat(301)).isPresent());
        assertTrue(Inputs.commandProblem("B3-5\u0000").isPresent());
        assertTrue(Inputs.commandProblem("B3\u200b-5").isPresent(), "invisible format characters are refused");
        assertTrue(Inputs.commandProblem("").isPresent());
        assertTrue(Inputs.commandProblem(null).isPresent());
    }

    @Test
    void gameNumbersArePositive() {
        assertEquals(Optional.empty(), Inputs.gameNumberProblem(Optional.empty()));
        assertEquals(Optional.empty(), Inputs.gameNumberProblem(Optional.of(1L)));
        assertEquals(Optional.of("game numbers start at 1; -4 names no game"), Inputs.gameNumberProblem(Optional.of(-4L)));
    }

    @Test
    void buttonIdsHaveTheShapeOfTheBotsTokens() {
        assertTrue(Inputs.plausibleButtonId("AbC-12_xyzAbC-12_xyzAbCd"));
        assertFalse(Inputs.plausibleButtonId(""));
        assertFalse(Inputs.plausibleButtonId("a b"));
        assertFalse(Inputs.plausibleButtonId("é"));
        assertFalse(Inputs.plausibleButtonId("a".repeat(101)));
    }
}
