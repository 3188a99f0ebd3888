package games.blockade.web.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.text.MessageFormat;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The site's words kept per language say every text exactly as a message format made afresh would. */
class WordsTest {

    @Test
    void everyTextOfEveryLanguageReadsAsAFreshMessageFormatWouldWithSmallAndLargeNumbersTextsAndTooFewArguments() {
        for (Locale language : SiteLanguages.ALL) {
            Words words = Words.in(language);
            for (String key : words.bundle().keySet()) {
                for (Object[] arguments : new Object[][] {{0, 1, 2, 3}, {1, 7, 1, 1}, {5, 12, 999, 2},
                        {1234, 56789L, 1000, 4}, {"Ann <&> 'B'", "{1}", "", 3}, {"x", 2}, {}}) {
                    MessageFormat fresh = new MessageFormat(words.bundle().getString(key).replace("'", "''"), language);
                    String expected;
                    try {
                        expected = fresh.format(arguments);
                    } catch (IllegalArgumentException e) {
                        // Text where the pattern wants a number: refused alike.
                        assertThrows(IllegalArgumentException.class, () -> words.t(key, arguments), language + " " + key);
                        continue;
                    }
                    assertEquals(expected, words.t(key, arguments), language + " " + key);
                }
            }
        }
    }
}
