package games.blockade.tournament;

import java.util.Objects;

/**
 * Input the tournament engine refuses, with the reason as a value ({@link #reason()}), so that
 * whoever shows it says it in the reader's language; the message is the reason in English, for
 * logs. Nothing ever changes when one is thrown: every value here is immutable.
 */
public final class Refusal extends Exception {

    private static final long serialVersionUID = 1L;

    /** Why the engine refused, with what the refusal names. */
    public sealed interface Reason permits TooFewEntrants, TooManyEntrants, EnteredTwice, SeedsNotInOrder,
            NoGameInPlay, DoubleForfeitOnlyByWithdrawing, NotAnEntrant, AlreadyWithdrawn, Over {

        /** The reason in English. */
        String english();
    }

    /** The format needs more entrants than were entered. */
    public record TooFewEntrants(int minimum, int entered) implements Reason {
        public String english() {
            return "this tournament needs at least " + minimum + " entrants, and has " + entered;
        }
    }

    public record TooManyEntrants(int maximum, int entered) implements Reason {
        public String english() {
            return "this tournament takes at most " + maximum + " entrants, not " + entered;
        }
    }

    public record EnteredTwice(long entrant) implements Reason {
        public String english() {
            return "entrant " + entrant + " is entered twice";
        }
    }

    /** The seeds are not 1 to the number of entrants, each once. */
    public record SeedsNotInOrder(int entrants) implements Reason {
        public String english() {
            return "the seeds must be 1 to " + entrants + ", each once";
        }
    }

    public record NoGameInPlay(int board, int round) implements Reason {
        public String english() {
            return "board " + board + " has no game in play in round " + round;
        }
    }

    public record DoubleForfeitOnlyByWithdrawing() implements Reason {
        public String english() {
            return "a double forfeit comes only from both sides withdrawing";
        }
    }

    public record NotAnEntrant(long entrant) implements Reason {
        public String english() {
            return "entrant " + entrant + " is not in this tournament";
        }
    }

    public record AlreadyWithdrawn(long entrant) implements Reason {
        public String english() {
            return "entrant " + entrant + " has already withdrawn";
        }
    }

    public record Over() implements Reason {
        public String english() {
            return "the tournament is over";
        }
    }

    private final transient Reason reason;

    public Refusal(Reason reason) {
        super(reason.english(), null, false, false);
        this.reason = Objects.requireNonNull(reason);
    }

    public Reason reason() {
        return reason;
    }
}
