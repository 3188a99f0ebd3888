package games.blockade.store.repository;

import games.blockade.rules.Side;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game to start: which game and preset, who plays each side, who moves first, whether it is
 * rated, the move clock, where in Discord it is played, the dice's seed for games with dice, and
 * the computer on each side it plays (none, one, or both, each at its own level).
 */
public record NewGame(String kind, String preset, Side first, long playerOneId, long playerTwoId, boolean rated,
                      Optional<Duration> moveClock, Optional<Long> guildId, Optional<Long> channelId,
                      Optional<Long> threadId, Optional<byte[]> diceSeed, List<Computer> computers) {

    public NewGame {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(preset);
        Objects.requireNonNull(first);
        Objects.requireNonNull(moveClock);
        Objects.requireNonNull(guildId);
        Objects.requireNonNull(channelId);
        Objects.requireNonNull(threadId);
        computers = List.copyOf(computers);
        if (computers.stream().map(Computer::side).distinct().count() < computers.size()) {
            throw new IllegalArgumentException("the computer is seated twice on one side");
        }
        diceSeed = diceSeed.map(byte[]::clone);
    }

    /** A game with no clock, no Discord place, no dice and no computer. */
    public static NewGame of(String kind, String preset, Side first, long playerOneId, long playerTwoId,
                             boolean rated) {
        return new NewGame(kind, preset, first, playerOneId, playerTwoId, rated, Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of());
    }

    public NewGame withClock(Duration perMove) {
        return new NewGame(kind, preset, first, playerOneId, playerTwoId, rated, Optional.of(perMove), guildId,
                channelId, threadId, diceSeed, computers);
    }

    public NewGame in(long guild, long channel, long thread) {
        return new NewGame(kind, preset, first, playerOneId, playerTwoId, rated, moveClock, Optional.of(guild),
                Optional.of(channel), Optional.of(thread), diceSeed, computers);
    }

    public NewGame withDice(byte[] seed) {
        return new NewGame(kind, preset, first, playerOneId, playerTwoId, rated, moveClock, guildId, channelId,
                threadId, Optional.of(seed), computers);
    }

    /**
     * The game with the computer playing one more side, the player seated there being the account
     * that plays it; called for each side it plays.
     */
    public NewGame against(Computer computer) {
        List<Computer> more = new ArrayList<>(computers);
        more.add(computer);
        return new NewGame(kind, preset, first, playerOneId, playerTwoId, rated, moveClock, guildId, channelId,
                threadId, diceSeed, more);
    }
}
