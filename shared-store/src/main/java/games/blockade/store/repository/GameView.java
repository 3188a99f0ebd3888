package games.blockade.store.repository;

import games.blockade.rules.Game;
import games.blockade.rules.Side;
import games.blockade.store.model.GameState;
import games.blockade.store.model.StoredGame;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * A stored game as read in one transaction: its row's facts, the computer on each side it plays,
 * and the game replayed through its rules, so the position, the legal moves and the outcome come
 * from the rules, never from a copy. {@code plyTimes} has one instant per ply of {@code game}.
 */
public record GameView(long id, String kind, String preset, Side firstSide, long playerOneId, long playerTwoId,
                       GameState state, boolean rated, Instant createdAt, Instant updatedAt,
                       Optional<Instant> finishedAt, Optional<Instant> deadline, Optional<Long> guildId,
                       Optional<Long> channelId, Optional<Long> threadId, Optional<Long> matchId, int version,
                       Optional<Duration> moveClock, Optional<Instant> shownAt, Optional<String> placeNote,
                       List<Computer> computers, Game<?, ?> game, List<Instant> plyTimes) {

    public GameView {
        computers = List.copyOf(computers);
        plyTimes = List.copyOf(plyTimes);
    }

    static GameView of(StoredGame row, List<Computer> computers, Game<?, ?> game, List<Instant> plyTimes) {
        return new GameView(row.id(), row.kind(), row.preset(), row.firstSide(), row.playerOneId(),
                row.playerTwoId(), row.state(), row.rated(), row.createdAt(), row.updatedAt(), row.finishedAt(),
                row.deadline(), row.guildId(), row.channelId(), row.threadId(), row.matchId(), row.version(),
                row.moveClock(), row.shownAt(), row.placeNote(), computers, game, plyTimes);
    }

    public long playerOf(Side side) {
        return side == Side.ONE ? playerOneId : playerTwoId;
    }

    /** The computer, where it plays {@code side}. */
    public Optional<Computer> computerAt(Side side) {
        return computers.stream().filter(c -> c.side() == side).findFirst();
    }

    /** Whether the computer plays a side of this game (or both). */
    public boolean hasComputer() {
        return !computers.isEmpty();
    }

    /** Whether the computer plays both sides: a game it plays by itself, with nobody to call. */
    public boolean computerOnly() {
        return computers.size() == Side.values().length;
    }

    /** The computer, where it is to move. */
    public Optional<Computer> computerToMove() {
        return game.toMove().flatMap(this::computerAt);
    }

    /**
     * Who plays {@code side}, as posts and pages name them within a sentence: the computer with its
     * level, or the player's own name from {@code names} (by player id), unchanged.
     */
    public String nameOf(Side side, LongFunction<String> names) {
        return computerAt(side).map(Computer::name).orElseGet(() -> names.apply(playerOf(side)));
    }

    /** The same, opening a sentence: only the computer's name takes a capital; a person's is theirs. */
    public String nameAtStartOf(Side side, LongFunction<String> names) {
        return computerAt(side).map(Computer::nameAtStart).orElseGet(() -> names.apply(playerOf(side)));
    }

    /**
     * The side a player plays; when one player holds both sides, the side to move.
     */
    public Optional<Side> sideOf(long playerId) {
        boolean one = playerOneId == playerId;
        boolean two = playerTwoId == playerId;
        if (one && two) {
            return game.toMove().or(() -> Optional.of(Side.ONE));
        }
        return one ? Optional.of(Side.ONE) : two ? Optional.of(Side.TWO) : Optional.empty();
    }

    /** The game as it stood after its first {@code plies} plies, its row's facts as they are now. */
    public GameView upTo(int plies) {
        return new GameView(id, kind, preset, firstSide, playerOneId, playerTwoId, state, rated, createdAt, updatedAt,
                finishedAt, deadline, guildId, channelId, threadId, matchId, version, moveClock, shownAt, placeNote,
                computers, game.upTo(plies), plyTimes.subList(0, plies));
    }

    public String position() {
        return game.positionText();
    }

    public int plyCount() {
        return game.plies().size();
    }
}
