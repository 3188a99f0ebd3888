package games.blockade.bot.discord;

import games.blockade.bot.service.Result;
import games.blockade.rules.Rejection;
import games.blockade.rules.picture.Pictures;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * Turns the game service's answers into Discord messages; refusals and information are shown only
 * to the asker. {@code self} is the bot's own user id: where the bot plays the computer, it is not
 * called to move like a person.
 */
final class Replies {

    static final String PICTURE = "board.png";

    private Replies() {
    }

    static void send(IReplyCallback event, Result result) {
        event.reply(message(result, event.getJDA().getSelfUser().getIdLong())).setEphemeral(ephemeral(result))
                .queue();
    }

    /** Refusals and lookups concern the asker alone. */
    static boolean ephemeral(Result result) {
        return result instanceof Result.Refused || result instanceof Result.Info;
    }

    static MessageCreateData message(Result result, long self) {
        MessageCreateBuilder message = new MessageCreateBuilder();
        if (result instanceof Result.Refused refused) {
            message.setContent(sentence(refused.reason()));
        } else if (result instanceof Result.Info info) {
            message.setContent(info.text());
        } else if (result instanceof Result.Question question) {
            message.setContent(question.text() + " " + mention(question.askedId()) + ", do you accept?")
                    .setComponents(answers(question.acceptId(), question.declineId()));
        } else if (result instanceof Result.Invitation invitation) {
            message.setContent(invitation.text() + invitation.askedId().map(id -> " " + mention(id)
                    + ", do you accept?").orElse(""))
                    .setComponents(answers(invitation.acceptId(), invitation.declineId()));
        } else if (result instanceof Result.Announcement announcement) {
            message.setContent(announcement.text() + " " + mention(announcement.concernsId()));
        } else if (result instanceof Result.Board board) {
            message.setContent(board(board, self)).setFiles(FileUpload.fromData(picture(board), PICTURE));
        } else if (result instanceof Result.Opened opened) {
            message.setContent(opened.announcement() + " "
                    + opened.players().stream().distinct().filter(id -> id != self).map(Replies::mention)
                    .collect(Collectors.joining(" ")));
        } else {
            throw new IllegalArgumentException("no message for " + result);
        }
        return message.build();
    }

    private static ActionRow answers(String acceptId, String declineId) {
        return ActionRow.of(Button.success(acceptId, "Accept"), Button.danger(declineId, "Decline"));
    }

    /** The new position and a mention of the player to move; a new message each time, never an edit. */
    static String board(Result.Board board, long self) {
        String next = board.next()
                .map(mover -> mover.discordId() == self
                        ? "\nThe computer is thinking about its move (" + mover.side() + ")."
                        : "\n" + mention(mover.discordId()) + ", you are to move (" + mover.side() + ").")
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

    static String mention(long discordId) {
        return "<@" + discordId + ">";
    }

    private static String sentence(String reason) {
        return reason.isEmpty() ? reason : reason.substring(0, 1).toUpperCase(Locale.ROOT) + reason.substring(1);
    }
}
