package games.blockade.bot.discord;

import games.blockade.bot.language.Texts;
import games.blockade.bot.service.Post;
import games.blockade.bot.service.BoardPictures;
import games.blockade.bot.service.Result;
import games.blockade.rules.Game;
import games.blockade.rules.Rejection;
import games.blockade.rules.Side;
import games.blockade.rules.picture.Pictures;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * Turns the services' answers into Discord messages; refusals and information are shown only to
 * the asker. {@code self} is the bot's own user id, never called in a new game's announcement; where
 * the computer is to move, it is named as the computer and gets no buttons.
 */
final class Replies {

    static final String PICTURE = "board.png";
    static final String REPLAY = "replay.gif";
    private static final int ROW = 5;

    private Replies() {
    }

    /** A refusal given before any work, seen by the asker alone. */
    static void refuse(IReplyCallback event, Result.Refused refused) {
        event.reply(refusal(refused)).setEphemeral(true).queue();
    }

    private static String refusal(Result.Refused refused) {
        return refused.opensWithInput() ? refused.reason() : sentence(refused.reason());
    }

    /** Refusals and lookups concern the asker alone. */
    static boolean ephemeral(Result result) {
        return result instanceof Result.Refused || result instanceof Result.Info;
    }

    /** An owed post, headed by its notice where it has one. */
    static MessageCreateData message(Post.Message post, long self, BoardPictures pictures) {
        MessageCreateData message = message(post.content(), self, pictures);
        return post.notice().map(notice -> MessageCreateBuilder.from(message).setContent(notice + "\n"
                + message.getContent()).build()).orElse(message);
    }

    static MessageCreateData message(Result result, long self, BoardPictures pictures) {
        MessageCreateBuilder message = new MessageCreateBuilder();
        if (result instanceof Result.Refused refused) {
            message.setContent(refusal(refused));
        } else if (result instanceof Result.Info info) {
            message.setContent(info.text());
        } else if (result instanceof Result.Question question) {
            message.setContent(Texts.post("question.accept", question.text(), mention(question.askedId())))
                    .setComponents(answers(question.acceptId(), question.declineId()));
        } else if (result instanceof Result.Invitation invitation) {
            message.setContent(invitation.askedId().map(id -> Texts.post("question.accept", invitation.text(),
                            mention(id))).orElse(invitation.text()))
                    .setComponents(answers(invitation.acceptId(), invitation.declineId()));
        } else if (result instanceof Result.Announcement announcement) {
            message.setContent(announcement.text() + " " + mention(announcement.concernsId()));
        } else if (result instanceof Result.Board board) {
            message.setContent(board(board)).setComponents(buttons(board))
                    .setFiles(FileUpload.fromData(pictures.png(board), PICTURE));
        } else if (result instanceof Result.Opened opened) {
            message.setContent(announcement(opened.announcement(), opened.players(), self));
        } else if (result instanceof Result.Replay replay) {
            message.setContent(Texts.post("replay.heading", String.valueOf(replay.gameId()), replay.link()))
                    .setFiles(FileUpload.fromData(replay(replay), REPLAY));
        } else if (result instanceof Result.Pictured pictured) {
            List<FileUpload> files = new ArrayList<>();
            for (Result.Picture picture : pictured.pictures()) {
                files.add(FileUpload.fromData(picture(picture.game(), picture.viewer(), pictured.language()),
                        "picture-" + (files.size() + 1) + ".png"));
            }
            message.setContent(pictured.text()).setFiles(files).setComponents(row(pictured.buttons()));
        } else if (result instanceof Result.SignUp signUp) {
            message.setContent(signUp.text()).setComponents(row(signUp.buttons()));
        } else if (result instanceof Result.Settled settled) {
            message.setContent(settled.text());
        } else {
            throw new IllegalArgumentException("no message for " + result);
        }
        return message.build();
    }

    /** A few buttons in one row; none, no row. */
    private static List<ActionRow> row(List<Result.Action> buttons) {
        return buttons.isEmpty() ? List.of()
                : List.of(ActionRow.of(buttons.stream().map(b -> Button.primary(b.customId(), b.label())).toList()));
    }

    private static ActionRow answers(String acceptId, String declineId) {
        return ActionRow.of(Button.success(acceptId, Texts.post("button.accept")),
                Button.danger(declineId, Texts.post("button.decline")));
    }

    /**
     * The new position, whose turn it is with their clock, a mention of the player to move, and at
     * the end the game's report; a new message each time, never an edit.
     */
    static String board(Result.Board board) {
        String next = board.next()
                .map(mover -> mover.computer().isPresent()
                        ? "\n" + Texts.post("board.computer-thinking", mover.computer().get(), mover.side())
                        : "\n" + board.deadline().map(d -> Texts.post("board.you-move-clock", mention(mover.discordId()),
                                mover.side(), String.valueOf(d.getEpochSecond())))
                                .orElseGet(() -> Texts.post("board.you-move", mention(mover.discordId()), mover.side())))
                .orElse("");
        String ending = board.ending().map(e -> "\n" + String.join("\n", e.report()) + "\n"
                + Texts.post("board.page", e.link())).orElse("");
        String headline = board.headline().isEmpty() ? "" : board.headline() + "\n";
        return headline + Texts.post("board.heading", board.title(), String.valueOf(board.gameId()),
                String.valueOf(board.game().plies().size())) + "\n```\n" + board.game().positionText() + "\n```"
                + next + ending;
    }

    /** The buttons for a person to move, five to a row as Discord allows; none where the computer moves. */
    private static List<ActionRow> buttons(Result.Board board) {
        List<ActionRow> rows = new ArrayList<>();
        if (board.next().flatMap(Result.Mover::computer).isPresent()) {
            return rows;
        }
        List<Result.Action> actions = board.actions();
        for (int i = 0; i < actions.size(); i += ROW) {
            rows.add(ActionRow.of(actions.subList(i, Math.min(actions.size(), i + ROW)).stream()
                    .map(a -> Button.primary(a.customId(), a.label())).toList()));
        }
        return rows;
    }

    /** A position of a game drawn for the viewer, at the width Discord previews without shrinking. */
    private static byte[] picture(Game<?, ?> game, Optional<Side> viewer, Locale language) {
        try {
            return Pictures.png(Pictures.scene(game, viewer, language), Pictures.PREVIEW_WIDTH);
        } catch (Rejection e) {
            throw new IllegalStateException("no picture of " + game.rules().id() + ": " + e.getMessage(), e);
        }
    }

    /** The whole game as an animation, a frame per ply. */
    static byte[] replay(Result.Replay replay) {
        try {
            return Pictures.replay(replay.game(), replay.viewer(), Pictures.PREVIEW_WIDTH, Texts.place().locale());
        } catch (Rejection e) {
            throw new IllegalStateException("no replay of " + replay.game().rules().id() + ": " + e.getMessage(), e);
        }
    }

    /** A new game's announcement, calling its players but the bot. */
    static String announcement(String text, java.util.List<Long> players, long self) {
        String called = players.stream().distinct().filter(id -> id != self).map(Replies::mention)
                .collect(Collectors.joining(" "));
        return called.isEmpty() ? text : text + " " + called;
    }

    /** An old message settled: its words replaced, its buttons gone, its picture kept. */
    static MessageEditData settled(String text) {
        return new MessageEditBuilder().setContent(text).setComponents(List.of()).build();
    }

    static String mention(long discordId) {
        return "<@" + discordId + ">";
    }

    private static String sentence(String reason) {
        return reason.isEmpty() ? reason : reason.substring(0, 1).toUpperCase(Locale.ROOT) + reason.substring(1);
    }
}
