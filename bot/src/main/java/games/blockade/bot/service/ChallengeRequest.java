package games.blockade.bot.service;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * What a challenger asks for: the game, its preset (the game's first when empty), whom they play,
 * who moves first, the move clock, whether the game is rated and whether it is a match of retreat. New choices are added here as
 * fields with a {@code with...} method, so callers that do not know them keep the defaults.
 */
public record ChallengeRequest(String game, Optional<String> preset, Opponent opponent, First first,
                               Duration clock, boolean rated, boolean match) {

    public ChallengeRequest {
        Objects.requireNonNull(game);
        Objects.requireNonNull(preset);
        Objects.requireNonNull(opponent);
        Objects.requireNonNull(first);
        Objects.requireNonNull(clock);
    }

    /** A rated single game with the default preset, the challenger moving first, on the default clock. */
    public static ChallengeRequest of(String game, Opponent opponent) {
        return new ChallengeRequest(game, Optional.empty(), opponent, First.ME, MoveClock.DEFAULT, true, false);
    }

    public ChallengeRequest withPreset(String name) {
        return new ChallengeRequest(game, Optional.of(name), opponent, first, clock, rated, match);
    }

    public ChallengeRequest withFirst(First who) {
        return new ChallengeRequest(game, preset, opponent, who, clock, rated, match);
    }

    public ChallengeRequest withClock(Duration perMove) {
        return new ChallengeRequest(game, preset, opponent, first, perMove, rated, match);
    }

    public ChallengeRequest withRated(boolean value) {
        return new ChallengeRequest(game, preset, opponent, first, clock, value, match);
    }

    /** A match of retreat to 11 rather than one game. */
    public ChallengeRequest withMatch(boolean value) {
        return new ChallengeRequest(game, preset, opponent, first, clock, rated, value);
    }

    /** Whom the challenger plays. */
    public sealed interface Opponent {
    }

    /** One member, who alone may accept. */
    public record Member(Person person) implements Opponent {
        public Member {
            Objects.requireNonNull(person);
        }
    }

    /** Anyone but the challenger: the first to accept plays. */
    public record Anyone() implements Opponent {
    }

    /** The computer at one of the game's levels, played by the bot, whose own Discord account is {@code bot}. */
    public record Computer(Person bot, String level) implements Opponent {
        public Computer {
            Objects.requireNonNull(bot);
            Objects.requireNonNull(level);
        }
    }

    /** Who takes the side that moves first. */
    public enum First { ME, THEM, RANDOM }
}
