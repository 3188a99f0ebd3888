package games.blockade.web.rules;

import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.web.infrastructure.Problem;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;

/** The games the site knows, in the order of {@link Games#all()}. */
@ApplicationScoped
public class GameCatalog {

    @Inject
    RulesTexts texts;
    private List<GameKind> kinds;

    @PostConstruct
    void load() {
        kinds = Games.all().stream().map(this::kind).toList();
    }

    public List<GameKind> all() {
        return kinds;
    }

    /** The game with this id, or a 404 that names the games there are. */
    public GameKind get(String id) {
        return kinds.stream().filter(kind -> kind.id().equals(id)).findFirst()
                .orElseThrow(() -> Problem.notFound("There is no game called '" + id + "'. The games are: "
                        + String.join(", ", kinds.stream().map(GameKind::id).toList()) + "."));
    }

    public RulesText rulesText(String id) {
        GameKind kind = get(id);
        return texts.find(kind.id())
                .orElseThrow(() -> Problem.notFound("The rules of " + kind.title() + " are not written up yet."));
    }

    private GameKind kind(Rules<?, ?> rules) {
        return new GameKind(rules.id(), rules.title(),
                List.of(rules.sideName(Side.ONE), rules.sideName(Side.TWO)),
                rules.firstIsChosen() ? "chosen by the players" : rules.sideName(rules.defaultFirst()),
                rules.presets(), rules.levels(),
                texts.find(rules.id()).map(RulesText::summary).orElse(""));
    }
}
