package games.blockade.rules.piecepack;

import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Properties over positions reached by random play from random setups. */
class PiecepackPropertiesTest {

    private static final PiecepackRules RULES = new PiecepackRules();

    /** A position after random setups and {@code plies} random moves (parts of turns included). */
    static PiecepackPosition played(long seed, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        PiecepackPosition position = PiecepackPosition.START;
        for (int i = 0; i < plies && RULES.status(position) instanceof Status.ToMove; i++) {
            List<PiecepackMove> moves = position.phase() == PiecepackPosition.Phase.COIN_SETUP
                    ? List.of(new PiecepackMove.CoinSetup(PiecepackSetups.randomCoins(random.nextLong())))
                    : RULES.moves(position);
            if (moves.isEmpty()) {
                break;
            }
            position = RULES.play(position, moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    @Provide
    Arbitrary<PiecepackPosition> positions() {
        return Arbitraries.longs().map(seed -> played(seed, (int) Math.floorMod(seed, 81L)));
    }

    @Property(tries = 200)
    void positionTextRoundTrips(@ForAll("positions") PiecepackPosition position) throws Rejection {
        assertEquals(position, RULES.parsePosition(RULES.formatPosition(position)));
    }

    @Property(tries = 100)
    void everyMoveRoundTripsThroughItsNotation(@ForAll("positions") PiecepackPosition position) throws Rejection {
        for (PiecepackMove move : RULES.moves(position)) {
            String text = RULES.formatMove(position, move);
            assertEquals(move, RULES.parseMove(position, text), text);
            assertEquals(move, RULES.parseMove(position, text.toUpperCase()), text);
        }
    }

    @Property(tries = 60)
    void everyTurnPlaysFromItsNotation(@ForAll("positions") PiecepackPosition position,
                                       @ForAll @IntRange(min = 0, max = 1000) int pick) throws Rejection {
        List<Turn<PiecepackPosition, PiecepackMove>> turns = RULES.turns(position);
        if (turns.isEmpty()) {
            return;
        }
        Turn<PiecepackPosition, PiecepackMove> turn = turns.get(pick % turns.size());
        Game<PiecepackPosition, PiecepackMove> game = Game.from(RULES, RULES.presets().get(0), position)
                .play(RULES.formatTurn(position, turn.moves()));
        assertEquals(turn.result(), game.position());
    }

    @Property(tries = 200)
    void piecesAreConserved(@ForAll("positions") PiecepackPosition position) {
        if (position.phase() == PiecepackPosition.Phase.COIN_SETUP) {
            assertEquals(0, position.coins().all());
            return;
        }
        for (Suit suit : Suit.ALL) {
            assertEquals(6, Long.bitCount(position.coins().of(suit)), suit.title());
        }
        assertEquals(position.phase().isSetup() ? 0 : 4, Long.bitCount(position.pawns().all()));
    }

    @Property(tries = 500)
    void theParsersRejectNonsenseWithAReason(@ForAll("noise") String text,
                                            @ForAll("positions") PiecepackPosition position) {
        try {
            RULES.parsePosition(text);
        } catch (Rejection e) {
            assertTrue(!e.getMessage().isBlank());
        }
        try {
            RULES.parseMove(position, text);
        } catch (Rejection e) {
            assertTrue(!e.getMessage().isBlank());
        }
    }

    /** Random text, and valid notation with random damage. */
    @Provide
    Arbitrary<String> noise() {
        Arbitrary<String> random = Arbitraries.strings().withChars("smcaSMCA.*/ rbsetup:,-12345678abcdefgh9x").ofMaxLength(80);
        Arbitrary<String> damaged = Arbitraries.longs().map(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            String valid = r.nextBoolean()
                    ? RULES.formatPosition(played(seed, r.nextInt(60)))
                    : PiecepackSetups.formatCoins(PiecepackSetups.randomCoins(seed));
            int at = r.nextInt(valid.length());
            char c = "smcaSMCA.*/ rb:,-0123456789x".charAt(r.nextInt(28));
            return r.nextBoolean() ? valid.substring(0, at) + c + valid.substring(at + 1)
                    : valid.substring(0, at) + valid.substring(Math.min(valid.length(), at + 1 + r.nextInt(4)));
        });
        return Arbitraries.oneOf(random, damaged, Arbitraries.strings().ofMaxLength(40));
    }
}
