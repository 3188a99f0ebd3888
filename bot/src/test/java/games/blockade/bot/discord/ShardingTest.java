package games.blockade.bot.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ShardingTest {

    @Test
    void withNothingSetOneProcessRunsEveryShard() {
        assertEquals(Sharding.all(), Sharding.from(Map.of()));
    }

    @Test
    void aProcessRunsARangeOrOneShardOfTheTotal() {
        assertEquals(Sharding.of(4, 2, 3), Sharding.from(Map.of("BLOCKADE_SHARD_TOTAL", "4", "BLOCKADE_SHARDS", "2-3")));
        assertEquals(Sharding.of(4, 1, 1), Sharding.from(Map.of("BLOCKADE_SHARD_TOTAL", "4", "BLOCKADE_SHARDS", "1")));
        assertEquals(Sharding.of(4, 0, 3), Sharding.from(Map.of("BLOCKADE_SHARD_TOTAL", "4")));
    }

    @Test
    void aRangeOutsideTheTotalOrWithoutOneIsNamed() {
        assertEquals("BLOCKADE_SHARDS must be a range within 0-3, not 2-4", assertThrows(IllegalArgumentException.class,
                () -> Sharding.from(Map.of("BLOCKADE_SHARD_TOTAL", "4", "BLOCKADE_SHARDS", "2-4"))).getMessage());
        assertEquals("BLOCKADE_SHARDS needs BLOCKADE_SHARD_TOTAL, the shard count of every process",
                assertThrows(IllegalArgumentException.class,
                        () -> Sharding.from(Map.of("BLOCKADE_SHARDS", "0-1"))).getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Sharding.from(Map.of("BLOCKADE_SHARD_TOTAL", "4", "BLOCKADE_SHARDS", "a-b")));
        assertThrows(IllegalArgumentException.class,
                () -> Sharding.from(Map.of("BLOCKADE_SHARD_TOTAL", "4", "BLOCKADE_SHARDS", "3-1")));
    }

    @Test
    void theClockTickIsWholeSeconds() {
        assertEquals(java.time.Duration.ofSeconds(30), Main.clockTick(Map.of()));
        assertEquals(java.time.Duration.ofSeconds(5), Main.clockTick(Map.of("BLOCKADE_CLOCK_TICK_SECONDS", "5")));
        assertThrows(IllegalArgumentException.class, () -> Main.clockTick(Map.of("BLOCKADE_CLOCK_TICK_SECONDS", "0")));
    }
}
