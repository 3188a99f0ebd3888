package games.blockade.bot.discord;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Which shards this process runs, from {@code BLOCKADE_SHARD_TOTAL} and {@code BLOCKADE_SHARDS}
 * (e.g. {@code 0-3}): several processes split one bot by giving each a range of the same total.
 * With neither set, one process runs every shard and Discord says how many.
 */
public record Sharding(OptionalInt total, int first, int last) {

    public static final String TOTAL = "BLOCKADE_SHARD_TOTAL";
    public static final String SHARDS = "BLOCKADE_SHARDS";

    public Sharding {
        if (total.isPresent() && (first < 0 || first > last || last >= total.getAsInt())) {
            throw new IllegalArgumentException(SHARDS + " must be a range within 0-" + (total.getAsInt() - 1)
                    + ", not " + first + "-" + last);
        }
    }

    public static Sharding all() {
        return new Sharding(OptionalInt.empty(), 0, 0);
    }

    /** Shards {@code first} to {@code last} of {@code total}. */
    public static Sharding of(int total, int first, int last) {
        return new Sharding(OptionalInt.of(total), first, last);
    }

    public static Sharding from(Map<String, String> env) {
        Optional<String> total = value(env, TOTAL);
        Optional<String> shards = value(env, SHARDS);
        if (total.isEmpty()) {
            if (shards.isPresent()) {
                throw new IllegalArgumentException(SHARDS + " needs " + TOTAL + ", the shard count of every process");
            }
            return all();
        }
        int count = number(TOTAL, total.get());
        if (count < 1) {
            throw new IllegalArgumentException(TOTAL + " must be at least 1, not " + count);
        }
        if (shards.isEmpty()) {
            return of(count, 0, count - 1);
        }
        String[] range = shards.get().split("-", -1);
        if (range.length > 2) {
            throw new IllegalArgumentException(SHARDS + " is one shard (3) or a range (0-3), not '" + shards.get() + "'");
        }
        return of(count, number(SHARDS, range[0]), number(SHARDS, range[range.length - 1]));
    }

    private static int number(String name, String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must hold whole numbers, not '" + text + "'", e);
        }
    }

    private static Optional<String> value(Map<String, String> env, String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }
}
