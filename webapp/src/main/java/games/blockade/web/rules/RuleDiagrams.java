package games.blockade.web.rules;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.SelfPlay;
import games.blockade.rules.picture.Pictures;
import games.blockade.rules.picture.Scene;
import games.blockade.web.infrastructure.InlineSvg;
import games.blockade.web.infrastructure.TrustedHtml;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The pictures on a game's rules page, drawn by the same renderer as the bot's boards: every
 * setup's start, then a game under way, its last move highlighted. Drawn once per game.
 */
@ApplicationScoped
public class RuleDiagrams {

    /** A picture and what it shows. */
    public record Diagram(String caption, TrustedHtml svg) {
    }

    /**
     * The moves of the example for each game: Retreat's shows the draw, its least obvious move;
     * the others a few plies of the weakest computer player, which covers each game's setup and
     * first turns.
     */
    private static final Map<String, List<String>> EXAMPLES = Map.of("retreat", List.of("D2-3"));
    private static final int EXAMPLE_PLIES = 4;
    private static final long EXAMPLE_SEED = 7;

    private final Map<String, List<Diagram>> drawn = new ConcurrentHashMap<>();

    /** The diagrams of a game the catalog knows. */
    public List<Diagram> of(GameKind game) {
        return drawn.computeIfAbsent(game.id(), RuleDiagrams::draw);
    }

    static List<Diagram> draw(String gameId) {
        try {
            return diagrams(Games.byId(gameId));
        } catch (Rejection e) {
            throw new IllegalStateException(gameId + "'s diagrams do not play: " + e.getMessage(), e);
        }
    }

    private static <P, M> List<Diagram> diagrams(Rules<P, M> rules) throws Rejection {
        List<Diagram> diagrams = new ArrayList<>();
        for (Preset preset : rules.presets()) {
            Scene start = Pictures.scene(rules, rules.start(preset, rules.defaultFirst()), Optional.empty());
            diagrams.add(new Diagram("The start, " + preset.name() + ": " + preset.summary() + ".",
                    InlineSvg.of(Pictures.svg(start), "diagram-" + diagrams.size())));
        }
        Preset preset = rules.presets().get(0);
        Game<P, M> game;
        List<String> moves = EXAMPLES.get(rules.id());
        if (moves != null) {
            game = Game.start(rules, preset, rules.defaultFirst());
            for (String move : moves) {
                game = game.play(move);
            }
        } else {
            game = SelfPlay.play(rules, preset, rules.defaultFirst(), EXAMPLE_PLIES, EXAMPLE_SEED);
        }
        List<String> played = game.plies().stream()
                .map(ply -> ply.side().map(rules::sideName).orElse("dice") + " " + ply.notation()).toList();
        diagrams.add(new Diagram("After " + String.join(", then ", played) + "; the last move is highlighted.",
                InlineSvg.of(Pictures.svg(Pictures.scene(game, Optional.empty())), "diagram-" + diagrams.size())));
        return diagrams;
    }
}
