package games.blockade.rules.backgammon;

import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Random games: what must hold after every step of any game. */
class BackgammonPropertiesTest {

    private final BackgammonRules rules = new BackgammonRules();

    @Property(tries = 60)
    void invariantsHoldThroughoutRandomGames(@ForAll long seed, @ForAll @IntRange(max = 2) int variant,
                                             @ForAll boolean blackFirst) throws Rejection {
        SplittableRandom random = new SplittableRandom(seed);
        BackgammonPosition p = BackgammonPosition.start(Variant.values()[variant], blackFirst ? Side.TWO : Side.ONE);
        for (int step = 0; step < 400 && !(rules.status(p) instanceof Status.Over); step++) {
            BackgammonPosition before = p;
            if (rules.status(p) instanceof Status.AwaitingDice) {
                p = rules.play(p, rules.rollDice(p, index -> random.nextInt(6) + 1));
            } else {
                List<BackgammonMove> moves = rules.moves(p);
                BackgammonMove move = moves.get(random.nextInt(moves.size()));
                assertEquals(move, rules.parseMove(p, rules.formatMove(p, move)), "a legal move reads back legal");
                p = rules.play(p, move);
            }
            piecesAreNeverCreated(before, p);
            pointsAreNeverOverspent(p);
            assertEquals(p, rules.parsePosition(rules.formatPosition(p)), "the position text reads back");
            assertEquals(before.diceRolled() + (rules.status(before) instanceof Status.AwaitingDice
                    ? BackgammonRules.diceDue(before)[0] + BackgammonRules.diceDue(before)[1] : 0), p.diceRolled());
        }
    }

    private static void piecesAreNeverCreated(BackgammonPosition before, BackgammonPosition after) {
        for (Side side : Side.values()) {
            assertTrue(after.rows(side).total() <= before.rows(side).total());
        }
        assertEquals(before.rows(before.toMove().other()), after.rows(before.toMove().other()),
                "only the mover's pieces move");
    }

    private static void pointsAreNeverOverspent(BackgammonPosition p) {
        TurnState turn = p.turn();
        if (turn.step() != Step.SPEND) {
            return;
        }
        int dice = turn.rolled().stream().mapToInt(Integer::intValue).sum();
        assertTrue(turn.points() + turn.shiftPoints() + turn.leapPoints() <= dice);
        assertTrue(turn.points() >= 0 && turn.shiftPoints() >= 0 && turn.leapPoints() >= 0);
        for (int row = 1; row <= Rows.ROWS; row++) {
            assertTrue(turn.began().count(row) <= p.own().count(row));
        }
    }

    @Property(tries = 200)
    void everyParsedMoveIsOneOfTheLegalMoves(@ForAll long seed) throws Rejection {
        SplittableRandom random = new SplittableRandom(seed);
        BackgammonPosition p = BackgammonPosition.start(Variant.values()[random.nextInt(3)], Side.ONE);
        int steps = random.nextInt(30);
        for (int i = 0; i < steps && !(rules.status(p) instanceof Status.Over); i++) {
            p = rules.status(p) instanceof Status.AwaitingDice
                    ? rules.play(p, rules.rollDice(p, index -> random.nextInt(6) + 1))
                    : rules.play(p, rules.moves(p).get(random.nextInt(rules.moves(p).size())));
        }
        for (String text : List.of("row 1", "row 4", "1-2", "3-4", "4-3", "6-5", "x1", "x3", "x6", "end", "leap",
                "roll", "shift 1", "shift 6")) {
            BackgammonPosition at = p;
            try {
                BackgammonMove move = rules.parseMove(at, text);
                assertTrue(rules.moves(at).contains(move), text + " parsed but is not legal at " + at);
            } catch (Rejection e) {
                assertTrue(rules.moves(at).stream().noneMatch(m -> rules.formatMove(at, m).equals(text)),
                        text + " is legal at " + at + " but was rejected: " + e.getMessage());
            }
        }
    }
}
