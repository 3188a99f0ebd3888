package games.blockade.web.rules;

import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.web.language.SiteLanguages;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The rules texts of every game in every language, rendered once. They are the files
 * {@code docs/rules/<game>.md} (English) and {@code docs/rules/<game>.<tag>.md} (each other
 * language, e.g. {@code retreat.pt-BR.md}), packed into the web app when it is built, so the site
 * and the repository never disagree.
 */
@ApplicationScoped
public class RulesTexts {

    private final Map<String, RulesText> texts = new LinkedHashMap<>();

    public RulesTexts() {
        for (Locale language : SiteLanguages.ALL) {
            for (Rules<?, ?> rules : Games.all()) {
                read(file(rules.id(), language)).ifPresent(markdown -> texts.put(file(rules.id(), language),
                        RulesMarkdown.render(rules.id(), markdown)));
            }
        }
    }

    public Optional<RulesText> find(String game, Locale language) {
        return Optional.ofNullable(texts.get(file(game, language)));
    }

    /** The rules texts of games that are played but that were not packed into the build, by file. */
    public List<String> missing() {
        return SiteLanguages.ALL.stream().flatMap(language -> Games.all().stream()
                .map(rules -> file(rules.id(), language))).filter(file -> !texts.containsKey(file)).toList();
    }

    /** The file of a game's rules in a language. */
    static String file(String game, Locale language) {
        return language.equals(SiteLanguages.ENGLISH) ? game + ".md" : game + "." + language.toLanguageTag() + ".md";
    }

    static Optional<String> read(String file) {
        try (InputStream in = RulesTexts.class.getResourceAsStream("/rules/" + file)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
