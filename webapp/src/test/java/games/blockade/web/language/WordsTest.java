package games.blockade.web.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.ibm.icu.text.MessageFormat;
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

    @Test
    void polishCountsTakeTheFormTheirLastDigitsAskForBeyondTwentyFour() {
        Words polish = Words.in(Locale.forLanguageTag("pl"));
        assertEquals("1 ruch", polish.t("home.moves", 1));
        assertEquals("3 ruchy", polish.t("home.moves", 3));
        assertEquals("12 ruchów", polish.t("home.moves", 12));
        assertEquals("22 ruchy", polish.t("home.moves", 22));
        assertEquals("25 ruchów", polish.t("home.moves", 25));
        assertEquals("32 ruchy", polish.t("home.moves", 32));
        assertEquals("104 ruchy", polish.t("home.moves", 104));
        assertEquals("112 ruchów", polish.t("home.moves", 112));
        assertEquals("0 ruchów", polish.t("home.moves", 0));
    }
}
