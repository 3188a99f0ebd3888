package games.blockade.web.rules;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.language.Refusal;
import games.blockade.rules.picture.Pictures;
import games.blockade.web.infrastructure.InlineSvg;
import games.blockade.web.infrastructure.TrustedHtml;
import games.blockade.web.language.Words;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The pictures on a game's rules page, drawn by the same renderer as the bot's boards, each the
 * {@link RuleExamples example} of one rule played through the real rules, its last move
 * highlighted. Drawn once per game and language: the captions, the refusals they quote and what the
 * pictures say to screen readers are in the page's language.
 */
@ApplicationScoped
public class RuleDiagrams {

    /** A picture and what it shows. */
    public record Diagram(String caption, TrustedHtml svg) {
    }

    private final Map<String, List<Diagram>> drawn = new ConcurrentHashMap<>();
    private final Map<String, String> starts = new ConcurrentHashMap<>();

    /** The diagrams of a game the catalog knows, in the language of {@code words}. */
    public List<Diagram> of(GameKind game, Words words) {
        return drawn.computeIfAbsent(game.id() + " " + words.tag(), key -> draw(game.id(), words));
    }

    /** The board of a game the catalog knows at its start (first preset, usual first side), as SVG. */
    public String start(GameKind game, Words words) {
        return starts.computeIfAbsent(game.id() + " " + words.tag(), key -> drawStart(game.id(), words));
    }

    private static String drawStart(String gameId, Words words) {
        try {
            return startPicture(Games.byId(gameId), words);
        } catch (Rejection e) {
            throw new IllegalStateException(gameId + ": the start has no picture: " + e.getMessage(), e);
        }
    }

    private static <P> String startPicture(Rules<P, ?> rules, Words words) throws Rejection {
        P start = rules.start(rules.presets().get(0), rules.defaultFirst());
        return Pictures.svg(Pictures.scene(rules, start, Optional.empty(), words.locale()));
    }

    /** The diagrams of a game, by its id, drawn afresh in the language of {@code words}. */
    public static List<Diagram> draw(String gameId, Words words) {
        try {
            return draw(Games.byId(gameId), RuleExamples.of(gameId), words);
        } catch (Rejection e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The diagrams of these examples; an example the rules do not bear out is a defect, not a page. */
    static <P, M> List<Diagram> draw(Rules<P, M> rules, List<RuleExample> examples, Words words) {
        List<Diagram> diagrams = new ArrayList<>(examples.size());
        for (RuleExample example : examples) {
            try {
                diagrams.add(diagram(rules, example, "diagram-" + diagrams.size(), words));
            } catch (Rejection e) {
                throw new IllegalStateException(rules.id() + ": the example '" + example.name()
                        + "' does not play: " + e.getMessage(), e);
            }
        }
        return List.copyOf(diagrams);
    }

    private static <P, M> Diagram diagram(Rules<P, M> rules, RuleExample example, String id, Words words)
            throws Rejection {
        Game<P, M> game = played(rules, example, example.moves());
        if (!example.moves().isEmpty() && !game.positionText().equals(example.shows())) {
            throw new IllegalStateException(rules.id() + ": " + String.join(" / ", example.moves()) + " reaches "
                    + game.positionText() + ", not " + example.shows());
        }
        String pattern = words.bundle().getString(example.captionKey());
        Object[] refusals = new Object[example.refusals().size()];
        for (int i = 0; i < refusals.length; i++) {
            String placeholder = "{" + i + "}";
            if (!pattern.contains(placeholder)) {
                throw new IllegalStateException(rules.id() + ": the caption does not quote refusal " + placeholder
                        + ": " + pattern);
            }
            refusals[i] = words.refusal(refusal(rules, example, example.refusals().get(i)));
        }
        return new Diagram(words.t(example.captionKey(), refusals),
                InlineSvg.of(Pictures.svg(Pictures.scene(game, Optional.empty(), words.locale())), id));
    }

    /** The rules' own refusal of the attempt; it is a defect if they allow it or refuse it for another reason. */
    private static <P, M> Refusal refusal(Rules<P, M> rules, RuleExample example, RuleExample.Refusal refusal)
            throws Rejection {
        Game<P, M> game = played(rules, example, refusal.after());
        try {
            game.play(refusal.attempt());
        } catch (Rejection e) {
            if (!e.getMessage().contains(refusal.because())) {
                throw new IllegalStateException(rules.id() + ": " + refusal.attempt() + " is refused, but with '"
                        + e.getMessage() + "', not for '" + refusal.because() + "'", e);
            }
            return e.refusal();
        }
        throw new IllegalStateException(rules.id() + ": the caption says " + refusal.attempt()
                + " is refused, but the rules allow it after " + refusal.after());
    }

    private static <P, M> Game<P, M> played(Rules<P, M> rules, RuleExample example, List<String> moves)
            throws Rejection {
        Preset preset = rules.preset(example.preset());
        P start = example.position().isEmpty()
                ? rules.start(preset, rules.defaultFirst())
                : rules.parsePosition(example.position());
        Game<P, M> game = Game.from(rules, preset, start);
        for (String move : moves) {
            game = game.replay(move);
        }
        return game;
    }
}
