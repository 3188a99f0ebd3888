package games.blockade.store.generate;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Ply;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.rules.Status;
import games.blockade.rules.RecordedRoll;
import games.blockade.rules.backgammon.SeededDice;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.DiceCommitment;
import games.blockade.store.model.GameResult;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.record.MoveCodec;
import games.blockade.store.repository.GameCatalog;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.IntStream;
import javax.sql.DataSource;

/**
 * Fills an empty database for load tests: players, finished games with their seats, dice
 * commitments and Glicko-2 history (rated in finish order), the final ratings, and a share of
 * games still in play with their plies and move clocks.
 *
 * <p>Self-play is slow for some games (a piecepack game takes seconds), so the move lists come from
 * a pool of {@code --pool} distinct self-played games per game kind; each stored game takes one of
 * them with its own players, dates and ply times. Every stored game replays through its rules.
 *
 * <pre>java -cp ... games.blockade.store.generate.Generator --games 1000000 --players 100000
 *     [--kinds retreat,...] [--pool 200] [--active N] [--seed 1]</pre>
 * The database comes from {@code BLOCKADE_DB_URL} and friends, as for the bot.
 */
public final class Generator {

    static final Duration SPAN = Duration.ofDays(730);
    private static final int CHUNK = 5_000;
    private static final int MAX_PLIES = 400;
    /** Games in play have a day per move, the bot's default clock. */
    private static final Duration MOVE_CLOCK = Duration.ofDays(1);
    private static final long GUILDS = 900_000_000_000_000_000L;
    private static final long CHANNELS = 910_000_000_000_000_000L;
    private static final long THREADS = 920_000_000_000_000_000L;

    /**
     * @param active games still in play, after the finished ones
     * @param end    when the generated history ends: the last game finishes here, games in play move up to it
     */
    record Options(long games, int players, List<String> kinds, long seed, int pool, long active, Instant end) {
    }

    /** A self-played game of the pool, with what every stored copy of it shares. */
    private record Sample(Game<?, ?> game, Side first, byte[] record, byte[] diceSeed, Boolean rollsVerified,
                          GameResult result, String reason, long notationBytes) {
        Rules<?, ?> rules() {
            return game.rules();
        }
    }

    /** A player's rating in one game while generating. */
    private static final class Current {
        Glicko2.Rating rating;
        Instant ratedAt;
        int games;

        Current(Glicko2.Rating rating, Instant ratedAt) {
            this.rating = rating;
            this.ratedAt = ratedAt;
        }
    }

    private final Options options;
    private final List<Rules<?, ?>> rules;
    private final Ratings ratings = new Ratings(Glicko2.STANDARD);
    private final Map<String, Current> current = new HashMap<>();
    private final Map<String, long[]> sizes = new TreeMap<>();
    private final Instant start;

    Generator(Options options, GameCatalog catalog) throws Rejection {
        this.options = options;
        List<Rules<?, ?>> found = new ArrayList<>();
        for (String kind : options.kinds()) {
            found.add(catalog.rules(kind));
        }
        if (found.isEmpty()) {
            throw new Rejection("no game to generate: no game is registered and none was named with --kinds");
        }
        if (options.players() < 2) {
            throw new Rejection("at least 2 players are needed");
        }
        if (options.pool() < 1) {
            throw new Rejection("the pool needs at least 1 game of each kind");
        }
        this.rules = List.copyOf(found);
        this.start = options.end().minus(SPAN);
    }

    public static void main(String[] args) throws Exception {
        Options options = parse(args);
        long started = System.nanoTime();
        try (Store store = Store.open(StoreSettings.fromEnvironment())) {
            new Generator(options, GameCatalog.registered()).fill(store.dataSource());
        }
        System.out.printf("generated %d finished games, %d in play and %d players in %.1f s%n", options.games(),
                options.active(), options.players(), (System.nanoTime() - started) / 1e9);
    }

    static Options parse(String[] args) throws Rejection {
        long games = 1_000_000;
        int players = 100_000;
        long seed = 1;
        int pool = 200;
        Long active = null;
        List<String> kinds = Games.all().stream().map(Rules::id).toList();
        for (int i = 0; i + 1 < args.length; i += 2) {
            String value = args[i + 1];
            try {
                switch (args[i]) {
                    case "--games" -> games = Long.parseLong(value);
                    case "--players" -> players = Integer.parseInt(value);
                    case "--seed" -> seed = Long.parseLong(value);
                    case "--pool" -> pool = Integer.parseInt(value);
                    case "--active" -> active = Long.parseLong(value);
                    case "--kinds" -> kinds = List.of(value.split(","));
                    default -> throw new Rejection("unknown option " + args[i]
                            + "; options: --games N --players N --kinds a,b --pool N --active N --seed N");
                }
            } catch (NumberFormatException e) {
                throw new Rejection(args[i] + " needs a whole number, not '" + value + "'");
            }
        }
        if (args.length % 2 != 0) {
            throw new Rejection("option " + args[args.length - 1] + " has no value");
        }
        return new Options(games, players, kinds, seed, pool, active != null ? active : games / 200,
                Instant.now().truncatedTo(ChronoUnit.MINUTES));
    }

    void fill(DataSource dataSource) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("select count(*) from game")) {
                r.next();
                if (r.getLong(1) > 0) {
                    throw new SQLException("the generator fills an empty database; this one has games");
                }
            }
            long began = System.nanoTime();
            List<Sample> pool = pool();
            System.out.printf("pool of %d self-played games in %.1f s%n", pool.size(), (System.nanoTime() - began) / 1e9);
            long playerBase = writePlayers(c);
            for (long from = 0; from < options.games(); from += CHUNK) {
                int size = (int) Math.min(CHUNK, options.games() - from);
                writeFinished(c, pool, playerBase, from, size);
                c.commit();
                if ((from / CHUNK) % 20 == 0) {
                    System.out.printf("%d games after %.1f s%n", from + size, (System.nanoTime() - began) / 1e9);
                }
            }
            for (long from = 0; from < options.active(); from += CHUNK) {
                writeActive(c, pool, playerBase, from, (int) Math.min(CHUNK, options.active() - from));
                c.commit();
            }
            writeRatings(c);
            finish(c);
            c.commit();
        }
        sizes.forEach((kind, size) -> System.out.printf(
                "%s: %d games, %d plies; packed %.3f bytes a ply, %.1f a game; notation %.3f bytes a ply, %.1f a game%n",
                kind, size[0], size[1], (double) size[2] / size[1], (double) size[2] / size[0],
                (double) size[3] / size[1], (double) size[3] / size[0]));
    }

    /** The distinct games: {@code pool} of each kind, played on all cores. */
    private List<Sample> pool() {
        return IntStream.range(0, rules.size() * options.pool()).parallel()
                .mapToObj(i -> sample(rules.get(i % rules.size()), i)).toList();
    }

    private Sample sample(Rules<?, ?> game, int i) {
        SplittableRandom random = new SplittableRandom(options.seed() * 7_919L + i);
        Preset preset = game.presets().get(random.nextInt(game.presets().size()));
        Side first = game.firstIsChosen() && random.nextBoolean() ? game.defaultFirst().other() : game.defaultFirst();
        Game<?, ?> played;
        byte[] diceSeed = null;
        try {
            if (game.usesDice()) {
                diceSeed = new byte[SeededDice.SEED_BYTES];
                random.nextBytes(diceSeed);
                played = RandomGames.play(game, preset, first, random.nextLong(), MAX_PLIES, SeededDice.of(diceSeed));
            } else {
                played = RandomGames.play(game, preset, first, random.nextLong(), MAX_PLIES);
            }
        } catch (Rejection e) {
            throw new IllegalStateException(game.id() + " refused its own legal turn: " + e.getMessage(), e);
        }
        var outcome = played.outcome().orElseThrow();
        // Plain notation for comparison: each ply's text and a separator.
        long notationBytes = played.plies().stream()
                .mapToLong(p -> p.notation().getBytes(StandardCharsets.UTF_8).length + 1).sum();
        // Checked once per game of the pool, as the store checks a game as it ends.
        Boolean rollsVerified = diceSeed == null ? null : RecordedRoll.allMatch(played, SeededDice.of(diceSeed));
        return new Sample(played, first, MoveCodec.encode(played), diceSeed, rollsVerified, GameResult.of(outcome),
                outcome.reason(), notationBytes);
    }

    private long writePlayers(Connection c) throws SQLException {
        long base;
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("select coalesce(max(id), 0) from player")) {
            r.next();
            base = r.getLong(1);
        }
        TableWriter players = TableWriter.on(c, "player", List.of("id", "discord_id", "display_name", "created_at"));
        for (int i = 1; i <= options.players(); i++) {
            players.add(base + i, 800_000_000_000_000_000L + base + i, "player " + (base + i), start);
        }
        players.flush();
        c.commit();
        return base;
    }

    /** Players by a skewed draw: a few play very often, most now and then. */
    private long[] players(SplittableRandom random, long playerBase) {
        long one = playerBase + player(random);
        long two = one;
        while (two == one) {
            two = playerBase + player(random);
        }
        return new long[] {one, two};
    }

    private int player(SplittableRandom random) {
        double u = random.nextDouble();
        return 1 + (int) (options.players() * u * u);
    }

    /** Where a game is played in Discord: one of a hundred servers, one of its four channels. */
    private static long[] place(SplittableRandom random) {
        int guild = random.nextInt(100);
        return new long[] {GUILDS + guild, CHANNELS + guild * 4L + random.nextInt(4)};
    }

    /** Ply times, a half minute to an hour apart, the last at {@code last}. */
    private static List<Instant> times(SplittableRandom random, int plies, Instant last) {
        Instant[] times = new Instant[plies];
        Instant t = last;
        for (int i = plies - 1; i >= 0; i--) {
            times[i] = t;
            t = t.minusSeconds(30 + random.nextInt(3600));
        }
        return List.of(times);
    }

    /** Finished games number {@code from + 1} on, each finishing at its share of the span. */
    private void writeFinished(Connection c, List<Sample> pool, long playerBase, long from, int size)
            throws SQLException {
        Tables t = new Tables(c);
        for (long n = from; n < from + size; n++) {
            SplittableRandom random = new SplittableRandom(options.seed() * 1_000_003L + n);
            Sample sample = pool.get(random.nextInt(pool.size()));
            long[] seat = players(random, playerBase);
            long[] place = place(random);
            long id = n + 1;
            String kind = sample.rules().id();
            int plies = sample.game().plies().size();
            Instant finished = start.plus(SPAN.multipliedBy(n).dividedBy(Math.max(1, options.games())));
            List<Instant> times = times(random, plies, finished);
            Instant created = (plies == 0 ? finished : times.get(0)).minusSeconds(60 + random.nextInt(600));
            long[] stats = sizes.computeIfAbsent(kind, k -> new long[4]);
            stats[0]++;
            stats[1] += plies;
            stats[2] += sample.record().length;
            stats[3] += sample.notationBytes();
            GameResult result = sample.result();
            t.games.add(id, kind, sample.game().preset().name(), sample.first().name(), seat[0], seat[1], "FINISHED",
                    result.name(), sample.reason(), true, plies, created, finished, finished, place[0],
                    place[1], THREADS + id, MOVE_CLOCK.toSeconds(), null, sample.record(), MoveCodec.encodeTimes(created, times), plies + 1);
            t.seats.add(id, Side.ONE.name(), seat[0], seat[1], kind, result.scoreOf(Side.ONE).name(), finished);
            t.seats.add(id, Side.TWO.name(), seat[1], seat[0], kind, result.scoreOf(Side.TWO).name(), finished);
            if (sample.diceSeed() != null) {
                t.dice.add(id, sample.diceSeed(), DiceCommitment.sha256(sample.diceSeed()), finished,
                        sample.rollsVerified());
            }
            Current one = current(seat[0], kind, created);
            Current two = current(seat[1], kind, created);
            Ratings.Update update = ratings.update(one.rating, one.ratedAt, two.rating, two.ratedAt, result, finished);
            t.changes.add(seat[0], kind, id, update.oneBefore().rating(), update.oneAfter().rating(),
                    update.oneAfter().deviation(), update.oneAfter().volatility(), finished);
            t.changes.add(seat[1], kind, id, update.twoBefore().rating(), update.twoAfter().rating(),
                    update.twoAfter().deviation(), update.twoAfter().volatility(), finished);
            set(one, update.oneAfter(), finished);
            set(two, update.twoAfter(), finished);
        }
        t.flush();
    }

    /**
     * Games in play, numbered after the finished ones: the opening of a pool game up to a point
     * where a side is to move, its plies in rows as the bot stores them, the move clock running.
     * Some deadlines have passed, as when the bot has yet to claim them.
     */
    private void writeActive(Connection c, List<Sample> pool, long playerBase, long from, int size)
            throws SQLException {
        Tables t = new Tables(c);
        for (long n = from; n < from + size; n++) {
            SplittableRandom random = new SplittableRandom(options.seed() * 2_000_003L + n);
            Sample sample = pool.get(random.nextInt(pool.size()));
            List<? extends Ply<?>> all = sample.game().plies();
            int plies = all.isEmpty() ? 0 : random.nextInt(all.size());
            while (plies > 0 && !(status(sample, all.get(plies - 1)) instanceof Status.ToMove)) {
                plies--;
            }
            long[] seat = players(random, playerBase);
            long[] place = place(random);
            long id = options.games() + n + 1;
            String kind = sample.rules().id();
            Instant last = options.end().minusSeconds(random.nextInt(28 * 3600));
            List<Instant> times = times(random, plies, last);
            Instant created = (plies == 0 ? last : times.get(0)).minusSeconds(60 + random.nextInt(600));
            Instant updated = plies == 0 ? created : last;
            t.games.add(id, kind, sample.game().preset().name(), sample.first().name(), seat[0], seat[1], "ACTIVE",
                    null, null, true, plies, created, updated, null, place[0], place[1], THREADS + id,
                    MOVE_CLOCK.toSeconds(), updated.plus(MOVE_CLOCK),
                    null, null, plies + 1);
            for (int i = 0; i < plies; i++) {
                Ply<?> ply = all.get(i);
                t.plies.add(id, i + 1, ply.side().map(Side::name).orElse(null), ply.notation(),
                        positionText(sample.rules(), ply), times.get(i));
            }
            t.seats.add(id, Side.ONE.name(), seat[0], seat[1], kind, null, null);
            t.seats.add(id, Side.TWO.name(), seat[1], seat[0], kind, null, null);
            if (sample.diceSeed() != null) {
                t.dice.add(id, sample.diceSeed(), DiceCommitment.sha256(sample.diceSeed()), null, null);
            }
            // A rated game enrols both players when it starts.
            current(seat[0], kind, created);
            current(seat[1], kind, created);
        }
        t.flush();
    }

    /** The rows of one chunk, table by table. */
    private static final class Tables {
        final TableWriter games;
        final TableWriter seats;
        final TableWriter changes;
        final TableWriter dice;
        final TableWriter plies;

        Tables(Connection c) throws SQLException {
            games = TableWriter.on(c, "game", List.of("id", "game_kind", "preset", "first_side", "player_one_id",
                    "player_two_id", "state", "result", "reason", "rated", "ply_count", "created_at", "updated_at",
                    "finished_at", "guild_id", "channel_id", "thread_id", "move_seconds", "deadline", "record",
                    "record_times", "version"));
            seats = TableWriter.on(c, "seat", List.of("game_id", "side", "player_id", "opponent_id", "game_kind",
                    "score", "finished_at"));
            changes = TableWriter.on(c, "rating_change", List.of("player_id", "game_kind", "game_id",
                    "rating_before", "rating", "deviation", "volatility", "changed_at"));
            dice = TableWriter.on(c, "dice_commitment", List.of("game_id", "seed", "seed_sha256", "revealed_at",
                    "rolls_verified"));
            plies = TableWriter.on(c, "ply", List.of("game_id", "ply", "side", "notation", "position", "played_at"));
        }

        void flush() throws SQLException {
            games.flush();
            seats.flush();
            changes.flush();
            dice.flush();
            plies.flush();
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Status status(Sample sample, Ply<?> ply) {
        return ((Rules) sample.rules()).status(ply.position());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String positionText(Rules<?, ?> rules, Ply<?> ply) {
        return ((Rules) rules).formatPosition(ply.position());
    }

    private Current current(long player, String kind, Instant at) {
        return current.computeIfAbsent(player + "/" + kind, k -> new Current(ratings.system().initial(), at));
    }

    private static void set(Current current, Glicko2.Rating rating, Instant at) {
        current.rating = rating;
        current.ratedAt = at;
        current.games++;
    }

    private void writeRatings(Connection c) throws SQLException {
        TableWriter rows = TableWriter.on(c, "rating", List.of("player_id", "game_kind", "rating", "deviation",
                "volatility", "games", "rated_at"));
        for (Map.Entry<String, Current> entry : current.entrySet()) {
            String[] key = entry.getKey().split("/", 2);
            Current r = entry.getValue();
            rows.add(Long.parseLong(key[0]), key[1], r.rating.rating(), r.rating.deviation(), r.rating.volatility(),
                    r.games, r.ratedAt);
        }
        rows.flush();
    }

    /**
     * Moves the numbering past the ids written here (the players' id sequence on PostgreSQL, the
     * counters of games and challenges on both), and refreshes the planner's statistics.
     */
    private static void finish(Connection c) throws SQLException {
        boolean postgres = c.getMetaData().getDatabaseProductName().equals("PostgreSQL");
        try (Statement s = c.createStatement()) {
            for (String table : List.of("game", "challenge")) {
                s.execute("update counter set last_value = (select coalesce(max(id), 0) from " + table + ")"
                        + " where name = '" + table + "'");
            }
            if (postgres) {
                s.execute("select setval(pg_get_serial_sequence('player', 'id'),"
                        + " (select coalesce(max(id), 0) + 1 from player), false)");
                c.commit();
                c.setAutoCommit(true);
                s.execute("vacuum analyze");
                c.setAutoCommit(false);
            } else {
                c.commit();
                s.execute("analyze");
            }
        }
    }
}
