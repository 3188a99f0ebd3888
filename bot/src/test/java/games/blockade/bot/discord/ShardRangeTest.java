package games.blockade.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ShardRangeTest {

    @Test
    void aProcessRunsTheRangeItIsGivenOutOfTheTotal() {
        assertEquals(Optional.of(new ShardRange(4, 7, 8)), shards("4-7", "8"));
        assertEquals(Optional.of(new ShardRange(3, 3, 8)), shards(" 3 ", "8"));
    }

    @Test
    void aTotalAloneMeansEveryShardInThisProcess() {
        assertEquals(Optional.of(new ShardRange(0, 3, 4)), shards(null, "4"));
    }

    @Test
    void neitherLeavesTheCountToDiscord() {
        assertEquals(Optional.empty(), shards(null, null));
        assertEquals(Optional.empty(), shards("  ", ""));
    }

    @Test
    void aRangeWithoutTheTotalIsRefusedBecauseShardsOnlyMeanSomethingOutOfATotal() {
        assertEquals("BLOCKADE_SHARDS needs BLOCKADE_SHARD_TOTAL, the number of shards across all the bot's processes",
                refused("0-1", null));
    }

    @Test
    void badRangesSayWhatIsWrong() {
        assertEquals("BLOCKADE_SHARDS must be shards between 0 and 7, lowest first, not 6-8", refused("6-8", "8"));
        assertEquals("BLOCKADE_SHARDS must be shards between 0 and 7, lowest first, not 5-2", refused("5-2", "8"));
        assertEquals("BLOCKADE_SHARDS is one shard (4) or a range (0-3), not '1-2-3'", refused("1-2-3", "8"));
        assertEquals("BLOCKADE_SHARDS is one shard (4) or a range (0-3), not 'a-b'", refused("a-b", "8"));
        assertEquals("BLOCKADE_SHARDS is one shard (4) or a range (0-3), not '-1'", refused("-1", "8"));
        assertEquals("BLOCKADE_SHARD_TOTAL must be a whole number, not 'many'", refused(null, "many"));
        assertEquals("BLOCKADE_SHARD_TOTAL must be at least 1, not 0", refused(null, "0"));
    }

    @Test
    void theSettingsShowTheRange() {
        BotSettings settings = BotSettings.from(Map.of("DISCORD_TOKEN", "t", "BLOCKADE_SHARDS", "0-3",
                "BLOCKADE_SHARD_TOTAL", "8"));
        assertEquals("BotSettings[token=(hidden), apiUrl=discord.com, gatewayUrl=discord.com, shards=0-3 of 8,"
                + " place=thread]", settings.toString());
    }

    private static Optional<ShardRange> shards(String range, String total) {
        return BotSettings.from(env(range, total)).shards();
    }

    private static String refused(String range, String total) {
        return assertThrows(IllegalArgumentException.class, () -> BotSettings.from(env(range, total))).getMessage();
    }

    private static Map<String, String> env(String range, String total) {
        java.util.HashMap<String, String> env = new java.util.HashMap<>();
        env.put("DISCORD_TOKEN", "t");
        if (range != null) {
            env.put("BLOCKADE_SHARDS", range);
        }
        if (total != null) {
            env.put("BLOCKADE_SHARD_TOTAL", total);
        }
        return env;
    }
}
