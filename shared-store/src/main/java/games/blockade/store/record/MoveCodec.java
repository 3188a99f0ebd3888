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
 * A game's plies packed into bytes, for any game. A ply that is a whole turn is stored as its index
 * among {@link Rules#turns} of the position it was played from (one byte while a position has fewer
 * than 64 turns); anything else, such as the dice's rolls or part of a turn, as its notation. Each
 * entry is one unsigned varint: {@code 2 * index}, or {@code 2 * length + 1} followed by that many
 * bytes of UTF-8. The first byte is the format's version, because an index only means something
 * while the rules list turns in the same order.
 */
public final class MoveCodec {

    public static final int FORMAT = 1;

    private MoveCodec() {
    }

    public static <P, M> byte[] encode(Game<P, M> game) {
        Rules<P, M> rules = game.rules();
        ByteArrayOutputStream out = new ByteArrayOutputStream(game.plies().size() + 1);
        Varint.write(out, FORMAT);
        P before = game.start();
        for (Ply<P> ply : game.plies()) {
            int index = ply.side().isPresent() ? turnIndex(rules, before, ply) : -1;
            if (index >= 0) {
                Varint.write(out, 2L * index);
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
        Varint.Reader in = new Varint.Reader(packed);
        long format = in.next();
        if (format != FORMAT) {
            throw new Rejection("unknown move record format " + format);
        }
        Game<P, M> game = Game.start(rules, preset, first);
        while (in.hasMore()) {
            long entry = in.next();
            String notation;
            if ((entry & 1) == 0) {
                P position = game.position();
                List<Turn<P, M>> turns = rules.turns(position);
                long index = entry >>> 1;
                if (index >= turns.size()) {
                    throw new Rejection("ply " + (game.plies().size() + 1) + ": turn " + index
                            + " of " + turns.size() + " does not exist");
                }
                notation = rules.formatTurn(position, turns.get((int) index).moves());
            } else {
                notation = in.text((int) (entry >>> 1));
            }
            game = game.replay(notation);
        }
        return game;
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

    /** The turn's index when the ply is a whole turn in canonical notation, else -1. */
    private static <P, M> int turnIndex(Rules<P, M> rules, P before, Ply<P> ply) {
        if (!(rules.status(before) instanceof Status.ToMove)) {
            return -1;
        }
        List<Turn<P, M>> turns = rules.turns(before);
        for (int i = 0; i < turns.size(); i++) {
            Turn<P, M> turn = turns.get(i);
            if (turn.result().equals(ply.position())) {
                return rules.formatTurn(before, turn.moves()).equals(ply.notation()) ? i : -1;
            }
        }
        return -1;
    }
}
