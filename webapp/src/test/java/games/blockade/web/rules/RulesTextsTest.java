package games.blockade.web.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RulesTextsTest {

    /** A game that can be played must have its rules page: docs/rules/<game>.md packed into the build. */
    @Test
    void everyGameHasItsRulesText() {
        assertThat(new RulesTexts().missing()).isEmpty();
    }
}
