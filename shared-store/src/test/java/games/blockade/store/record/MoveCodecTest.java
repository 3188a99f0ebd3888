package games.blockade.store.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Ply;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.PileGame;
import games.blockade.store.generate.RandomGames;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class MoveCodecTest {

    private static List<Rules<?, ?>> everyGame() {
        return Stream.concat(Stream.of(PileGame.RULES), Games.all().stream()).toList();
    }

    /** Any game of any registered game, played at random, packs and unpacks to the same plies. */
    @Property(tries = 40)
    void aRandomGameUnpacksToTheSamePlies(@ForAll long seed, @ForAll @IntRange(min = 0, max = 99) int which)
            throws Rejection {
        List<Rules<?, ?>> games = everyGame();
        Rules<?, ?> rules = games.get(which % games.size());
        for (Preset preset : rules.presets()) {
            // Each game's own first side: piecepack's blocker sets up before the runner moves.
            Game<?, ?> game = RandomGames.play(rules, preset, rules.defaultFirst(), seed, 300);

            Game<?, ?> back = decode(rules, preset, rules.defaultFirst(), MoveCodec.encode(game));

            assertEquals(notations(game), notations(back));
            assertEquals(game.positionText(), back.positionText());
        }
    }

    @Property(tries = 200)
    void timesRoundTripToTheSecond(@ForAll @IntRange(min = 0, max = 100_000_000) int first,
                                   @ForAll @IntRange(min = 0, max = 1000) int step) {
        Instant start = Instant.parse("2026-01-01T00:00:00Z");
        List<Instant> times = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            times.add(start.plusSeconds(first + (long) i * i * step));
        }
        assertEquals(times, MoveCodec.decodeTimes(start, MoveCodec.encodeTimes(start, times)));
    }

    @org.junit.jupiter.api.Test
    void aOneMoveTurnIsOneByteAndADiceRollIsText() throws Rejection {
        Game<?, ?> game = Game.start(PileGame.RULES, PileGame.RULES.preset("dice"), Side.ONE)
                .rollDice(index -> 3)
                .play("3");

        byte[] packed = MoveCodec.encode(game);

        // format 2; "d3" as text: length 2 -> 2*2+1 = 5, 'd', '3'; "3" is move index 2 (takes 1, 2, 3) -> 4*2
        assertArrayEquals(new byte[] {2, 5, 'd', '3', 8}, packed);
    }

    /** Records written before format 2 stored whole turns by their index among the turns; they still read. */
    @org.junit.jupiter.api.Test
    void aTurnIndexRecordStillReads() throws Rejection {
        Game<?, ?> game = decode(PileGame.RULES, PileGame.RULES.preset("dice"), Side.ONE, new byte[] {1, 5, 'd', '3', 4});

        assertEquals(List.of("d3", "3"), notations(game));
    }

    @org.junit.jupiter.api.Test
    void aLongGameOfEveryKindPacksSmallerThanItsNotation() throws Rejection {
        for (Rules<?, ?> rules : Games.all()) {
            Preset preset = rules.presets().get(0);
            Game<?, ?> game = RandomGames.play(rules, preset, rules.defaultFirst(), 11, 120);
            byte[] packed = MoveCodec.encode(game);
            Game<?, ?> back = decode(rules, preset, rules.defaultFirst(), packed);
            assertEquals(notations(game), notations(back));
            assertTrue(packed.length < notations(game).stream().mapToInt(n -> n.length() + 1).sum(),
                    rules.id() + " packs smaller than its notation");
        }
    }

    @org.junit.jupiter.api.Test
    void aRecordPointingAtAMissingMoveIsRefused() {
        Rejection e = assertThrows(Rejection.class,
                () -> MoveCodec.decode(PileGame.RULES, PileGame.RULES.presets().get(0), Side.ONE, new byte[] {2, 16}));
        assertEquals("ply 1: move 4 of 3 does not exist", e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void aRecordPointingAtAMissingTurnIsRefused() {
        Rejection e = assertThrows(Rejection.class,
                () -> MoveCodec.decode(PileGame.RULES, PileGame.RULES.presets().get(0), Side.ONE, new byte[] {1, 8}));
        assertEquals("ply 1: turn 4 of 3 does not exist", e.getMessage());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Game<?, ?> decode(Rules<?, ?> rules, Preset preset, Side first, byte[] packed) throws Rejection {
        return MoveCodec.decode((Rules) rules, preset, first, packed);
    }

    private static List<String> notations(Game<?, ?> game) {
        return game.plies().stream().map(Ply::notation).toList();
    }
}
