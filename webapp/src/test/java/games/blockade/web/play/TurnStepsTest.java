package games.blockade.web.play;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The web board's steps for the parts the rules write with spaces. */
class TurnStepsTest {

    private static final String COINS = "s:d3,b5,f5,b6,a8,e8 m:f3,e4,c6,f6,a7,c7 c:b3,c5,e5,e6,b8,f8 a:c3,b4,f4,b7,e7,d8";

    @Test
    void aBackgammonRowIsOnePartAndThePointsFollowIt() throws Exception {
        Rules<?, ?> rules = Games.byId("backgammon");
        Game<?, ?> game = Game.start(rules, rules.preset("bungie"), rules.defaultFirst());
        Side side = game.toMove().orElseThrow();
        assertThat(TurnSteps.after(game, side, "").next()).contains("row 2");

        TurnSteps.Step row = TurnSteps.after(game, side, "row 2");
        assertThat(row.problem()).isEmpty();
        assertThat(row.chosen()).containsExactly("row 2");
        assertThat(row.next()).isNotEmpty().doesNotContain("row 2");
        String second = row.next().get(0);
        TurnSteps.Step two = TurnSteps.after(game, side, "row 2 " + second);
        assertThat(two.problem()).isEmpty();
        assertThat(two.chosen()).containsExactly("row 2", second);
    }

    @Test
    void thePawnSetupIsOnePartAndATurnOfItsOwn() throws Exception {
        Rules<?, ?> rules = Games.byId("piecepack");
        Game<?, ?> game = Game.start(rules, rules.presets().get(0), rules.defaultFirst()).play(COINS);
        Side runner = game.toMove().orElseThrow();
        assertThat(TurnSteps.after(game, runner, "").next()).contains("s:a1 m:b1 c:c1 a:d1");

        TurnSteps.Step setup = TurnSteps.after(game, runner, "s:a1 m:b1 c:c1 a:d1");
        assertThat(setup.problem()).isEqualTo(Optional.empty());
        assertThat(setup.chosen()).containsExactly("s:a1 m:b1 c:c1 a:d1");
        // The runner may move on in play, but no command carries a move after a setup: it is sent alone.
        assertThat(setup.next()).isEmpty();
        assertThat(setup.sendable()).isTrue();
    }
}
