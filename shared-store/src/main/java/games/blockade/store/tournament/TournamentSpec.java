package games.blockade.store.tournament;

import games.blockade.tournament.Format;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A tournament as its organizer sets it up: which game and preset, the format, a Swiss's rounds
 * (empty: the default for the field, fixed at the start), the move clock, whether its games are
 * rated, when sign-up closes, a description, and where in Discord it runs and who organizes it.
 */
public record TournamentSpec(String kind, String preset, FormatChoice format, Optional<Integer> rounds,
                             Optional<Duration> moveClock, boolean rated, Instant signUpUntil,
                             Optional<String> description, long guildId, long channelId, long organizerId) {

    /** The formats, with a round robin played once or twice. */
    public enum FormatChoice {
        SWISS, ROUND_ROBIN, DOUBLE_ROUND_ROBIN, KNOCKOUT;

        /** The stored format name (a double round robin is a round robin played twice). */
        String column() {
            return this == DOUBLE_ROUND_ROBIN ? ROUND_ROBIN.name() : name();
        }

        static FormatChoice of(String column, boolean twice) {
            FormatChoice format = valueOf(column);
            return format == ROUND_ROBIN && twice ? DOUBLE_ROUND_ROBIN : format;
        }
    }

    public TournamentSpec {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(preset);
        Objects.requireNonNull(format);
        Objects.requireNonNull(rounds);
        Objects.requireNonNull(moveClock);
        Objects.requireNonNull(signUpUntil);
        Objects.requireNonNull(description);
        if (rounds.isPresent() && format != FormatChoice.SWISS) {
            throw new IllegalArgumentException("only a Swiss has a chosen number of rounds");
        }
        // A Swiss's rounds are checked by the engine's own limits.
        rounds.ifPresent(Format.Swiss::new);
    }

    /** The engine's format for {@code entrants} entrants. */
    public Format formatFor(int entrants) {
        return switch (format) {
            case SWISS -> rounds.map(Format.Swiss::new).orElseGet(() -> Format.Swiss.byDefault(Math.max(2, entrants)));
            case ROUND_ROBIN -> new Format.RoundRobin(false);
            case DOUBLE_ROUND_ROBIN -> new Format.RoundRobin(true);
            case KNOCKOUT -> new Format.Knockout();
        };
    }
}
