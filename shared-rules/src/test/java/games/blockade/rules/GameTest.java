package games.blockade.rules;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GameTest {

    private final Counters rules = new Counters();

    private Game<Counters.Position, String> fresh() throws Rejection {
        return Game.start(rules, rules.presets().get(0), Side.ONE);
    }

    @Test
    void a_command_of_several_moves_is_one_ply_closed_by_the_implied_end() throws Rejection {
        Game<Counters.Position, String> game = fresh().play("+1 +1");

        assertThat(game.plies()).hasSize(1);
        assertThat(game.plies().get(0).notation()).isEqualTo("+1 +1 end");
        assertThat(game.plies().get(0).side()).contains(Side.ONE);
        assertThat(game.positionText()).isEqualTo("2 0 2");
        assertThat(game.toMove()).contains(Side.TWO);
    }

    @Test
    void a_game_up_to_a_ply_is_the_game_as_it_stood_then_and_the_whole_game_keeps_its_ending() throws Rejection {
        Game<Counters.Position, String> game = fresh().play("+1").play("+1 +1").resign(Side.ONE);

        Game<Counters.Position, String> first = game.upTo(1);

        assertThat(first.plies()).isEqualTo(game.plies().subList(0, 1));
        assertThat(first.positionText()).isEqualTo(fresh().play("+1").positionText());
        assertThat(first.toMove()).contains(Side.TWO);
        assertThat(first.outcome()).isEmpty();
        assertThat(game.upTo(2)).isSameAs(game);
        assertThat(game.upTo(0).plies()).isEmpty();
        assertThatThrownBy(() -> game.upTo(3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void moves_after_the_turn_has_ended_are_refused_and_change_nothing() throws Rejection {
        Game<Counters.Position, String> game = fresh();

        assertThatThrownBy(() -> game.play("+1 end +1"))
                .isInstanceOf(Rejection.class)
                .hasMessage("+1 end ends the turn; '+1' is too much");
        assertThat(game.plies()).isEmpty();
        assertThat(game.positionText()).isEqualTo("0 0 1");
    }

    @Test
    void an_illegal_part_is_explained_by_the_rules() throws Rejection {
        assertThatThrownBy(() -> fresh().play("-1")).hasMessage("-1: not legal here");
    }

    @Test
    void only_the_side_to_move_may_play() throws Rejection {
        assertThatThrownBy(() -> fresh().play(Side.TWO, "+1"))
                .hasMessage("it is not your turn: One is to move");
    }

    @Test
    void turns_are_distinct_by_the_position_they_reach() throws Rejection {
        List<String> turns = fresh().legalTurns();

        // "+1 -1 end" reaches the same counters as "end": listed once, in the order first found.
        assertThat(turns).containsExactly("+1 +1 end", "+1 -1 end", "+1 end");
        assertThat(Perft.count(rules, fresh().position(), 1)).isEqualTo(3);
    }

    @Test
    void perft_counts_the_leaves_of_the_turn_tree() throws Rejection {
        Counters.Position start = fresh().position();
        long byHand = 0;
        for (Turn<Counters.Position, String> turn : rules.turns(start)) {
            byHand += rules.turns(turn.result()).size();
        }
        assertThat(Perft.count(rules, start, 2)).isEqualTo(byHand).isEqualTo(9);
        assertThat(Perft.count(rules, start, 0)).isEqualTo(1);
    }

    @Test
    void the_third_occurrence_of_a_position_is_a_draw_by_repetition() throws Rejection {
        Game<Counters.Position, String> game = fresh().play("+1").play("+1");
        assertThat(game.isOver()).isFalse();
        game = game.play("-1").play("-1");
        assertThat(game.isOver()).isFalse();
        game = game.play("+1").play("+1").play("-1");
        assertThat(game.isOver()).isFalse();
        game = game.play("-1");

        // 0-0 with One to move: at the start, after the first cycle and now.
        assertThat(game.outcome()).contains(new Outcome.Draw(Outcome.REPETITION));
        Game<Counters.Position, String> over = game;
        assertThatThrownBy(() -> over.play("+1")).hasMessageStartingWith("the game is over");
    }

    @Test
    void platform_endings_end_the_game_once() throws Rejection {
        assertThat(fresh().resign(Side.ONE).outcome()).contains(new Outcome.Win(Side.TWO, Outcome.RESIGNATION));
        assertThat(fresh().timeout(Side.TWO).outcome()).contains(new Outcome.Win(Side.ONE, Outcome.TIME));
        Game<Counters.Position, String> drawn = fresh().drawByAgreement();
        assertThat(drawn.outcome()).contains(new Outcome.Draw(Outcome.AGREEMENT));
        assertThatThrownBy(() -> drawn.resign(Side.ONE)).hasMessageStartingWith("the game is already over");
    }

    @Test
    void platform_endings_read_the_same_in_every_game_and_the_game_describes_its_own() {
        assertThat(rules.describe(new Outcome.Win(Side.TWO, Outcome.RESIGNATION))).isEqualTo("One resigned");
        assertThat(rules.describe(new Outcome.Win(Side.ONE, Outcome.TIME))).isEqualTo("Two ran out of time");
        assertThat(rules.describe(new Outcome.Draw(Outcome.AGREEMENT))).isEqualTo("drawn by agreement");
        assertThat(rules.describe(new Outcome.Draw(Outcome.REPETITION)))
                .isEqualTo("drawn by threefold repetition: the same position arose for the third time");
        assertThat(rules.describe(new Outcome.Win(Side.ONE, "five"))).isEqualTo("five");
        for (Rules<?, ?> game : Games.all()) {
            assertThat(game.describe(new Outcome.Win(Side.ONE, Outcome.RESIGNATION)))
                    .matches("[A-Z]\\w* resigned");
        }
    }

    @Test
    void suggestions_complete_a_turn_part_by_part() throws Rejection {
        Game<Counters.Position, String> game = fresh();

        assertThat(game.suggest("", 25)).extracting(Suggestion::command).containsExactly("+1", "end");
        assertThat(game.suggest("+", 25)).extracting(Suggestion::command).containsExactly("+1");
        assertThat(game.suggest("+1 ", 25)).extracting(Suggestion::command)
                .containsExactly("+1 +1", "+1 -1", "+1 end");
        assertThat(game.suggest("+1 +1 ", 25)).extracting(Suggestion::command).containsExactly("+1 +1 end");
        assertThat(game.suggest("+1 +1 end", 25)).extracting(Suggestion::command).containsExactly("+1 +1 end");
        assertThat(game.suggest("+1 ", 1)).hasSize(1);
        assertThat(game.suggest("x", 25)).isEmpty();
        assertThat(game.suggest("+1 ", 25)).allMatch(Suggestion::whole, "a command closes the turn it leaves open");
    }

    @Test
    void replaying_the_record_reaches_the_same_game() throws Rejection {
        Game<Counters.Position, String> played = fresh().play("+1 +1").play("+1").play("-1 +1");
        Game<Counters.Position, String> replayed = fresh();
        for (Ply<Counters.Position> ply : played.plies()) {
            replayed = replayed.replay(ply.notation());
        }
        assertThat(replayed.position()).isEqualTo(played.position());
        assertThat(replayed.plies()).isEqualTo(played.plies());
        assertThat(replayed.outcome()).isEqualTo(Optional.empty());
    }

    @Test
    void a_game_resumed_from_its_stored_record_continues_as_the_game_played_and_counts_repetitions_on()
            throws Rejection {
        Game<Counters.Position, String> played = fresh().play("+1").play("+1").play("-1").play("-1")
                .play("+1").play("+1").play("-1");
        Game<Counters.Position, String> resumed = Game.resume(rules, played.preset(), played.start(),
                played.plies().stream().map(ply -> new Game.Recorded(ply.side(), ply.notation(),
                        rules.formatPosition(ply.position()), Repetition.digest(rules, ply.position()))).toList());

        assertThat(resumed.plies()).isEqualTo(played.plies());
        assertThat(resumed.position()).isEqualTo(played.position());
        assertThat(resumed.toMove()).isEqualTo(played.toMove());
        // 0-0 with One to move for the third time: the resumed game knows the first two.
        assertThat(resumed.play("-1").outcome()).contains(new Outcome.Draw(Outcome.REPETITION));
    }

    @Test
    void a_record_replayed_without_counting_repetitions_gives_the_same_plies_and_positions() throws Rejection {
        for (Rules<?, ?> game : Games.all()) {
            replaysAlike(game);
        }
    }

    private static <P, M> void replaysAlike(Rules<P, M> rules) throws Rejection {
        Game<P, M> played = SelfPlay.play(rules, 400, 7);
        Game<P, M> counted = Game.start(rules, played.preset(), rules.defaultFirst());
        Game<P, M> uncounted = Game.startUncounted(rules, played.preset(), rules.defaultFirst());
        for (Ply<P> ply : played.plies()) {
            counted = counted.replay(ply.notation());
            uncounted = uncounted.replay(ply.notation());
        }
        assertThat(uncounted.plies()).as(rules.id()).hasSize(played.plies().size());
        for (int i = 0; i < played.plies().size(); i++) {
            Ply<P> one = counted.plies().get(i);
            Ply<P> other = uncounted.plies().get(i);
            assertThat(other.notation()).as(rules.id() + " ply " + (i + 1)).isEqualTo(one.notation());
            assertThat(rules.formatPosition(other.position())).as(rules.id() + " ply " + (i + 1))
                    .isEqualTo(rules.formatPosition(one.position()));
        }
        assertThat(uncounted.status()).as(rules.id()).isEqualTo(counted.status());
    }

    @Test
    void a_replay_that_does_not_count_restores_a_draw_by_repetition_only_where_the_position_arose_thrice()
            throws Rejection {
        Game<Counters.Position, String> twice = Game.startUncounted(rules, rules.presets().get(0), Side.ONE)
                .replay("+1").replay("+1").replay("-1").replay("-1");
        Game<Counters.Position, String> thrice = twice.replay("+1").replay("+1").replay("-1").replay("-1");

        // 0-0 with One to move for the third time, which a counting game ends on by itself.
        assertThat(thrice.isOver()).isFalse();
        assertThat(thrice.drawByRepetition().outcome()).contains(new Outcome.Draw(Outcome.REPETITION));
        assertThatThrownBy(twice::drawByRepetition).isInstanceOf(Rejection.class)
                .hasMessageContaining("has occurred 2 times, not three");
        assertThatThrownBy(() -> fresh().play("+1").drawByRepetition()).isInstanceOf(Rejection.class);
        // A line played on from its middle counts again: the same cycle ends it.
        assertThat(thrice.upTo(4).play("+1").play("+1").play("-1").play("-1").outcome())
                .contains(new Outcome.Draw(Outcome.REPETITION));
    }

    @Test
    void a_stored_position_that_does_not_read_fails_when_it_is_asked_for_not_before() throws Rejection {
        Game<Counters.Position, String> resumed = Game.resume(rules, fresh().preset(), fresh().start(),
                List.of(new Game.Recorded(Optional.of(Side.ONE), "+1", "not a position", 0)));

        assertThat(resumed.plies()).hasSize(1);
        assertThatThrownBy(resumed::position).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("a stored position does not read");
    }

    @Test
    void playing_on_from_an_earlier_game_leaves_the_games_played_after_it_as_they_were() throws Rejection {
        Game<Counters.Position, String> first = fresh().play("+1");
        Game<Counters.Position, String> second = first.play("+1");
        Game<Counters.Position, String> other = first.play("+1 +1");
        Game<Counters.Position, String> third = second.play("end");

        assertThat(first.plies()).extracting(Ply::notation).containsExactly("+1 end");
        assertThat(second.plies()).extracting(Ply::notation).containsExactly("+1 end", "+1 end");
        assertThat(other.plies()).extracting(Ply::notation).containsExactly("+1 end", "+1 +1 end");
        assertThat(third.plies()).extracting(Ply::notation).containsExactly("+1 end", "+1 end", "end");
        assertThat(other.position()).isEqualTo(new Counters.Position(1, 2, Side.ONE, 0));
        assertThat(first.upTo(0).play("end").plies()).extracting(Ply::notation).containsExactly("end");
    }

    @Test
    void a_line_played_on_from_the_middle_counts_only_its_own_positions_for_repetition() throws Rejection {
        Game<Counters.Position, String> early = fresh().play("+1");
        // The main line passes 0-0 with One to move a second time, then a third: drawn.
        Game<Counters.Position, String> twice = early.play("+1").play("-1").play("-1");
        Game<Counters.Position, String> thrice = twice.play("+1").play("+1").play("-1").play("-1");
        // A line from the first ply reaches it a second time only, although the record it came from holds it thrice.
        Game<Counters.Position, String> side = early.play("+1").play("-1").play("-1");

        assertThat(thrice.outcome()).contains(new Outcome.Draw(Outcome.REPETITION));
        assertThat(side.isOver()).isFalse();
        assertThat(side.plies()).isEqualTo(twice.plies());
        assertThat(side.play("+1").play("+1").play("-1").play("-1").outcome())
                .contains(new Outcome.Draw(Outcome.REPETITION));
    }

    @Test
    void a_turn_given_as_indices_of_the_listed_moves_is_the_turn_those_moves_make() throws Rejection {
        // At the start One may play +1 or end; after +1: +1, -1 or end; after two steps only end.
        Game<Counters.Position, String> packed = fresh().replayMoves(new long[] {0, 0}).replayMoves(new long[] {1});

        assertThat(packed.plies()).isEqualTo(fresh().play("+1 +1").play("end").plies());
        assertThat(packed.toMove()).contains(Side.ONE);
    }

    @Test
    void a_packed_turn_that_names_no_listed_move_or_goes_on_after_its_end_is_refused() throws Rejection {
        Game<Counters.Position, String> game = fresh();

        assertThatThrownBy(() -> game.replayMoves(new long[] {2})).hasMessage("ply 1: move 2 of 2 does not exist");
        assertThatThrownBy(() -> game.replayMoves(new long[] {1, 0})).hasMessage("ply 1: a move after the turn ended");
        assertThatThrownBy(() -> game.replayMoves(new long[0])).hasMessage("ply 1: a turn of no moves");
        assertThatThrownBy(() -> game.resign(Side.ONE).replayMoves(new long[] {0}))
                .hasMessage("ply 1: no side is to move");
        assertThat(game.plies()).isEmpty();
    }
}
