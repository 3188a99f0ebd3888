package games.blockade.web.rules;

import games.blockade.web.infrastructure.TrustedHtml;
import java.util.Objects;

/** A game's rules in the project's words: its heading, the opening paragraph, and the rest as HTML. */
public record RulesText(String game, String title, String summary, TrustedHtml body) {
    public RulesText {
        Objects.requireNonNull(game);
        Objects.requireNonNull(title);
        Objects.requireNonNull(summary);
        Objects.requireNonNull(body);
    }
}
