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

    /** A reply ready to send: what it says, to whom, with which buttons and picture. */
    record Answer(String text, boolean ephemeral, Optional<ActionRow> buttons, Optional<byte[]> picture) {
    }

    static void send(IReplyCallback event, Result result) {
        send(event, prepare(result));
    }

    /** Everything a reply needs, the picture drawn: the slow part, done before Discord is answered. */
    static Answer prepare(Result result) {
        if (result instanceof Result.Refused refused) {
            return new Answer(sentence(refused.reason()), true, Optional.empty(), Optional.empty());
        }
        if (result instanceof Result.Info info) {
            return new Answer(info.text(), true, Optional.empty(), Optional.empty());
        }
        if (result instanceof Result.Question question) {
            return new Answer(text(question), false, Optional.of(buttons(question)), Optional.empty());
        }
        if (result instanceof Result.Announcement announcement) {
            return new Answer(text(announcement), false, Optional.empty(), Optional.empty());
        }
        if (result instanceof Result.Board board) {
            return new Answer(board(board), false, Optional.empty(), Optional.of(picture(board)));
        }
        throw new IllegalArgumentException("no reply for " + result);
    }

    static void send(IReplyCallback event, Answer answer) {
        var reply = event.reply(answer.text()).setEphemeral(answer.ephemeral());
        answer.buttons().ifPresent(reply::setComponents);
        answer.picture().ifPresent(png -> reply.addFiles(FileUpload.fromData(png, PICTURE)));
        reply.queue();
    }

    /**
     * The answer after a deferral: the deferral's "thinking" message becomes the answer, except that
     * what only the asker may see replaces it with a private follow-up.
     */
    static void sendLate(InteractionHook hook, Answer answer) {
        if (answer.ephemeral()) {
            hook.deleteOriginal().queue();
            hook.sendMessage(answer.text()).setEphemeral(true).queue();
            return;
        }
        var edit = hook.editOriginal(answer.text());
        answer.buttons().ifPresent(edit::setComponents);
        answer.picture().ifPresent(png -> edit.setFiles(FileUpload.fromData(png, PICTURE)));
        edit.queue();
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
