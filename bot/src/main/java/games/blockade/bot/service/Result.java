package games.blockade.bot.service;

import games.blockade.rules.Game;
import games.blockade.rules.Side;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/** What the game service answers to a command, for an adapter to turn into a reply. */
public sealed interface Result {

    /**
     * The command was refused for the reason given; nothing changed. Shown only to the person who
     * asked, as a sentence, unless it {@code opensWithInput}: then it begins with their own words
     * (the move they typed), which are shown as they typed them.
     */
    record Refused(String reason, boolean opensWithInput) implements Result {
        public Refused {
            Objects.requireNonNull(reason);
        }

        public Refused(String reason) {
            this(reason, false);
        }
    }

    /**
     * A question to one player, answered with buttons: a draw offer. {@code text} says
     * what is asked; {@code askedId} is the Discord id of the player who answers.
     */
    record Question(String text, long askedId, String acceptId, String declineId) implements Result {
        public Question {
            Objects.requireNonNull(text);
            Objects.requireNonNull(acceptId);
            Objects.requireNonNull(declineId);
        }
    }

    /** News for everyone in the channel, calling the player it concerns (by Discord id). */
    record Announcement(String text, long concernsId) implements Result {
        public Announcement {
            Objects.requireNonNull(text);
        }
    }

    /** Plain information, e.g. the help text. */
    record Info(String text) implements Result {
        public Info {
            Objects.requireNonNull(text);
        }
    }

    /**
     * A game as it now stands: {@code headline} says what just happened; {@code next} is who is to
     * move, empty once the game is over. {@code viewer} is the side the picture is drawn for;
     * {@code deadline} the stored end of the mover's clock; {@code actions} the buttons for the
     * player to move; {@code ending} the report once the game is over; {@code language} the one its
     * picture's words are in, the place's, as the board is posted for everyone there.
     */
    record Board(long gameId, String title, String headline, Game<?, ?> game, Optional<Mover> next,
                 Optional<Side> viewer, Optional<Instant> deadline, List<Action> actions, Optional<Ending> ending,
                 Locale language)
            implements Result {
        public Board {
            Objects.requireNonNull(title);
            Objects.requireNonNull(headline);
            Objects.requireNonNull(game);
            Objects.requireNonNull(next);
            Objects.requireNonNull(viewer);
            Objects.requireNonNull(deadline);
            actions = List.copyOf(actions);
            Objects.requireNonNull(ending);
            Objects.requireNonNull(language);
        }

        /**
         * This board as a copy to look at: the turn's buttons live on the game's own board in its
         * place alone, which is settled when the turn is played; a copy elsewhere would stay open.
         */
        public Board copy() {
            return new Board(gameId, title, headline, game, next, viewer, deadline, List.of(), ending, language);
        }
    }

    /** A finished game's replay, drawn for {@code viewer}, with its page in the web app. */
    record Replay(long gameId, Game<?, ?> game, Optional<Side> viewer, String link) implements Result {
        public Replay {
            Objects.requireNonNull(game);
            Objects.requireNonNull(viewer);
            Objects.requireNonNull(link);
        }
    }

    /**
     * An old message settled: {@code text} says what became of the challenge, offer or turn it
     * showed, and its buttons go. Answering a press of one of its buttons, it replaces that message.
     */
    record Settled(String text) implements Result {
        public Settled {
            Objects.requireNonNull(text);
        }
    }

    /**
     * Words for everyone in the channel with pictures of positions: an analysis's biggest mistakes,
     * each better move played and highlighted; a puzzle's position, with a button to take it where
     * it is posted for everyone.
     */
    record Pictured(String text, List<Picture> pictures, Locale language, List<Action> buttons) implements Result {
        public Pictured {
            Objects.requireNonNull(text);
            pictures = List.copyOf(pictures);
            Objects.requireNonNull(language);
            buttons = List.copyOf(buttons);
        }

        public Pictured(String text, List<Picture> pictures, Locale language) {
            this(text, pictures, language, List.of());
        }
    }

    /** A game drawn at its last ply (that ply highlighted) for {@code viewer}. */
    record Picture(Game<?, ?> game, Optional<Side> viewer) {
        public Picture {
            Objects.requireNonNull(game);
            Objects.requireNonNull(viewer);
        }
    }

    /** A tournament's post: what it is and who entered, with its Join and Leave buttons while sign-up is open. */
    record SignUp(String text, List<Action> buttons) implements Result {
        public SignUp {
            Objects.requireNonNull(text);
            buttons = List.copyOf(buttons);
        }
    }

    /** A button for a common step of a turn; its id resolves in the store. */
    record Action(String label, String customId) {
        public Action {
            Objects.requireNonNull(label);
            Objects.requireNonNull(customId);
        }
    }

    /**
     * How a game ended, for the final board: the lines of the report (result and reason, rating
     * changes, the revealed dice seed, a match's score) and the game's page in the web app.
     */
    record Ending(List<String> report, String link) {
        public Ending {
            report = List.copyOf(report);
            Objects.requireNonNull(link);
        }
    }

    /**
     * The player to move: their Discord id and their side in the game's own words; where the
     * computer is to move, its name opening a sentence ("The computer (search)"), and it is called
     * by that, not by its account.
     */
    record Mover(long discordId, String side, Optional<String> computer) {
        public Mover {
            Objects.requireNonNull(side);
            Objects.requireNonNull(computer);
        }
    }

    /**
     * A challenge posted with Accept and Decline buttons: to one member ({@code askedId}, their
     * Discord id), or open to anyone but the challenger when empty.
     */
    record Invitation(String text, Optional<Long> askedId, String acceptId, String declineId) implements Result {
        public Invitation {
            Objects.requireNonNull(text);
            Objects.requireNonNull(askedId);
            Objects.requireNonNull(acceptId);
            Objects.requireNonNull(declineId);
        }
    }

    /**
     * A game has just begun: {@code announcement} tells the channel and calls the {@code players}
     * (Discord ids); the game's place (its thread, where games get one) and first board follow.
     */
    record Opened(long gameId, String announcement, List<Long> players) implements Result {
        public Opened {
            Objects.requireNonNull(announcement);
            players = List.copyOf(players);
        }
    }
}
