package games.blockade.bot.ops;

import games.blockade.bot.discord.Bot;
import games.blockade.bot.discord.BotSettings;
import games.blockade.fakediscord.FakeDiscord;
import java.util.Optional;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.sharding.ShardManager;
import net.dv8tion.jda.api.utils.FileUpload;

/**
 * The least a JDA bot can do for one move: the same {@code /blockade move} command answered at
 * once with a line of text and a board picture drawn beforehand, with no game, store or drawing
 * behind it. What Blockade's answer to a move costs beyond this is what Blockade itself adds;
 * {@link BotSpeed} measures both through the same fake Discord in one run.
 */
final class BareBot extends ListenerAdapter implements AutoCloseable {

    private final byte[] picture;
    private final ShardManager shards;

    private BareBot(FakeDiscord discord, byte[] picture) throws InterruptedException {
        this.picture = picture;
        this.shards = Bot.connecting(new BotSettings(discord.token(), Optional.of(discord.apiUrl()),
                Optional.of(discord.gatewayUrl()))).addEventListeners(this).build();
        for (JDA shard : shards.getShardCache()) {
            shard.awaitReady();
        }
    }

    /** Connects to {@code discord} and answers every move with {@code picture}. */
    static BareBot start(FakeDiscord discord, byte[] picture) throws InterruptedException {
        return new BareBot(discord, picture);
    }

    @Override
    public void onReady(ReadyEvent event) {
        event.getJDA().updateCommands().addCommands(Commands.slash("blockade", "Play Blockade board games")
                .addSubcommands(new SubcommandData("move", "Play your move")
                        .addOption(OptionType.STRING, "move", "The move", true))).queue();
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        event.reply(event.getUser().getName() + " played " + event.getOption("move").getAsString() + ".")
                .addFiles(FileUpload.fromData(picture, "board.png")).queue();
    }

    @Override
    public void close() {
        shards.shutdown();
    }
}
