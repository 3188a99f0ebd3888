package games.blockade.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The sign-up option: how long, or until when (UTC), and anything else refused. */
class TournamentCommandTest {

    private static final Instant ASKED = Instant.parse("2026-12-20T12:30:00Z");

    @Test
    void signUpIsADurationOrTheMomentItCloses() {
        assertEquals(Optional.of(Duration.ofDays(2).plusHours(3)), TournamentCommand.signUp("2d 3h", ASKED));
        assertEquals(Optional.of(Duration.ofMinutes(30)), TournamentCommand.signUp("30m", ASKED));
        assertEquals(Optional.of(Duration.ofDays(4).plusHours(5).plusMinutes(30)),
                TournamentCommand.signUp("2026-12-24 18:00", ASKED));
        assertEquals(Optional.of(Duration.ofDays(4).plusHours(5).plusMinutes(30)),
                TournamentCommand.signUp("2026-12-24T18:00", ASKED));
        assertEquals(Optional.of(Duration.ofHours(11).plusMinutes(30)), TournamentCommand.signUp("2026-12-21", ASKED));
        // A moment past is a negative duration, which the service refuses saying so.
        assertEquals(Optional.of(Duration.ofHours(-12).minusMinutes(30)), TournamentCommand.signUp("2026-12-20", ASKED));
        assertEquals(Optional.empty(), TournamentCommand.signUp("next week", ASKED));
        assertEquals(Optional.empty(), TournamentCommand.signUp("2026-13-40 10:00", ASKED));
        assertEquals(Optional.empty(), TournamentCommand.signUp("0m", ASKED));
    }
}
