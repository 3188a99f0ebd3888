package games.blockade.web.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.web.language.Words;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class RuleDiagramsTest {

    private static final Words ENGLISH = Words.in(Locale.ENGLISH);

    @Test
    void everyExampleOfEveryGamePlaysThroughTheRulesToThePositionItShows() throws Rejection {
        for (Rules<?, ?> rules : Games.all()) {
            List<RuleExample> examples = RuleExamples.of(rules.id());
            List<RuleDiagrams.Diagram> diagrams = RuleDiagrams.draw(rules.id(), ENGLISH);
            assertThat(diagrams).as(rules.id()).hasSameSizeAs(examples);
            for (int i = 0; i < examples.size(); i++) {
                RuleExample example = examples.get(i);
                Game<?, ?> game = played(rules, example, example.moves());
                assertThat(game.plies()).as(example.name()).hasSameSizeAs(example.moves());
                if (!example.moves().isEmpty()) {
                    assertThat(game.positionText()).as(example.name()).isEqualTo(example.shows());
                    // the picture is of that game, its last move named in the title the renderer gives it
                    String last = game.plies().get(game.plies().size() - 1).notation();
                    assertThat(diagrams.get(i).svg().html()).as(example.name()).contains("last: ")
                            .contains(last.substring(0, Math.min(last.length(), 20)));
                }
            }
        }
    }

    @Test
    void everyClaimedRefusalIsRefusedByTheRulesAndQuotedInTheirWords() throws Rejection {
        int refusals = 0;
        for (Rules<?, ?> rules : Games.all()) {
            List<RuleExample> examples = RuleExamples.of(rules.id());
            List<RuleDiagrams.Diagram> diagrams = RuleDiagrams.draw(rules.id(), ENGLISH);
            for (int i = 0; i < examples.size(); i++) {
                for (RuleExample.Refusal refusal : examples.get(i).refusals()) {
                    Game<?, ?> game = played(rules, examples.get(i), refusal.after());
                    String message = refusalOf(game, refusal.attempt());
                    assertThat(message).as(refusal.attempt()).contains(refusal.because());
                    assertThat(diagrams.get(i).caption()).contains("“" + message + "”");
                    refusals++;
                }
                assertThat(diagrams.get(i).caption()).as(rules.id()).doesNotContain("{");
            }
        }
        assertThat(refusals).isGreaterThanOrEqualTo(7);
    }

    @Test
    void eachGameIllustratesItsRulesBeyondTheStartAndRetreatKeepsItsDraw() {
        for (Rules<?, ?> rules : Games.all()) {
            assertThat(RuleExamples.of(rules.id())).as(rules.id())
                    .filteredOn(example -> !example.moves().isEmpty()).hasSizeGreaterThanOrEqualTo(
                            rules.id().equals("retreat") ? 1 : 5);
        }
        assertThat(RuleExamples.of("retreat")).extracting(RuleExample::moves)
                .containsExactly(List.of(), List.of("D2-3"));
    }

    @Test
    void everyDiagramHasItsOwnTitleAndDescription() {
        for (Rules<?, ?> rules : Games.all()) {
            List<RuleDiagrams.Diagram> diagrams = RuleDiagrams.draw(rules.id(), ENGLISH);
            for (int i = 0; i < diagrams.size(); i++) {
                String prefix = "diagram-" + i;
                assertThat(diagrams.get(i).svg().html()).as(rules.id() + " " + prefix)
                        .contains("aria-labelledby=\"" + prefix + "-title " + prefix + "-desc\"",
                                "<title id=\"" + prefix + "-title\">", "<desc id=\"" + prefix + "-desc\">");
                assertThat(diagrams.get(i).caption()).isNotBlank();
            }
        }
    }

    @Test
    void aGermanPageHasGermanCaptionsQuotingTheRulesGermanRefusalsAndGermanPictures() {
        Words german = Words.in(Locale.GERMAN);
        List<RuleDiagrams.Diagram> diagrams = RuleDiagrams.draw("piecepack", german);
        RuleDiagrams.Diagram queen = diagrams.get(1);
        assertThat(queen.caption()).startsWith("Der Läufer zieht einen Bauern wie eine Dame im Schach.")
                .contains("a1-a6 wird abgelehnt, „a1-a6: ").doesNotContain("{");
        assertThat(queen.svg().html()).contains("<title id=\"diagram-1-title\">Piecepack-Blockade: Blocker am Zug")
                .contains("Sonnen (rot): Münzen").contains("<title>Bauer der Sonnen auf a4</title>");
        assertThat(RuleDiagrams.draw("walls", Words.in(Locale.forLanguageTag("pl"))).get(0).caption())
                .startsWith("Standardowa plansza, 11 na 14");
    }

    @Test
    void aRefusalTheRulesAllowIsADefectNotADiagram() throws Rejection {
        RuleExample allowed = RuleExample.start("standard", "piecepack.queen").refusing("D2-3", "retreat");
        assertThatThrownBy(() -> RuleDiagrams.draw(Games.byId("retreat"), List.of(allowed), ENGLISH))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("the rules allow it");
    }

    @Test
    void aRefusalForAnotherReasonThanTheCaptionGivesIsADefect() throws Rejection {
        RuleExample other = RuleExample.start("standard", "piecepack.queen").refusing("C9-10", "a retreat");
        assertThatThrownBy(() -> RuleDiagrams.draw(Games.byId("retreat"), List.of(other), ENGLISH))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("not for 'a retreat'");
    }

    @Test
    void anExampleReachingAnotherPositionThanItShowsIsADefect() throws Rejection {
        RuleExample wrong = RuleExample.played("standard", "", List.of("D2-3"), "b/c/b/./././././B/C/B w D2-3 -",
                "retreat.draw");
        assertThatThrownBy(() -> RuleDiagrams.draw(Games.byId("retreat"), List.of(wrong), ENGLISH))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("reaches b/./c/b/");
    }

    @Test
    void aCaptionThatDoesNotQuoteItsRefusalIsADefect() throws Rejection {
        RuleExample unquoted = RuleExample.start("standard", "retreat.start").refusing("BB1-3", "");
        assertThatThrownBy(() -> RuleDiagrams.draw(Games.byId("retreat"), List.of(unquoted), ENGLISH))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("does not quote refusal {0}");
    }

    @Test
    void anExampleThatDoesNotPlayIsADefect() throws Rejection {
        RuleExample illegal = RuleExample.played("standard", "", List.of("C2-1"), "-", "retreat.draw");
        assertThatThrownBy(() -> RuleDiagrams.draw(Games.byId("retreat"), List.of(illegal), ENGLISH))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("does not play: C2-1");
    }

    private static <P, M> Game<P, M> played(Rules<P, M> rules, RuleExample example, List<String> moves)
            throws Rejection {
        Game<P, M> game = example.position().isEmpty()
                ? Game.start(rules, rules.preset(example.preset()), rules.defaultFirst())
                : Game.from(rules, rules.preset(example.preset()), rules.parsePosition(example.position()));
        for (String move : moves) {
            game = game.replay(move);
        }
        return game;
    }

    private static String refusalOf(Game<?, ?> game, String attempt) {
        try {
            game.play(attempt);
        } catch (Rejection e) {
            return e.getMessage();
        }
        throw new AssertionError(attempt + " is allowed");
    }
}
