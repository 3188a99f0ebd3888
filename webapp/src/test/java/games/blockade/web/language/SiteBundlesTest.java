package games.blockade.web.language;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every language of the site says everything English says, with the same placeholders, and each
 * request gets the language it asked for, remembered, or its browser's.
 */
class SiteBundlesTest {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");

    @Test
    void everyLanguageHasEveryTextWithTheSamePlaceholders() {
        Map<String, String> english = read("site");
        List<String> problems = new ArrayList<>();
        for (Locale language : SiteLanguages.ALL.subList(1, SiteLanguages.ALL.size())) {
            Map<String, String> translated = read("site_" + language);
            Set<String> missing = new TreeSet<>(english.keySet());
            missing.removeAll(translated.keySet());
            missing.forEach(key -> problems.add(language + " lacks " + key));
            Set<String> extra = new TreeSet<>(translated.keySet());
            extra.removeAll(english.keySet());
            extra.forEach(key -> problems.add(language + " has " + key + ", which English has not"));
            english.forEach((key, text) -> {
                if (translated.containsKey(key) && !placeholders(text).equals(placeholders(translated.get(key)))) {
                    problems.add(language + " " + key + " has placeholders " + placeholders(translated.get(key))
                            + ", English " + placeholders(text));
                }
            });
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void everyTextFormatsAndEveryLanguageWritesTimes() {
        for (Locale language : SiteLanguages.ALL) {
            Words words = Words.in(language);
            for (String key : words.bundle().keySet()) {
                if (!key.startsWith("format.")) {
                    assertThat(words.t(key, 2, 3, 4, 5, 6, 7)).as(language + " " + key).doesNotContain("{");
                }
            }
            assertThat(words.minute(Instant.EPOCH)).contains("1970", "00:00");
            assertThat(words.span(Duration.ofHours(49))).startsWith("2 ");
        }
        assertThat(Words.in(Locale.FRENCH).t("home.ago", "3 min")).isEqualTo("il y a 3 min");
        assertThat(Words.in(Locale.ENGLISH).t("games.everyone")).isEqualTo("Show everyone's games");
    }

    @Test
    void theBrowsersMostPreferredLanguageThatTheSiteSpeaksWins() {
        assertThat(SiteLanguages.fromBrowser("ja, pt-PT;q=0.9, de;q=0.8")).isEqualTo(Locale.forLanguageTag("pt-BR"));
        assertThat(SiteLanguages.fromBrowser("es-MX,es;q=0.9,en;q=0.8")).isEqualTo(Locale.forLanguageTag("es"));
        assertThat(SiteLanguages.fromBrowser("pl")).isEqualTo(Locale.forLanguageTag("pl"));
        assertThat(SiteLanguages.fromBrowser("ja, zh")).isEqualTo(Locale.ENGLISH);
        assertThat(SiteLanguages.fromBrowser("not a ;;; header")).isEqualTo(Locale.ENGLISH);
        assertThat(SiteLanguages.fromBrowser(null)).isEqualTo(Locale.ENGLISH);
        assertThat(SiteLanguages.known("xx")).isEmpty();
    }

    private static Set<String> placeholders(String pattern) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(pattern);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    private static Map<String, String> read(String name) {
        String path = "/games/blockade/web/language/" + name + ".properties";
        try (InputStream in = SiteBundlesTest.class.getResourceAsStream(path)) {
            assertThat(in).as(path).isNotNull();
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> sorted = new TreeMap<>();
            properties.forEach((k, v) -> sorted.put((String) k, (String) v));
            return sorted;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
