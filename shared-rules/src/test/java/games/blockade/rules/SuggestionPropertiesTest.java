package games.blockade.rules;

import games.blockade.rules.language.Term;
import games.blockade.rules.language.Words;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every autocomplete choice, in every game, from positions self-play reaches and for any beginning
 * of a turn typed there: a choice marked whole is a turn the game accepts as sent, and a part is
 * refused as unfinished but leads, typing on, to whole turns.
 */
class SuggestionPropertiesTest {

    /** Discord's limits: 25 choices, a choice's name and value at most 100 characters each. */
    private static final int CHOICES = 25;
    private static final int LENGTH = 100;

    @Provide
    Arbitrary<String> games() {
        return Arbitraries.of(Games.all().stream().map(Rules::id).toList());
    }

    @Property(tries = 200)
    void aWholeChoiceIsAcceptedAsSentAndAPartLeadsToWholeOnes(@ForAll("games") String id,
            @ForAll @IntRange(max = 2) int preset, @ForAll @IntRange(max = 40) int plies, @ForAll long seed,
            @ForAll @IntRange(max = 12) int typed) throws Rejection {
        check(Games.byId(id), preset, plies, seed, typed);
    }

    private static <P, M> void check(Rules<P, M> rules, int preset, int plies, long seed, int typed)
            throws Rejection {
        Dice dice = index -> new SplittableRandom(seed ^ index).nextInt(1, 7);
        Game<P, M> game = SelfPlay.play(rules, rules.presets().get(preset % rules.presets().size()),
                rules.defaultFirst(), plies, seed, dice);
        if (game.status() instanceof Status.AwaitingDice) {
            game = game.rollDice(dice);
        }
        Assume.that(game.toMove().isPresent());
        String turn = rules.formatTurn(game.position(),
                SelfPlay.turn(rules, rules.computer(rules.levels().get(0), seed), game.position()));
        List<Suggestion> choices = game.suggest(turn.substring(0, Math.min(typed, turn.length())), CHOICES);
        assertThat(choices).hasSizeLessThanOrEqualTo(CHOICES);
        Statistics.collect(rules.id(), choices.stream().allMatch(Suggestion::whole) ? "whole turns" : "parts");
        for (Suggestion choice : choices) {
            follow(game, choice, 3);
        }
        if (!rules.id().equals("walls")) {
            assertThat(choices).as("only a walls turn has parts that may not stand alone")
                    .allMatch(Suggestion::whole);
        }
    }

    /** A whole choice is played as sent; a part is refused, and its first next choice followed, within {@code depth} parts. */
    private static void follow(Game<?, ?> game, Suggestion choice, int depth) {
        assertThat(choice.label(Words.ENGLISH)).hasSizeLessThanOrEqualTo(LENGTH);
        assertThat(choice.text()).hasSizeLessThanOrEqualTo(LENGTH);
        if (choice.whole()) {
            assertThat(choice.label(Words.ENGLISH)).isEqualTo(choice.command());
            assertThatCode(() -> game.play(choice.command())).as(choice.command()).doesNotThrowAnyException();
            return;
        }
        String refusal = "the turn is not finished, so nothing was played: " + choice.command() + " still needs "
                + Words.ENGLISH.term(choice.stillToPlay().orElseThrow()) + "; legal next: ";
        String example = "; a whole turn is e.g. " + choice.command() + " ";
        for (String sent : List.of(choice.command(), choice.text(), choice.label(Words.ENGLISH))) {
            assertThatThrownBy(() -> game.play(sent)).hasMessageStartingWith(refusal).hasMessageContaining(example);
        }
        List<Suggestion> next = game.suggest(choice.text(), CHOICES);
        assertThat(game.suggest(choice.label(Words.ENGLISH), CHOICES)).as("typed on after the label").isEqualTo(next);
        assertThat(next).isNotEmpty().allMatch(c -> c.command().startsWith(choice.command() + " "));
        assertThat(depth).as("parts after " + choice.command()).isPositive();
        follow(game, next.get(0), depth - 1);
    }
}
