package games.blockade.rules;

import games.blockade.rules.language.Listed;
import games.blockade.rules.language.Refusal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A game being played: the rules, how it started, every ply so far and where it stands. Immutable:
 * every action returns a new game, and a rejected action changes nothing. This is what the bot,
 * the store, the web app and the command-line tool hold; it speaks in notation text, so callers
 * need not know a game's position and move types.
 *
 * <p>The platform's own endings live here, the same for every game: resignation, loss on time, a
 * draw by agreement, and a draw by threefold repetition.
 */
public final class Game<P, M> {

    private final Rules<P, M> rules;
    private final Preset preset;
    private final P start;
    /** The record whose first plies are this game's; the games played on from it may share it. */
    private final Record<P> record;
    private final List<Ply<P>> plies;
    private final Optional<Outcome> ending;

    private Game(Rules<P, M> rules, Preset preset, P start, Record<P> record, Ply<P>[] kept, int count,
                 Optional<Outcome> ending) {
        this.rules = rules;
        this.preset = preset;
        this.start = start;
        this.record = record;
        this.plies = Collections.unmodifiableList(Arrays.asList(kept).subList(0, count));
        this.ending = ending;
    }

    /**
     * The plies of a game and of the games made from it by playing on, held once: a game whose last
     * ply is the record's last adds the next in place, so replaying a record of n plies takes n
     * steps, not the n² of copying every ply and repetition count before each new one. A game that
     * plays on from an earlier ply (a line tried from the middle) starts a record of its own.
     * Entries below a game's count never change, so games read theirs without the lock.
     */
    private static final class Record<P> {
        private Ply<P>[] plies;
        private int size;
        /**
         * How often each position occurs in the start and the first {@code size} plies, by {@link
         * Repetition#digest}; none in a record that does not count them ({@link #startUncounted}).
         */
        private final Map<Long, Integer> seen;

        /** A record that counts repetitions, its start's digest given. */
        Record(long startKey, List<Ply<P>> plies, int capacity) {
            this(plies, capacity, new HashMap<>());
            seen.put(startKey, 1);
        }

        @SuppressWarnings("unchecked")
        private Record(List<Ply<P>> plies, int capacity, Map<Long, Integer> seen) {
            this.plies = plies.toArray(new Ply[Math.max(capacity, 8)]);
            this.size = plies.size();
            this.seen = seen;
        }

        boolean counts() {
            return seen != null;
        }
    }

    /** A new game from a preset's starting position. */
    public static <P, M> Game<P, M> start(Rules<P, M> rules, Preset preset, Side first) throws Rejection {
        return from(rules, preset, rules.start(preset, first));
    }

    /**
     * A new game that does not count its positions for threefold repetition, to replay a finished
     * record for showing it: counting takes a SHA-256 of every position, most of what a replay costs
     * beyond the rules, and only playing on needs it. Such a game never ends by repetition by itself
     * (a host restores that ending with {@link #drawByRepetition}); a game played on from one of its
     * earlier plies counts again, from the start.
     */
    public static <P, M> Game<P, M> startUncounted(Rules<P, M> rules, Preset preset, Side first) throws Rejection {
        P start = rules.start(preset, first);
        Record<P> record = new Record<>(List.of(), 0, null);
        return new Game<>(rules, Objects.requireNonNull(preset), start, record, record.plies, 0, Optional.empty());
    }

    /** A game from any position, e.g. one given to the command-line tool. */
    public static <P, M> Game<P, M> from(Rules<P, M> rules, Preset preset, P start) {
        Objects.requireNonNull(rules);
        Objects.requireNonNull(preset);
        Objects.requireNonNull(start);
        Record<P> record = new Record<>(Repetition.digest(rules, start), List.of(), 0);
        return new Game<>(rules, preset, start, record, record.plies, 0, Optional.empty());
    }

    /** One ply of a record a host stored from a game it played: its position as text, and its {@link Repetition#digest}. */
    public record Recorded(Optional<Side> side, String notation, String position, long repetition) {
    }

    /**
     * A game in play, continued from the record a host stored as it played it, without playing it
     * again: every ply was checked by the rules when it was played, so its position is trusted and
     * read from its text only when asked for. The current position and the repetition counts are
     * what continuing needs.
     */
    public static <P, M> Game<P, M> resume(Rules<P, M> rules, Preset preset, P start, List<Recorded> recorded) {
        Objects.requireNonNull(rules);
        Objects.requireNonNull(preset);
        Objects.requireNonNull(start);
        List<Ply<P>> plies = new ArrayList<>(recorded.size());
        for (Recorded ply : recorded) {
            plies.add(new Ply<>(ply.side(), ply.notation(), () -> parsed(rules, ply.position())));
        }
        Record<P> record = new Record<>(Repetition.digest(rules, start), plies, plies.size() + 1);
        for (Recorded ply : recorded) {
            record.seen.merge(ply.repetition(), 1, Integer::sum);
        }
        return new Game<>(rules, preset, start, record, record.plies, plies.size(), Optional.empty());
    }

    private static <P> P parsed(Rules<P, ?> rules, String position) {
        try {
            return rules.parsePosition(position);
        } catch (Rejection e) {
            throw new IllegalStateException("a stored position does not read: " + e.getMessage(), e);
        }
    }

    public Rules<P, M> rules() {
        return rules;
    }

    public Preset preset() {
        return preset;
    }

    public P start() {
        return start;
    }

    public List<Ply<P>> plies() {
        return plies;
    }

    public P position() {
        return plies.isEmpty() ? start : plies.get(plies.size() - 1).position();
    }

    public String positionText() {
        return rules.formatPosition(position());
    }

    public Status status() {
        return ending.<Status>map(Status.Over::new).orElseGet(() -> rules.status(position()));
    }

    public Optional<Outcome> outcome() {
        return status() instanceof Status.Over over ? Optional.of(over.outcome()) : Optional.empty();
    }

    public boolean isOver() {
        return status() instanceof Status.Over;
    }

    /** The side to move, if a side is to move. */
    public Optional<Side> toMove() {
        return status() instanceof Status.ToMove toMove ? Optional.of(toMove.side()) : Optional.empty();
    }

    /** Plays a command for the side to move, after checking that {@code side} is that side. */
    public Game<P, M> play(Side side, String command) throws Rejection {
        Status status = status();
        if (status instanceof Status.ToMove toMove && toMove.side() != side) {
            throw new Rejection(new Refusal.NotYourTurn(rules.id(), toMove.side()));
        }
        return play(command);
    }

    /**
     * Plays a command (one or more moves in notation) for the side to move. The command must finish
     * the turn unless the game lets a turn be left open at the point it reaches; an unfinished one
     * is refused with what it still needs and what may follow. A part's label or mark in it reads
     * as that part ({@link Suggestion}).
     */
    public Game<P, M> play(String command) throws Rejection {
        Status status = status();
        if (status instanceof Status.Over over) {
            throw new Rejection(new Refusal.GameOver(rules.id(), over.outcome()));
        }
        if (!(status instanceof Status.ToMove toMove)) {
            throw new Rejection(new Refusal.DiceFirst());
        }
        Side side = toMove.side();
        P before = position();
        List<String> parts = rules.splitMoves(Suggestion.unlabelled(command));
        if (parts.isEmpty() && rules.endOfCommand(before).isEmpty()) {
            throw new Rejection(new Refusal.NoMoveGiven(unlistedMoves().orElse(new Refusal.Legal(Listed.of(legalTurns())))));
        }
        List<M> moves = new ArrayList<>();
        P current = before;
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0 && !stillToMove(current, side)) {
                // Refusals quote the player's parts as typed, never as the notation would write them.
                throw new Rejection(new Refusal.TooMuch(String.join(" ", parts.subList(0, i)),
                        String.join(" ", parts.subList(i, parts.size()))));
            }
            M move = rules.parseMove(current, parts.get(i));
            moves.add(move);
            current = rules.play(current, move);
        }
        return close(side, before, moves, current, () -> String.join(" ", parts));
    }

    /**
     * Plays a side's turn from a packed record: each move given by its index among the moves the
     * rules list where it is played ({@link Rules#moves}), so nothing is parsed or looked for. The
     * turn is closed and checked as a command's is ({@link #play(String)}).
     */
    public Game<P, M> replayMoves(long[] indices) throws Rejection {
        if (!(status() instanceof Status.ToMove toMove)) {
            throw new Rejection("ply " + (plies.size() + 1) + ": no side is to move");
        }
        if (indices.length == 0) {
            throw new Rejection("ply " + (plies.size() + 1) + ": a turn of no moves");
        }
        Side side = toMove.side();
        P before = position();
        List<M> moves = new ArrayList<>(indices.length + 1);
        P current = before;
        for (long index : indices) {
            if (!moves.isEmpty() && !stillToMove(current, side)) {
                throw new Rejection("ply " + (plies.size() + 1) + ": a move after the turn ended");
            }
            List<M> legal = rules.moves(current);
            if (index < 0 || index >= legal.size()) {
                throw new Rejection("ply " + (plies.size() + 1) + ": move " + index + " of " + legal.size()
                        + " does not exist");
            }
            M move = legal.get((int) index);
            moves.add(move);
            current = rules.play(current, move);
        }
        List<M> given = List.copyOf(moves);
        return close(side, before, moves, current, () -> rules.formatTurn(before, given));
    }

    /**
     * Ends a side's turn of these moves: with the move the command implies, if the turn is still
     * open, refused where it may not stop; {@code given} is the turn as the player gave it.
     */
    private Game<P, M> close(Side side, P before, List<M> moves, P reached, Supplier<String> given)
            throws Rejection {
        P current = reached;
        if (stillToMove(current, side)) {
            Optional<M> end = rules.endOfCommand(current);
            if (end.isPresent()) {
                moves.add(end.get());
                current = rules.play(current, end.get());
            }
        }
        if (stillToMove(current, side) && !rules.mayPause(current)) {
            String done = rules.formatTurn(before, moves);
            List<M> next = rules.moves(current);
            Optional<Refusal.WholeTurn> example = wholeTurns(done + " ", current, side, next, 1).stream()
                    .findFirst().map(turn -> new Refusal.WholeTurn(turn.command()));
            // Quoted as given, like every refusal; the example is written in the notation.
            throw new Rejection(new Refusal.Unfinished(given.get(), rules.stillToPlay(current),
                    Listed.of(formatted(current, next)), example));
        }
        return append(Optional.of(side), rules.formatTurn(before, moves), current);
    }

    /** Rolls the dice where the game awaits them. */
    public Game<P, M> rollDice(Dice dice) {
        if (!(status() instanceof Status.AwaitingDice)) {
            throw new IllegalStateException("the dice are not due");
        }
        P before = position();
        M roll = rules.rollDice(before, dice);
        return append(Optional.empty(), rules.formatMove(before, roll), rules.play(before, roll));
    }

    /** Plays a ply from a game's record: a side's command, or the dice's recorded roll. */
    public Game<P, M> replay(String notation) throws Rejection {
        if (status() instanceof Status.AwaitingDice) {
            P before = position();
            M roll = rules.parseMove(before, notation);
            return append(Optional.empty(), rules.formatMove(before, roll), rules.play(before, roll));
        }
        return play(notation);
    }

    /**
     * The game as it stood after its first {@code count} plies: itself when that is all of them,
     * its ending included.
     */
    public Game<P, M> upTo(int count) {
        if (count < 0 || count > plies.size()) {
            throw new IllegalArgumentException("game has " + plies.size() + " plies, not " + count);
        }
        if (count == plies.size()) {
            return this;
        }
        // No ending to restore: a game that ended by repetition ended at its last ply.
        synchronized (record) {
            return new Game<>(rules, preset, start, record, record.plies, count, Optional.empty());
        }
    }

    public Game<P, M> resign(Side side) throws Rejection {
        return end(new Outcome.Win(side.other(), Outcome.RESIGNATION));
    }

    /** The side whose move clock ran out loses. */
    public Game<P, M> timeout(Side side) throws Rejection {
        return end(new Outcome.Win(side.other(), Outcome.TIME));
    }

    public Game<P, M> drawByAgreement() throws Rejection {
        return end(new Outcome.Draw(Outcome.AGREEMENT));
    }

    /**
     * Ends the game drawn by threefold repetition, as a game that counts ends by itself, where its
     * position has occurred three times: how a host restores that ending on a game that does not
     * count ({@link #startUncounted}). Refused elsewhere.
     */
    public Game<P, M> drawByRepetition() throws Rejection {
        String now = repetitionText(position());
        int times = repetitionText(start).equals(now) ? 1 : 0;
        for (Ply<P> ply : plies) {
            if (repetitionText(ply.position()).equals(now)) {
                times++;
            }
        }
        if (times < 3) {
            throw new Rejection("the position after ply " + plies.size() + " has occurred " + times
                    + " times, not three: no draw by repetition");
        }
        return end(new Outcome.Draw(Outcome.REPETITION));
    }

    /** What {@link Repetition#digest} hashes: equal for the positions repetition counts as one. */
    private String repetitionText(P position) {
        return rules.formatPosition(rules.repetitionKey(position));
    }

    /** Every legal turn from here, in canonical notation, each distinct result once. */
    public List<String> legalTurns() {
        if (isOver()) {
            return List.of();
        }
        P position = position();
        return rules.turns(position).stream().map(t -> rules.formatTurn(position, t.moves())).toList();
    }

    /** Why {@link #legalTurns} is empty although the game goes on, when its moves are too many to list. */
    public Optional<Refusal> unlistedMoves() {
        return isOver() ? Optional.empty() : rules.unlistedMoves(position());
    }

    /**
     * Autocomplete choices for a partly typed command: the moves typed so far that parse, followed by
     * each legal next move whose notation starts with what follows them. A multi-part turn is
     * completed part by part, and a choice that leaves the turn unfinished where it may not stop is
     * a labelled part, never offered as a turn. Where the whole turns the next moves lead to fit in
     * {@code limit} they are offered instead; a part that is the only way on comes first, followed
     * by what may follow it. Text holding a picked part's label reads as that part.
     */
    public List<Suggestion> suggest(String typed, int limit) {
        if (!(status() instanceof Status.ToMove toMove)) {
            return List.of();
        }
        Side side = toMove.side();
        String text = Suggestion.unlabelled(typed);
        P current = position();
        List<String> parts = rules.splitMoves(text);
        boolean lastIsWhole = text.isEmpty() || Character.isWhitespace(text.charAt(text.length() - 1));
        int whole = lastIsWhole ? parts.size() : parts.size() - 1;
        StringBuilder prefix = new StringBuilder();
        int used = 0;
        for (; used < whole; used++) {
            if (!stillToMove(current, side)) {
                break;
            }
            try {
                M move = rules.parseMove(current, parts.get(used));
                prefix.append(rules.formatMove(current, move)).append(' ');
                current = rules.play(current, move);
            } catch (Rejection e) {
                break;
            }
        }
        String rest = String.join(" ", parts.subList(used, parts.size()))
                + (lastIsWhole && used < parts.size() ? " " : "");
        if (!stillToMove(current, side)) {
            return rest.isEmpty() ? List.of(Suggestion.whole(prefix.toString().strip())) : List.of();
        }
        String wanted = rest.toLowerCase(Locale.ROOT);
        P from = current;
        List<M> next = rules.moves(current).stream()
                .filter(move -> rules.formatMove(from, move).toLowerCase(Locale.ROOT).startsWith(wanted)).toList();
        return choices(prefix.toString(), current, side, next, limit);
    }

    /** The choices for these next moves after the command so far, as {@link #suggest} describes. */
    private List<Suggestion> choices(String prefix, P position, Side side, List<M> next, int limit) {
        if (next.size() == 1 && limit > 0) {
            Suggestion only = choice(prefix, position, side, next.get(0));
            if (!only.whole()) {
                P after = rules.play(position, next.get(0));
                List<Suggestion> out = new ArrayList<>(limit);
                out.add(only);
                out.addAll(choices(only.text(), after, side, rules.moves(after), limit - 1));
                return out;
            }
        }
        List<Suggestion> turns = wholeTurns(prefix, position, side, next, limit + 1);
        if (turns.size() <= limit) {
            return turns;
        }
        return next.stream().limit(limit).map(move -> choice(prefix, position, side, move)).toList();
    }

    /** One next move after the command so far: whole where the command may stop after it, else a part. */
    private Suggestion choice(String prefix, P position, Side side, M move) {
        P after = rules.play(position, move);
        String command = prefix + rules.formatMove(position, move);
        return mayStop(after, side) ? Suggestion.whole(command)
                : new Suggestion(command, Optional.of(rules.stillToPlay(after)));
    }

    /** Up to {@code limit} whole turns that begin with one of these next moves, in their order. */
    private List<Suggestion> wholeTurns(String prefix, P position, Side side, List<M> next, int limit) {
        List<Suggestion> out = new ArrayList<>();
        for (M move : next) {
            if (out.size() >= limit) {
                break;
            }
            P after = rules.play(position, move);
            String command = prefix + rules.formatMove(position, move);
            if (mayStop(after, side)) {
                out.add(Suggestion.whole(command));
            } else {
                out.addAll(wholeTurns(command + " ", after, side, rules.moves(after), limit - out.size()));
            }
        }
        return out;
    }

    /**
     * Whether a command may end here, as {@link #play(String)} lets it: the turn is over, closes
     * itself or may pause.
     */
    private boolean mayStop(P position, Side side) {
        if (!stillToMove(position, side)) {
            return true;
        }
        P closed = rules.endOfCommand(position).map(end -> rules.play(position, end)).orElse(position);
        return !stillToMove(closed, side) || rules.mayPause(closed);
    }

    private boolean stillToMove(P position, Side side) {
        return rules.status(position) instanceof Status.ToMove toMove && toMove.side() == side;
    }

    private Game<P, M> end(Outcome outcome) throws Rejection {
        if (isOver()) {
            throw new Rejection(new Refusal.AlreadyOver(rules.id(), outcome().orElseThrow()));
        }
        synchronized (record) {
            return new Game<>(rules, preset, start, record, record.plies, plies.size(), Optional.of(outcome));
        }
    }

    private Game<P, M> append(Optional<Side> side, String notation, P after) {
        Ply<P> ply = new Ply<>(side, notation, after);
        boolean counts = record.counts();
        long key = counts ? Repetition.digest(rules, after) : 0;
        int count = plies.size();
        synchronized (record) {
            if (record.size == count) {
                add(record, ply);
                int times = counts ? record.seen.merge(key, 1, Integer::sum) : 0;
                return new Game<>(rules, preset, start, record, record.plies, count + 1, ending(times, after));
            }
        }
        // Played on from an earlier ply: a record of its own, which counts whether this one did or not.
        Record<P> own = new Record<>(Repetition.digest(rules, start), plies, 2 * (count + 1));
        for (Ply<P> before : plies) {
            own.seen.merge(Repetition.digest(rules, before.position()), 1, Integer::sum);
        }
        add(own, ply);
        int times = own.seen.merge(counts ? key : Repetition.digest(rules, after), 1, Integer::sum);
        return new Game<>(rules, preset, start, own, own.plies, count + 1, ending(times, after));
    }

    /** Adds a ply at the end of a record, held by the caller. */
    private static <P> void add(Record<P> record, Ply<P> ply) {
        if (record.size == record.plies.length) {
            record.plies = Arrays.copyOf(record.plies, record.size * 2);
        }
        record.plies[record.size++] = ply;
    }

    private Optional<Outcome> ending(int times, P after) {
        return times >= 3 && !(rules.status(after) instanceof Status.Over)
                ? Optional.of(new Outcome.Draw(Outcome.REPETITION))
                : Optional.empty();
    }

    private List<String> formatted(P position, List<M> moves) {
        return moves.stream().map(m -> rules.formatMove(position, m)).toList();
    }
}
