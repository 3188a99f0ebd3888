package games.blockade.store.record;

import games.blockade.rules.Game;
import games.blockade.rules.Ply;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.Turn;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's plies packed into bytes, for any game. A ply that is a turn of listed moves is stored as
 * each move's index among {@link Rules#moves} of the position it was played from (one byte while a
 * position has fewer than 32 moves); anything else, such as the dice's rolls, as its notation. Each
 * entry is an unsigned varint: {@code 4 * index} for a turn of one move, {@code 4 * count + 2}
 * followed by {@code count} indices for a turn of several, or {@code 2 * length + 1} followed by that
 * many bytes of UTF-8. The first byte is the format's version, because an index only means something
 * while the rules list moves in the same order.
 *
 * <p>Format 1 stored a turn as its index among {@link Rules#turns}: as compact, but reading it back
 * enumerated every whole turn of every position, which takes seconds for a long piecepack, walls or
 * backgammon game. It is still read.
 */
public final class MoveCodec {

    public static final int FORMAT = 2;
    private static final int TURN_INDEX_FORMAT = 1;

    private MoveCodec() {
    }

    public static <P, M> byte[] encode(Game<P, M> game) {
        Rules<P, M> rules = game.rules();
        ByteArrayOutputStream out = new ByteArrayOutputStream(game.plies().size() + 1);
        Varint.write(out, FORMAT);
        P before = game.start();
        for (Ply<P> ply : game.plies()) {
            List<Integer> indices = ply.side().isPresent() ? moveIndices(rules, before, ply) : List.of();
            if (indices.size() == 1) {
                Varint.write(out, 4L * indices.get(0));
            } else if (indices.size() > 1) {
                Varint.write(out, 4L * indices.size() + 2);
                indices.forEach(index -> Varint.write(out, index));
            } else {
                byte[] text = ply.notation().getBytes(StandardCharsets.UTF_8);
                Varint.write(out, 2L * text.length + 1);
                out.write(text, 0, text.length);
            }
            before = ply.position();
        }
        return out.toByteArray();
    }

    /** Replays packed plies from the preset's start; the result has every ply's notation and position. */
    public static <P, M> Game<P, M> decode(Rules<P, M> rules, Preset preset, Side first, byte[] packed)
            throws Rejection {
        return decode(Game.start(rules, preset, first), packed);
    }

    /**
     * Replays packed plies from this new game (one that does not count repetitions, to show a
     * finished game: {@link Game#startUncounted}).
     */
    public static <P, M> Game<P, M> decode(Game<P, M> start, byte[] packed) throws Rejection {
        if (!start.plies().isEmpty()) {
            throw new IllegalArgumentException("a record is replayed from a game's start");
        }
        Rules<P, M> rules = start.rules();
        Varint.Reader in = new Varint.Reader(packed);
        long format = in.next();
        if (format != FORMAT && format != TURN_INDEX_FORMAT) {
            throw new Rejection("unknown move record format " + format);
        }
        Game<P, M> game = start;
        while (in.hasMore()) {
            long entry = in.next();
            if ((entry & 1) == 1) {
                game = game.replay(in.text((int) (entry >>> 1)));
            } else if (format == TURN_INDEX_FORMAT) {
                game = game.replay(turn(rules, game, entry >>> 1));
            } else if ((entry & 2) == 0) {
                game = game.replayMoves(new long[] {entry >>> 2});
            } else {
                long[] indices = new long[(int) (entry >>> 2)];
                for (int i = 0; i < indices.length; i++) {
                    indices[i] = in.next();
                }
                game = game.replayMoves(indices);
            }
        }
        return game;
    }

    private static <P, M> String turn(Rules<P, M> rules, Game<P, M> game, long index) throws Rejection {
        P position = game.position();
        List<Turn<P, M>> turns = rules.turns(position);
        if (index >= turns.size()) {
            throw new Rejection("ply " + (game.plies().size() + 1) + ": turn " + index
                    + " of " + turns.size() + " does not exist");
        }
        return rules.formatTurn(position, turns.get((int) index).moves());
    }

    /** The seconds between consecutive plies (the first counted from the game's start), as varints. */
    public static byte[] encodeTimes(Instant start, List<Instant> times) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(times.size());
        Instant previous = start;
        for (Instant time : times) {
            Varint.write(out, Math.max(0, Duration.between(previous, time).toSeconds()));
            previous = time;
        }
        return out.toByteArray();
    }

    public static List<Instant> decodeTimes(Instant start, byte[] packed) {
        Varint.Reader in = new Varint.Reader(packed);
        List<Instant> times = new ArrayList<>();
        Instant current = start;
        while (in.hasMore()) {
            current = current.plusSeconds(in.next());
            times.add(current);
        }
        return times;
    }

    /**
     * Each written move's index among the moves listed where it is played, when the ply's notation
     * is exactly those moves in canonical form; otherwise (dice, a move the rules do not list, a
     * non-canonical spelling) nothing, and the ply is stored as text.
     */
    private static <P, M> List<Integer> moveIndices(Rules<P, M> rules, P before, Ply<P> ply) {
        if (!(rules.status(before) instanceof Status.ToMove)) {
            return List.of();
        }
        P position = before;
        List<M> moves = new ArrayList<>();
        List<Integer> indices = new ArrayList<>();
        try {
            for (String part : rules.splitMoves(ply.notation())) {
                M move = rules.parseMove(position, part);
                int index = rules.moves(position).indexOf(move);
                if (index < 0) {
                    return List.of();
                }
                moves.add(move);
                indices.add(index);
                position = rules.play(position, move);
            }
        } catch (Rejection e) {
            return List.of();
        }
        return !moves.isEmpty() && rules.formatTurn(before, moves).equals(ply.notation()) ? indices : List.of();
    }
}
