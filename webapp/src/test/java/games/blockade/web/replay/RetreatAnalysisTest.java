package games.blockade.web.replay;

import static org.assertj.core.api.Assertions.assertThat;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.retreat.RetreatPosition;
import games.blockade.rules.retreat.RetreatRules;
import games.blockade.rules.retreat.RetreatSolution;
import games.blockade.rules.retreat.RetreatValue;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The analysis line against the solved game: the start is a draw, and only D2-3 keeps it. */
class RetreatAnalysisTest {

    @Test
    void theStartIsADrawAndTheDrawingFirstMoveKeepsIt() throws Rejection {
        RetreatAnalysis.Line line = line("D2-3");
        assertThat(line.start().words()).isEqualTo("draw");
        RetreatAnalysis.Verdict verdict = line.verdicts().get(0);
        assertThat(verdict.before().result()).isEqualTo("draw");
        assertThat(verdict.after().result()).isEqualTo("draw");
        assertThat(verdict.mistake()).isEmpty();
    }

    @Test
    void aFirstMoveThatLosesIsMarkedAsThrowingAwayTheDraw() throws Rejection {
        RetreatAnalysis.Line line = line("B3-1");
        RetreatAnalysis.Verdict verdict = line.verdicts().get(0);
        assertThat(verdict.after().result()).isEqualTo("loss");
        assertThat(verdict.mistake()).contains("threw-away-draw");
    }

    @Test
    void afterAMoveTheValueCountsTheMovesStillToCome() throws Rejection {
        Game<?, ?> game = game("B3-1");
        RetreatValue forWhite = RetreatSolution.ofStart()
                .value((RetreatPosition) game.position()).orElseThrow();
        RetreatAnalysis.Verdict verdict = RetreatAnalysis.of(game).orElseThrow().verdicts().get(0);
        assertThat(forWhite.result()).isEqualTo(RetreatValue.Result.WIN);
        assertThat(verdict.after().moves()).isEqualTo(forWhite.plies());
        assertThat(verdict.after().words()).isEqualTo("loss in " + forWhite.plies());
        // the solved game: B3-1 loses after 28 plies, counting itself
        assertThat(verdict.after().moves()).isEqualTo(27);
    }

    @Test
    void aMoveThatLetsAWinSlipIsMarked() throws Rejection {
        // White, winning after Black's B3-1, gives the win away if any reply turns the value from a win
        Game<?, ?> start = game("B3-1");
        RetreatRules rules = new RetreatRules();
        RetreatPosition after = (RetreatPosition) start.position();
        Optional<String> slip = rules.moves(after).stream()
                .filter(move -> RetreatSolution.ofStart().value(rules.play(after, move)).orElseThrow().result()
                        != RetreatValue.Result.LOSS)
                .map(move -> rules.formatMove(after, move)).findFirst();
        assertThat(slip).as("a reply that does not keep White's win").isPresent();
        RetreatAnalysis.Verdict verdict = RetreatAnalysis.of(start.play(slip.get())).orElseThrow().verdicts().get(1);
        assertThat(verdict.before().result()).isEqualTo("win");
        assertThat(verdict.mistake()).contains("threw-away-win");
    }

    @Test
    void otherGamesHaveNoAnalysis() throws Rejection {
        Rules<?, ?> walls = Games.byId("walls");
        assertThat(RetreatAnalysis.of(Game.start(walls, walls.presets().get(0), walls.defaultFirst()))).isEmpty();
    }

    private static RetreatAnalysis.Line line(String... moves) throws Rejection {
        Game<?, ?> game = game(moves);
        RetreatAnalysis.Line line = RetreatAnalysis.of(game).orElseThrow();
        assertThat(line.verdicts()).hasSize(List.of(moves).size());
        return line;
    }

    private static Game<?, ?> game(String... moves) throws Rejection {
        RetreatRules rules = new RetreatRules();
        Game<?, ?> game = Game.start(rules, rules.presets().get(0), Side.ONE);
        for (String move : moves) {
            game = game.play(move);
        }
        return game;
    }
}
