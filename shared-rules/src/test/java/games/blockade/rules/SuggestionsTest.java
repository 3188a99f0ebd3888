package games.blockade.rules;

import games.blockade.rules.language.Term;
import games.blockade.rules.language.Words;
import games.blockade.rules.walls.WallsMove;
import games.blockade.rules.walls.WallsPosition;
import games.blockade.rules.walls.WallsRules;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Autocomplete choices in a game whose turn has parts that may not stand alone: a walls pawn move
 * that a wall must follow is offered as a labelled part, never as a turn.
 */
class SuggestionsTest {

    private static final WallsRules WALLS = new WallsRules();

    private static Game<WallsPosition, WallsMove> compact() throws Rejection {
        return Game.start(WALLS, WALLS.preset("compact"), Side.ONE);
    }

    private static Game<WallsPosition, WallsMove> compact(String position) throws Rejection {
        return Game.from(WALLS, WALLS.preset("compact"), WALLS.parsePosition(position));
    }

    @Test
    void a_pawn_move_a_wall_must_follow_is_offered_as_a_labelled_part() throws Rejection {
        Game<WallsPosition, WallsMove> game = compact();
        List<String> pawnMoves = WALLS.moves(game.position()).stream()
                .map(move -> WALLS.formatMove(game.position(), move)).limit(25).toList();

        List<Suggestion> choices = game.suggest("", 25);

        assertThat(choices).extracting(Suggestion::command).isEqualTo(pawnMoves);
        assertThat(choices).noneMatch(Suggestion::whole).allMatch(c -> c.stillToPlay().equals(Optional.of(new Term("rest.walls.wall"))));
        assertThat(choices.get(0).label(Words.ENGLISH)).isEqualTo("c3-c4 … then a wall (keep typing)");
        assertThat(choices.get(0).text()).isEqualTo("c3-c4 ");
    }

    @Test
    void a_part_sent_alone_is_refused_saying_what_it_still_needs_and_what_may_follow() throws Rejection {
        Game<WallsPosition, WallsMove> game = compact();
        for (String sent : List.of("c3-c4", "c3-c4 ", "c3-c4 … then a wall (keep typing)")) {
            assertThatThrownBy(() -> game.play(sent)).hasMessage(
                    "the turn is not finished, so nothing was played: c3-c4 still needs a wall; legal next: a1h, a1v,"
                            + " b1h, b1v, c1h, c1v, d1h, d1v, e1h, e1v, f1h, f1v, ... (176 in all);"
                            + " a whole turn is e.g. c3-c4 a1h");
        }
        assertThat(game.plies()).isEmpty();
        assertThatThrownBy(() -> compact("9x12 c3h c3,g3 c10,g10 7h7v1b 7h7v1b red").play("xc3n")).hasMessage(
                "the turn is not finished, so nothing was played: xc3n still needs a pawn move and a wall;"
                        + " legal next: c3-c4, c3-c5, c3-d4, c3-b4, c3-d3, c3-e3, c3-d2, c3-c2, c3-c1, c3-b2, c3-b3,"
                        + " c3-a3, ... (24 in all); a whole turn is e.g. xc3n c3-c4 a1h");
    }

    @Test
    void typing_on_after_a_picked_part_offers_whole_turns_whether_the_box_holds_its_text_or_its_label()
            throws Rejection {
        Game<WallsPosition, WallsMove> game = compact();
        Suggestion part = game.suggest("", 25).get(0);

        List<Suggestion> next = game.suggest(part.text(), 25);

        assertThat(next).hasSize(25).allMatch(Suggestion::whole).allMatch(c -> c.command().startsWith("c3-c4 "));
        assertThat(game.suggest(part.label(Words.ENGLISH), 25)).isEqualTo(next);
        assertThat(game.suggest(part.label(Words.ENGLISH) + "e5", 25)).isEqualTo(game.suggest("c3-c4 e5", 25))
                .extracting((Suggestion c) -> c.label(Words.ENGLISH)).containsExactly("c3-c4 e5h", "c3-c4 e5v");
        assertThat(game.play(part.label(Words.ENGLISH) + " e5h").plies().get(0).notation()).isEqualTo("c3-c4 e5h");
    }

    @Test
    void a_part_listed_with_its_mark_reads_as_the_part_when_typed_on() throws Rejection {
        Game<WallsPosition, WallsMove> game = compact();
        Suggestion part = game.suggest("", 25).get(0);

        assertThat(part.listed()).isEqualTo("c3-c4 …");
        assertThat(game.suggest(part.listed() + " e5", 25)).isEqualTo(game.suggest("c3-c4 e5", 25));
        assertThat(game.play(part.listed() + " e5h").plies().get(0).notation()).isEqualTo("c3-c4 e5h");
        assertThat(Suggestion.whole("c3-c4 e5h").listed()).isEqualTo("c3-c4 e5h");
    }

    @Test
    void a_part_that_is_the_only_way_on_comes_first_followed_by_the_turns_it_leads_to() throws Rejection {
        Game<WallsPosition, WallsMove> game = compact();

        // Discord trims the space after a finished part: "c3-c4 " arrives as "c3-c4".
        List<Suggestion> choices = game.suggest("c3-c4", 25);

        assertThat(choices.get(0)).isEqualTo(new Suggestion("c3-c4", Optional.of(new Term("rest.walls.wall"))));
        assertThat(choices.subList(1, 25)).isEqualTo(game.suggest("c3-c4 ", 24));
    }

    @Test
    void whole_turns_are_offered_instead_of_parts_where_they_all_fit() throws Rejection {
        // Red has no walls left: a bomb is followed by a pawn move alone, twelve turns in all.
        Game<WallsPosition, WallsMove> game = compact("9x12 a1h a1,b1 c10,g10 0h0v1b 7h7v1b red");

        assertThat(game.suggest("x", 25)).allMatch(Suggestion::whole).extracting(Suggestion::command)
                .containsExactly("xa1n a1-a2", "xa1n a1-a3", "xa1n a1-b2", "xa1n b1-c1", "xa1n b1-c2", "xa1n b1-d1",
                        "xb1n b1-b2", "xb1n b1-b3", "xb1n b1-c2", "xb1n b1-a2", "xb1n b1-c1", "xb1n b1-d1");
        assertThat(game.suggest("x", 11)).extracting((Suggestion c) -> c.label(Words.ENGLISH)).containsExactly(
                "xa1n … then a pawn move (keep typing)", "xb1n … then a pawn move (keep typing)");
    }

    @Test
    void a_whole_turn_is_offered_as_it_is() throws Rejection {
        assertThat(compact().suggest("c3-c4 e5h", 25)).containsExactly(Suggestion.whole("c3-c4 e5h"));
        // The pawn move onto the second base wins at once, with no wall; the one past it does not.
        Game<WallsPosition, WallsMove> winning = compact("9x12 - c10,g9 a6,i6 7h7v1b 7h7v1b red");
        assertThat(winning.suggest("g9-g1", 25)).containsExactly(Suggestion.whole("g9-g10"),
                new Suggestion("g9-g11", Optional.of(new Term("rest.walls.wall"))));
    }
}
