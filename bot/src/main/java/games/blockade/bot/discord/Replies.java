package games.blockade.bot.discord;

import games.blockade.bot.service.Result;
import games.blockade.rules.Rejection;
import games.blockade.rules.picture.Pictures;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.FileUpload;

/** Turns the game service's answers into Discord replies; refusals are shown only to the asker. */
final class Replies {

    static final String PICTURE = "board.png";

    private Replies() {
    }

    static void send(IReplyCallback event, Result result) {
        Optional<String> privately = privateText(result);
        if (privately.isPresent()) {
            event.reply(privately.get()).setEphemeral(true).queue();
        } else if (result instanceof Result.Question question) {
            event.reply(text(question)).setComponents(buttons(question)).queue();
        } else if (result instanceof Result.Announcement announcement) {
            event.reply(text(announcement)).queue();
        } else if (result instanceof Result.Board board) {
            event.reply(board(board)).addFiles(FileUpload.fromData(picture(board), PICTURE)).queue();
        } else {
            throw new IllegalArgumentException("no reply for " + result);
        }
    }

    /**
     * The answer after a deferral: the deferral's "thinking" message becomes the answer, except that
     * what only the asker may see replaces it with a private follow-up.
     */
    static void sendLate(InteractionHook hook, Result result) {
        Optional<String> privately = privateText(result);
        if (privately.isPresent()) {
            hook.deleteOriginal().queue();
            hook.sendMessage(privately.get()).setEphemeral(true).queue();
        } else if (result instanceof Result.Question question) {
            hook.editOriginal(text(question)).setComponents(buttons(question)).queue();
        } else if (result instanceof Result.Announcement announcement) {
            hook.editOriginal(text(announcement)).queue();
        } else if (result instanceof Result.Board board) {
            hook.editOriginal(board(board)).setFiles(FileUpload.fromData(picture(board), PICTURE)).queue();
        } else {
            throw new IllegalArgumentException("no reply for " + result);
        }
    }

    /** Refusals and information are shown only to the person who asked. */
    private static Optional<String> privateText(Result result) {
        if (result instanceof Result.Refused refused) {
            return Optional.of(sentence(refused.reason()));
        }
        if (result instanceof Result.Info info) {
            return Optional.of(info.text());
        }
        return Optional.empty();
    }

    private static String text(Result.Question question) {
        return question.text() + " " + mention(question.askedId()) + ", do you accept?";
    }

    private static ActionRow buttons(Result.Question question) {
        return ActionRow.of(Button.success(question.acceptId(), "Accept"), Button.danger(question.declineId(), "Decline"));
    }

    private static String text(Result.Announcement announcement) {
        return announcement.text() + " " + mention(announcement.concernsId());
    }

    /** The new position and a mention of the player to move; a new message each time, never an edit. */
    static String board(Result.Board board) {
        String next = board.next()
                .map(mover -> "\n" + mention(mover.discordId()) + ", you are to move (" + mover.side() + ").")
                .orElse("");
        return board.headline() + "\n**" + board.title() + "**, game " + board.gameId() + ", ply "
                + board.game().plies().size() + ":\n```\n" + board.game().positionText() + "\n```" + next;
    }

    /** The position drawn, the last ply highlighted, at the width Discord previews without shrinking. */
    static byte[] picture(Result.Board board) {
        try {
            return Pictures.png(Pictures.scene(board.game(), Optional.empty()), Pictures.PREVIEW_WIDTH);
        } catch (Rejection e) {
            throw new IllegalStateException("no picture of " + board.game().rules().id() + ": " + e.getMessage(), e);
        }
    }

    private static String mention(long discordId) {
        return "<@" + discordId + ">";
    }

    private static String sentence(String reason) {
        return reason.isEmpty() ? reason : reason.substring(0, 1).toUpperCase(Locale.ROOT) + reason.substring(1);
    }
}
