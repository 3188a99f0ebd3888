package games.blockade.web.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class AskedBeforeTest {

    @Test
    void aKeyIsAskedForAgainFromItsSecondAskingOn() {
        AskedBefore<String> asked = new AskedBefore<>(Duration.ofHours(1));
        assertThat(asked.again("/games/7")).isFalse();
        assertThat(asked.again("/games/7")).isTrue();
        assertThat(asked.again("/games/7")).isTrue();
    }

    @Test
    void eachKeyIsCountedOnItsOwn() {
        AskedBefore<Long> asked = new AskedBefore<>(Duration.ofHours(1));
        assertThat(asked.again(7L)).isFalse();
        assertThat(asked.again(8L)).isFalse();
        assertThat(asked.again(7L)).isTrue();
    }

    @Test
    void anAskingLongAgoIsForgotten() throws InterruptedException {
        AskedBefore<String> asked = new AskedBefore<>(Duration.ofMillis(50));
        assertThat(asked.again("/players/3")).isFalse();
        Thread.sleep(120);
        assertThat(asked.again("/players/3")).isFalse();
    }
}
