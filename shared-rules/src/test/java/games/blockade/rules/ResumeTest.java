package games.blockade.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A host stores each ply's position and repetition digest and resumes a game in play from them
 * instead of replaying it: the resumed game must go on exactly as the game played, to its end.
 */
class ResumeTest {

    static List<Rules<?, ?>> games() {
        return Games.all();
    }

    @ParameterizedTest
    @MethodSource("games")
    void a_game_resumed_at_any_ply_goes_on_as_the_game_played(Rules<?, ?> rules) throws Rejection {
        check(rules);
    }

    private static <P, M> void check(Rules<P, M> rules) throws Rejection {
        for (long seed = 1; seed <= 3; seed++) {
            Game<P, M> played = SelfPlay.play(rules, 80, seed);
            for (int at = 0; at < played.plies().size(); at += 7) {
                List<Game.Recorded> record = played.plies().subList(0, at).stream()
                        .map(ply -> new Game.Recorded(ply.side(), ply.notation(),
                                rules.formatPosition(ply.position()), Repetition.digest(rules, ply.position())))
                        .toList();
                Game<P, M> resumed = Game.resume(rules, played.preset(), played.start(), record);
                for (Ply<P> ply : played.plies().subList(at, played.plies().size())) {
                    resumed = resumed.replay(ply.notation());
                }
                assertThat(resumed.plies()).as("%s seed %d resumed at ply %d", rules.id(), seed, at)
                        .isEqualTo(played.plies());
                assertThat(resumed.outcome()).isEqualTo(played.outcome());
            }
        }
    }
}
