package games.blockade.fakediscord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.sharding.ShardManager;
import org.junit.jupiter.api.Test;

/** A JDA shard manager learns the shard count from gateway/bot and each shard gets its own guilds' events. */
class ShardedJdaTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    /** Replies with the shard that received the interaction. */
    private static final class WhereListener extends ListenerAdapter {
        @Override
        public void onReady(ReadyEvent event) {
            if (event.getJDA().getShardInfo().getShardId() == 0) {
                event.getJDA().updateCommands().addCommands(Commands.slash("where", "Which shard am I on?")).queue();
            }
        }

        @Override
        public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
            event.reply("shard " + event.getJDA().getShardInfo().getShardId()).queue();
        }
    }

    @Test
    void eachShardReceivesExactlyTheGuildsDiscordAssignsIt() throws InterruptedException {
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().shards(2))) {
            while (discord.guildIds().stream().map(id -> Snowflakes.shardOf(id, 2)).distinct().count() < 2) {
                Thread.sleep(1);
                discord.addGuild("Guild " + discord.guildIds().size(), List.of("lobby"));
            }
            ShardManager shards = JdaConnection.pointAt(DefaultShardManagerBuilder.createLight(discord.token()),
                    discord.apiUrl(), discord.gatewayUrl()).addEventListeners(new WhereListener()).build();
            try {
                discord.awaitBot(WAIT);
                for (JDA shard : shards.getShards()) {
                    shard.awaitReady();
                }
                discord.awaitCommands(WAIT);

                assertEquals(2, shards.getShardsTotal());
                for (JDA shard : shards.getShards()) {
                    int id = shard.getShardInfo().getShardId();
                    Set<Long> expected = discord.guildIds().stream().filter(g -> Snowflakes.shardOf(g, 2) == id)
                            .collect(Collectors.toSet());
                    assertEquals(expected, shard.getGuilds().stream().map(Guild::getIdLong)
                            .collect(Collectors.toSet()), "guilds of shard " + id);
                }
                for (long guildId : discord.guildIds()) {
                    Channel lobby = discord.channels(guildId).get(0);
                    Message reply = discord.user("alice").in(lobby).slash("where", Map.of()).awaitReply(WAIT);
                    assertEquals("shard " + Snowflakes.shardOf(guildId, 2), reply.content());
                }
            } finally {
                shards.shutdown();
            }
        }
    }
}
