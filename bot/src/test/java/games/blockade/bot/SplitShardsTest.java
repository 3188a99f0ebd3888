package games.blockade.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import games.blockade.bot.discord.Bot;
import games.blockade.bot.discord.BotSettings;
import games.blockade.bot.discord.Limits;
import games.blockade.bot.discord.ShardRange;
import games.blockade.bot.service.Services;
import games.blockade.bot.service.Settings;
import games.blockade.fakediscord.Channel;
import games.blockade.fakediscord.FakeDiscord;
import games.blockade.fakediscord.Message;
import games.blockade.fakediscord.Snowflakes;
import games.blockade.store.TestDatabase;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import net.dv8tion.jda.api.JDA;
import org.junit.jupiter.api.Test;

/** Two bots, each running half of the shards, answer every guild between them, each on its own shards. */
class SplitShardsTest {

    private static final Duration WAIT = Duration.ofSeconds(20);

    @Test
    void twoProcessesRunningHalfTheShardsEachCoverEveryGuildOnce() throws InterruptedException {
        String database = "jdbc:sqlite:" + TestDatabase.sqliteFile();
        try (FakeDiscord discord = FakeDiscord.start(FakeDiscord.options().shards(2));
             Store store = Store.open(new StoreSettings(database, "", "", 4))) {
            while (discord.guildIds().stream().map(id -> Snowflakes.shardOf(id, 2)).distinct().count() < 2) {
                discord.addGuild("Guild " + discord.guildIds().size(), List.of("lobby"));
            }
            try (Bot first = start(discord, store, new ShardRange(0, 0, 2))) {
                assertEquals(List.of(0), discord.connectedShards());
                try (Bot second = start(discord, store, new ShardRange(1, 1, 2))) {
                    discord.awaitBot(WAIT);
                    assertEquals(List.of(0, 1), discord.connectedShards());
                    assertEquals(Map.of(0, JDA.Status.CONNECTED), first.shardStatuses());
                    assertEquals(Map.of(1, JDA.Status.CONNECTED), second.shardStatuses());
                    discord.awaitCommands(WAIT);
                    for (long guild : discord.guildIds()) {
                        Channel channel = discord.channels(guild).get(0);
                        Message reply = discord.user("alice").in(channel).slash("blockade", "help", Map.of())
                                .awaitReply(WAIT);
                        assertFalse(reply.content().isBlank(), "guild on shard " + Snowflakes.shardOf(guild, 2));
                    }
                }
            }
        }
    }

    private static Bot start(FakeDiscord discord, Store store, ShardRange shards) throws InterruptedException {
        return Bot.start(new BotSettings(discord.token(), Optional.of(discord.apiUrl()),
                Optional.of(discord.gatewayUrl())).withShards(shards),
                Services.over(store, Clock.systemUTC(), Settings.defaults()), Limits.standard(4)).awaitReady();
    }
}
