package games.blockade.web.infrastructure;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Side;
import games.blockade.rules.language.Refusal;
import games.blockade.web.language.SiteLanguages;
import games.blockade.web.language.Words;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class ProblemTest {

    private static final Pattern RAISED = Pattern.compile("Problem\\.(?:notFound|badRequest)\\(\\s*(?:[^\"()]*\\?\\s*)?\"([^\"]+)\"(?:\\s*:\\s*\"([^\"]+)\")?");

    @Test
    void aProblemIsSaidInTheReadersLanguageAndInEnglishForLogs() {
        Problem missing = Problem.notFound("no-player", "1234");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.getMessage()).isEqualTo("There is no player number 1234.");
        assertThat(missing.say(Words.in(Locale.GERMAN))).isEqualTo("Es gibt keinen Spieler Nummer 1234.");
        assertThat(missing.say(Words.in(Locale.forLanguageTag("pl")))).isEqualTo("Nie ma gracza numer 1234.");
        Problem filter = missing.asBadRequest();
        assertThat(filter.status()).isEqualTo(400);
        assertThat(filter.getMessage()).isEqualTo(missing.getMessage());
    }

    @Test
    void aRefusalOfTheRulesInAProblemIsSaidInTheSameLanguage() {
        Problem refused = Problem.badRequest("refused", new Refusal.NotYourTurn("retreat", Side.TWO));
        assertThat(refused.getMessage()).isEqualTo(Words.in(SiteLanguages.ENGLISH).refusal(new Refusal.NotYourTurn("retreat", Side.TWO)));
        assertThat(refused.say(Words.in(Locale.GERMAN)))
                .isEqualTo(Words.in(Locale.GERMAN).refusal(new Refusal.NotYourTurn("retreat", Side.TWO)))
                .isNotEqualTo(refused.getMessage());
    }

    /** Every problem the site's code raises has words, so none fails for want of them in front of a reader. */
    @Test
    void everyProblemRaisedHasWords() throws IOException {
        List<String> keys = new ArrayList<>();
        try (Stream<Path> sources = Files.walk(Path.of("src/main/java"))) {
            sources.filter(path -> path.toString().endsWith(".java")).forEach(path -> {
                Matcher m = RAISED.matcher(read(path));
                while (m.find()) {
                    keys.add(m.group(1));
                    if (m.group(2) != null) {
                        keys.add(m.group(2));
                    }
                }
            });
        }
        assertThat(keys).hasSizeGreaterThan(20);
        Words english = Words.in(SiteLanguages.ENGLISH);
        for (String key : keys) {
            assertThat(english.bundle().containsKey("problem." + key)).as(key).isTrue();
        }
    }

    private static String read(Path path) {
        try {
            return Files.readString(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
