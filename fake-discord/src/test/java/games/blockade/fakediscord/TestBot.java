package games.blockade.fakediscord;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import javax.imageio.ImageIO;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.utils.FileUpload;

/** A small real JDA bot that uses every part of Discord the Blockade bot will use. */
final class TestBot extends ListenerAdapter {
    static final List<String> MOVES = List.of("BB3-5", "B1-3", "B3-5", "C2-3", "D2-3");

    @Override
    public void onReady(ReadyEvent event) {
        if (event.getJDA().getShardInfo().getShardId() != 0) {
            return;
        }
        event.getJDA().updateCommands().addCommands(Commands.slash("blockade", "Play Blockade").addSubcommands(
                new SubcommandData("move", "Make a move").addOptions(
                        new OptionData(OptionType.STRING, "move", "The move, e.g. BB3-5", true, true)),
                new SubcommandData("board", "Show the board as a picture"),
                new SubcommandData("ping", "Answer in text"),
                new SubcommandData("slow", "Think, then answer with an animation"),
                new SubcommandData("secret", "Answer only to you"),
                new SubcommandData("announce", "Post into the channel"),
                new SubcommandData("thread", "Open a game thread").addOption(OptionType.STRING, "name", "Thread name",
                        true),
                new SubcommandData("dm", "Send you a direct message"),
                new SubcommandData("challenge", "Challenge someone").addOption(OptionType.USER, "opponent",
                        "Whom", true).addOptions(new OptionData(OptionType.STRING, "game", "Which game", true)
                        .addChoice("Retreat to Advance", "retreat").addChoice("Backgammon", "backgammon"))))
                .queue();
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        String sub = event.getSubcommandName();
        switch (sub == null ? "" : sub) {
            case "move" -> event.reply(event.getUser().getAsMention() + " played "
                    + event.getOption("move").getAsString()).queue();
            case "board" -> event.replyFiles(FileUpload.fromData(png(), "board.png"))
                    .setEmbeds(new EmbedBuilder().setTitle("Retreat to Advance").setDescription("Black to move")
                            .setImage("attachment://board.png").setColor(0x2f6f3f).build())
                    .setComponents(ActionRow.of(Button.danger("resign", "Resign"),
                                    Button.secondary("refresh", "Refresh")),
                            ActionRow.of(StringSelectMenu.create("pick-move").setPlaceholder("Pick a move")
                                    .addOption("BB3-5", "BB3-5").addOption("C2-3", "C2-3").build()))
                    .queue();
            case "ping" -> event.reply("pong").queue();
            case "slow" -> event.deferReply().queue(hook -> hook.editOriginal("Here it is")
                    .setFiles(FileUpload.fromData(gif(), "replay.gif")).queue());
            case "secret" -> event.reply("only you see this").setEphemeral(true).queue();
            case "announce" -> {
                event.reply("announcing").setEphemeral(true).queue();
                event.getChannel().sendMessage("Attention, " + event.getUser().getAsMention()).queue(
                        message -> message.addReaction(Emoji.fromUnicode("\u2705")).queue());
            }
            case "thread" -> event.deferReply().queue(hook -> event.getChannel().asTextChannel()
                    .createThreadChannel(event.getOption("name").getAsString()).queue(thread -> thread
                            .sendMessage("Game on, " + event.getUser().getAsMention()).queue(
                                    posted -> hook.editOriginal("Opened " + thread.getAsMention()).queue())));
            case "dm" -> event.getUser().openPrivateChannel().queue(dm -> dm.sendMessage("Your turn").queue(
                    sent -> event.reply("sent you a DM").setEphemeral(true).queue()));
            case "challenge" -> event.reply(event.getUser().getAsMention() + " challenges "
                    + event.getOption("opponent").getAsUser().getAsMention() + " to "
                    + event.getOption("game").getAsString()).queue();
            default -> event.reply("unknown subcommand " + sub).setEphemeral(true).queue();
        }
    }

    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
        String typed = event.getFocusedOption().getValue().toUpperCase(java.util.Locale.ROOT);
        event.replyChoiceStrings(MOVES.stream().filter(m -> m.startsWith(typed)).toList()).queue();
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        if (event.getComponentId().equals("refresh")) {
            event.editMessage("Refreshed by " + event.getUser().getName()).queue();
        } else {
            event.reply(event.getUser().getAsMention() + " resigned").queue();
        }
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent event) {
        event.reply("You picked " + event.getValues().get(0)).setEphemeral(true).queue();
    }

    static byte[] png() {
        return image("png");
    }

    static byte[] gif() {
        return image("gif");
    }

    private static byte[] image(String format) {
        BufferedImage board = new BufferedImage(100, 20, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = board.createGraphics();
        for (int square = 0; square < 10; square++) {
            g.setColor(square % 2 == 0 ? new Color(0xEEDDAA) : new Color(0x886633));
            g.fillRect(square * 10, 0, 10, 20);
        }
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(board, format, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
