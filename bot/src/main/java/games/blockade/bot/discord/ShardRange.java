package games.blockade.bot.discord;

/**
 * The shards one bot process runs, {@code first} to {@code last}, out of {@code total} across all
 * processes: Discord gives each shard the guilds with {@code (guildId >> 22) % total == shard}, so
 * processes that together cover every shard once answer every guild once.
 */
public record ShardRange(int first, int last, int total) {

    public ShardRange {
        if (total < 1) {
            throw new IllegalArgumentException(BotSettings.SHARD_TOTAL + " must be at least 1, not " + total);
        }
        if (first < 0 || last < first || last >= total) {
            throw new IllegalArgumentException(BotSettings.SHARDS + " must be shards between 0 and " + (total - 1)
                    + ", lowest first, not " + first + "-" + last);
        }
    }

    /** All the shards, in one process. */
    public static ShardRange all(int total) {
        return new ShardRange(0, total - 1, total);
    }

    /** Reads a range such as {@code 0-3}, or a single shard such as {@code 4}. */
    public static ShardRange parse(String range, int total) {
        String[] ends = range.strip().split("-", -1);
        if (ends.length > 2) {
            throw new IllegalArgumentException(BotSettings.SHARDS + " is one shard (4) or a range (0-3), not '" + range
                    + "'");
        }
        int first = shard(ends[0], range);
        int last = ends.length == 2 ? shard(ends[1], range) : first;
        return new ShardRange(first, last, total);
    }

    private static int shard(String text, String range) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(BotSettings.SHARDS + " is one shard (4) or a range (0-3), not '"
                    + range + "'", e);
        }
    }

    @Override
    public String toString() {
        return first + "-" + last + " of " + total;
    }
}
