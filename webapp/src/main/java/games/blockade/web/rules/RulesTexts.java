package games.blockade.web.rules;

import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rules texts of every game, rendered once. They are the files {@code docs/rules/<game>.md},
 * packed into the web app when it is built, so the site and the repository never disagree.
 */
@ApplicationScoped
public class RulesTexts {

    private final Map<String, RulesText> texts = new LinkedHashMap<>();

    public RulesTexts() {
        for (Rules<?, ?> rules : Games.all()) {
            read(rules.id()).ifPresent(markdown -> texts.put(rules.id(), RulesMarkdown.render(rules.id(), markdown)));
        }
    }

    public Optional<RulesText> find(String game) {
        return Optional.ofNullable(texts.get(game));
    }

    /** Games that are played but whose rules text was not packed into the build. */
    public List<String> missing() {
        return Games.all().stream().map(Rules::id).filter(id -> !texts.containsKey(id)).toList();
    }

    static Optional<String> read(String game) {
        try (InputStream in = RulesTexts.class.getResourceAsStream("/rules/" + game + ".md")) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
