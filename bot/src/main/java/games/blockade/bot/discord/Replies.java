package games.blockade.bot.discord;

import games.blockade.bot.service.Result;
import games.blockade.rules.Rejection;
import games.blockade.rules.picture.Pictures;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.FileUpload;

/** Turns the game service's answers into Discord replies; refusals are shown only to the asker. */
final class Replies {

    static final String PICTURE = "board.png";
    static final String REPLAY = "replay.gif";
    private static final int ROW = 5;

    private Replies() {
    }

    static void send(IReplyCallback event, Result result) {
        if (result instanceof Result.Refused refused) {
            event.reply(sentence(refused.reason())).setEphemeral(true).queue();
        } else if (result instanceof Result.Info info) {
            event.reply(info.text()).setEphemeral(true).queue();
        } else if (result instanceof Result.Question question) {
            event.reply(question.text() + " " + mention(question.askedId()) + ", do you accept?")
                    .setComponents(ActionRow.of(Button.success(question.acceptId(), "Accept"),
                            Button.danger(question.declineId(), "Decline")))
                    .queue();
        } else if (result instanceof Result.Announcement announcement) {
            event.reply(announcement.text() + " " + mention(announcement.concernsId())).queue();
        } else if (result instanceof Result.Board board) {
            event.reply(board(board)).setComponents(buttons(board)).addFiles(FileUpload.fromData(picture(board), PICTURE))
                    .queue(hook -> followUps(hook, board));
        } else {
            throw new IllegalArgumentException("no reply for " + result);
        }
    }

    /**
     * What follows a board in messages of their own: a finished game's replay, which takes longer to
     * draw than the first answer may wait, then the next round of a match.
     */
    private static void followUps(InteractionHook hook, Result.Board board) {
        if (board.ending().isPresent()) {
            hook.sendMessage("Replay of game " + board.gameId() + ": " + board.ending().get().link())
                    .addFiles(FileUpload.fromData(replay(board), REPLAY))
                    .queue(sent -> board.then().ifPresent(next -> sendBoard(hook, next)));
        } else {
            board.then().ifPresent(next -> sendBoard(hook, next));
        }
    }

    private static void sendBoard(InteractionHook hook, Result.Board board) {
        hook.sendMessage(board(board)).setComponents(buttons(board))
                .addFiles(FileUpload.fromData(picture(board), PICTURE)).queue(sent -> followUps(hook, board));
    }

    /**
     * The new position, whose turn it is with their clock, a mention of the player to move, and at
     * the end the game's report; a new message each time, never an edit.
     */
    static String board(Result.Board board) {
        String next = board.next()
                .map(mover -> "\n" + mention(mover.discordId()) + ", you are to move (" + mover.side() + ")"
                        + board.deadline().map(d -> "; your clock runs out <t:" + d.getEpochSecond() + ":R> (<t:"
                        + d.getEpochSecond() + ":f>)").orElse("") + ".")
                .orElse("");
        String ending = board.ending().map(e -> "\n" + String.join("\n", e.report()) + "\nThe game's page: "
                + e.link()).orElse("");
        return board.headline() + "\n**" + board.title() + "**, game " + board.gameId() + ", ply "
                + board.game().plies().size() + ":\n```\n" + board.game().positionText() + "\n```" + next + ending;
    }

    /** The buttons for the player to move, five to a row as Discord allows. */
    private static List<ActionRow> buttons(Result.Board board) {
        List<ActionRow> rows = new ArrayList<>();
        List<Result.Action> actions = board.actions();
        for (int i = 0; i < actions.size(); i += ROW) {
            rows.add(ActionRow.of(actions.subList(i, Math.min(actions.size(), i + ROW)).stream()
                    .map(a -> Button.primary(a.customId(), a.label())).toList()));
        }
        return rows;
    }

    /** The position drawn for the board's viewer, the last ply highlighted, at the width Discord previews without shrinking. */
    static byte[] picture(Result.Board board) {
        try {
            return Pictures.png(Pictures.scene(board.game(), board.viewer()), Pictures.PREVIEW_WIDTH);
        } catch (Rejection e) {
            throw new IllegalStateException("no picture of " + board.game().rules().id() + ": " + e.getMessage(), e);
        }
    }

    /** The whole game as an animation, a frame per ply. */
    static byte[] replay(Result.Board board) {
        try {
            return Pictures.replay(board.game(), board.viewer(), Pictures.PREVIEW_WIDTH);
        } catch (Rejection e) {
            throw new IllegalStateException("no replay of " + board.game().rules().id() + ": " + e.getMessage(), e);
        }
    }

    private static String mention(long discordId) {
        return "<@" + discordId + ">";
    }

    private static String sentence(String reason) {
        return reason.isEmpty() ? reason : reason.substring(0, 1).toUpperCase(Locale.ROOT) + reason.substring(1);
    }
}
