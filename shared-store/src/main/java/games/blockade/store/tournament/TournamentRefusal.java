package games.blockade.store.tournament;

import games.blockade.tournament.Refusal;
import java.util.Objects;

/**
 * A change of a tournament the store refuses, with the reason as a value ({@link #reason()}), so
 * that the bot says it in the asker's language; the message is the reason in English, for logs.
 * The refused change rolled back: nothing changed.
 */
public final class TournamentRefusal extends Exception {

    private static final long serialVersionUID = 1L;

    /** Why, naming the tournament it concerns. */
    public sealed interface Reason permits Unknown, AlreadyJoined, NotEntered, Started, Over, CalledOff,
            NoSuchEntrant, NotStarted, NotPlaying, NotPaused, Engine {

        long tournament();

        /** The reason in English. */
        String english();
    }

    public record Unknown(long tournament) implements Reason {
        public String english() {
            return "there is no tournament " + tournament;
        }
    }

    public record AlreadyJoined(long tournament) implements Reason {
        public String english() {
            return "you have already joined tournament " + tournament;
        }
    }

    public record NotEntered(long tournament) implements Reason {
        public String english() {
            return "you are not entered in tournament " + tournament;
        }
    }

    /** It has started: sign-ups and leaving are over. */
    public record Started(long tournament) implements Reason {
        public String english() {
            return "tournament " + tournament + " has already started";
        }
    }

    public record Over(long tournament) implements Reason {
        public String english() {
            return "tournament " + tournament + " is over";
        }
    }

    public record CalledOff(long tournament) implements Reason {
        public String english() {
            return "tournament " + tournament + " was called off";
        }
    }

    public record NoSuchEntrant(long tournament, long entrant) implements Reason {
        public String english() {
            return "tournament " + tournament + " has no entrant " + entrant;
        }
    }

    /** A withdrawal before the start: leaving is how one goes then. */
    public record NotStarted(long tournament) implements Reason {
        public String english() {
            return "tournament " + tournament + " has not started: leave it instead";
        }
    }

    /** A pause of a tournament not being played. */
    public record NotPlaying(long tournament) implements Reason {
        public String english() {
            return "tournament " + tournament + " is not being played, so it cannot be paused";
        }
    }

    public record NotPaused(long tournament) implements Reason {
        public String english() {
            return "tournament " + tournament + " is not paused";
        }
    }

    /** The engine refused the change to the tournament (an entrant withdrawing twice, say). */
    public record Engine(long tournament, Refusal.Reason refused) implements Reason {
        public Engine {
            Objects.requireNonNull(refused);
        }

        public String english() {
            return refused.english();
        }
    }

    private final transient Reason reason;

    public TournamentRefusal(Reason reason) {
        super(reason.english(), null, false, false);
        this.reason = Objects.requireNonNull(reason);
    }

    public Reason reason() {
        return reason;
    }
}
