package games.blockade.web.rules;

import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.web.infrastructure.Problem;
import games.blockade.web.language.RequestLanguage;
import games.blockade.web.language.SiteLanguages;
import games.blockade.web.language.Words;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The games the site knows, in the order of {@link Games#all()}. */
@ApplicationScoped
public class GameCatalog {

    @Inject
    RulesTexts texts;
    @Inject
    RequestLanguage language;
    /** The games in each language the site speaks: what is said of them changes only with a release. */
    private Map<Locale, List<GameKind>> kinds;

    @PostConstruct
    void load() {
        kinds = SiteLanguages.ALL.stream().collect(Collectors.toUnmodifiableMap(l -> l,
                l -> Games.all().stream().map(rules -> kind(rules, Words.in(l))).toList()));
    }

    /** The games, in the language of the request (the API's: English). */
    public List<GameKind> all() {
        return kinds.get(language.locale());
    }

    /** The game with this id, or a 404 that names the games there are. */
    public GameKind get(String id) {
        List<GameKind> kinds = all();
        return kinds.stream().filter(kind -> kind.id().equals(id)).findFirst()
                .orElseThrow(() -> Problem.notFound("no-game-kind", id,
                        String.join(", ", kinds.stream().map(GameKind::id).toList())));
    }

    public RulesText rulesText(String id) {
        GameKind kind = get(id);
        return texts.find(kind.id(), language.locale())
                .orElseThrow(() -> Problem.notFound("no-rules-text", kind.title()));
    }

    private GameKind kind(Rules<?, ?> rules, Words words) {
        return new GameKind(rules.id(), words.t("title." + rules.id()),
                List.of(side(rules, Side.ONE, words), side(rules, Side.TWO, words)),
                rules.firstIsChosen() ? words.t("rules.first-chosen") : side(rules, rules.defaultFirst(), words),
                rules.presets(), rules.levels(),
                texts.find(rules.id(), words.locale()).map(RulesText::summary).orElse(""));
    }

    private static String side(Rules<?, ?> rules, Side side, Words words) {
        return words.t("side." + rules.id() + "." + side.name().toLowerCase(Locale.ROOT));
    }
}
