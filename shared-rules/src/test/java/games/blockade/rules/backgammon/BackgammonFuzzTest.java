package games.blockade.rules.backgammon;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Whatever is typed, the parsers answer with a move, a position or a Rejection, never another exception. */
class BackgammonFuzzTest {

    private final BackgammonRules rules = new BackgammonRules();

    @Provide
    Arbitrary<String> typed() {
        Arbitrary<String> noise = Arbitraries.strings().withChars("rowxendlapshifvt0123456789-=, /\t\n").ofMaxLength(30);
        Arbitrary<String> any = Arbitraries.strings().all().ofMaxLength(30);
        Arbitrary<String> words = Arbitraries.of("row", "3", "7", "x4", "3-4", "4-3", "end", "leap", "roll", "shift", "5",
                "vs", "0", "99999999999", "-", "x", "1-", "-2").list().ofMaxSize(6).map(w -> String.join(" ", w));
        return Arbitraries.oneOf(noise, any, words);
    }

    @Property(tries = 1500)
    void movesNeverThrowAnythingButRejection(@ForAll("typed") String text) throws Rejection {
        try {
            rules.parseMove(rules.start(rules.preset("basic")), text);
        } catch (Rejection expected) {
            // a clear refusal is the point
        }
        try {
            Game.start(rules, rules.preset("superpush"), Side.ONE).play("row 3").rollDice(i -> 3).play(text);
        } catch (Rejection expected) {
            // likewise
        }
        Game.start(rules, rules.preset("bungie"), Side.TWO).suggest(text, 25);
    }

    @Provide
    Arbitrary<String> positions() {
        Arbitrary<String> field = Arbitraries.oneOf(
                Arbitraries.of("basic", "bungie", "superpush", "red=2,3,3,3,3,2", "black=0,0,1,0,0,5", "turn=red",
                        "first=black", "dice=3", "row=3", "step=spend", "step=assign", "step=choice", "rolled=4",
                        "rolled=2,5", "points=3", "shift=2", "leap=5", "began=0,0,3,0,0,0", "began=0,0,1,2,0,0"),
                Arbitraries.strings().withChars("redblackturnfirstdicepointsbegan=,0123456789-").ofMaxLength(20));
        return field.list().ofMaxSize(12).map(fields -> String.join(" ", fields));
    }

    @Property(tries = 1500)
    void positionsNeverThrowAnythingButRejection(@ForAll("positions") String text) {
        try {
            BackgammonPosition position = rules.parsePosition(text);
            rules.moves(position);
            rules.status(position);
        } catch (Rejection expected) {
            // a clear refusal is the point
        }
    }
}
