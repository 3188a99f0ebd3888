package games.blockade.bot.service;

import games.blockade.rules.Game;
import java.util.Objects;
import java.util.Optional;

/** What the game service answers to a command, for an adapter to turn into a reply. */
public sealed interface Result {

    /** The command was refused for the reason given; nothing changed. Shown only to the person who asked. */
    record Refused(String reason) implements Result {
        public Refused {
            Objects.requireNonNull(reason);
        }
    }

    /** A challenge waits for its answer; the two ids are its Accept and Decline buttons. */
    record Challenged(long challengeId, String title, long challengerId, long opponentId, String acceptId,
                      String declineId) implements Result {
    }

    /** The challenged player said no. */
    record Declined(long challengeId, String title, long challengerId, long opponentId) implements Result {
    }

    /** Plain information, e.g. the help text. */
    record Info(String text) implements Result {
        public Info {
            Objects.requireNonNull(text);
        }
    }

    /**
     * A game as it now stands: {@code headline} says what just happened; {@code next} is who is to
     * move, empty once the game is over.
     */
    record Board(long gameId, String title, String headline, Game<?, ?> game, Optional<Mover> next)
            implements Result {
        public Board {
            Objects.requireNonNull(title);
            Objects.requireNonNull(headline);
            Objects.requireNonNull(game);
            Objects.requireNonNull(next);
        }
    }

    /** The player to move: their Discord id and their side in the game's own words. */
    record Mover(long discordId, String side) {
        public Mover {
            Objects.requireNonNull(side);
        }
    }
}
