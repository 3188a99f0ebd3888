package games.blockade.store.generate;

import games.blockade.rules.Game;
import games.blockade.rules.Games;
import games.blockade.rules.Preset;
import games.blockade.rules.Rejection;
import games.blockade.rules.Rules;
import games.blockade.rules.Side;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.IntStream;
import javax.sql.DataSource;

/**
 * Fills an empty database with finished games of random play and the players, seats and ratings
 * that go with them, for load tests of the web app's queries. Every game is played through the
 * rules and stored as real games are (packed record, seats, Glicko-2 history), in finish order.
 *
 * <pre>java -cp ... games.blockade.store.generate.Generator --games 1000000 --players 100000 [--kinds retreat] [--seed 1]</pre>
 * The database comes from {@code BLOCKADE_DB_URL} and friends, as for the bot.
 */
public final class Generator {

    static final Instant EPOCH = Instant.parse("2024-01-01T00:00:00Z");
    static final Duration SPAN = Duration.ofDays(730);
    private static final int CHUNK = 5_000;
    private static final int MAX_PLIES = 400;

    record Options(long games, int players, List<String> kinds, long seed) {
    }

    /** One generated game, before it is rated and written. */
    private record Generated(long id, String kind, String preset, Side first, long one, long two, GameResult result,
                             String reason, int plies, byte[] record, byte[] times, Instant created,
                             Instant finished, long notationBytes) {
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
        this.rules = List.copyOf(found);
    }

    public static void main(String[] args) throws Exception {
        Options options = parse(args);
        long started = System.nanoTime();
        try (Store store = Store.open(StoreSettings.fromEnvironment())) {
            new Generator(options, GameCatalog.registered()).fill(store.dataSource());
        }
        System.out.printf("generated %d games and %d players in %.1f s%n", options.games(), options.players(),
                (System.nanoTime() - started) / 1e9);
    }

    static Options parse(String[] args) throws Rejection {
        long games = 1_000_000;
        int players = 100_000;
        long seed = 1;
        List<String> kinds = Games.all().stream().map(Rules::id).toList();
        for (int i = 0; i + 1 < args.length; i += 2) {
            String value = args[i + 1];
            try {
                switch (args[i]) {
                    case "--games" -> games = Long.parseLong(value);
                    case "--players" -> players = Integer.parseInt(value);
                    case "--seed" -> seed = Long.parseLong(value);
                    case "--kinds" -> kinds = List.of(value.split(","));
                    default -> throw new Rejection("unknown option " + args[i]
                            + "; options: --games N --players N --kinds a,b --seed N");
                }
            } catch (NumberFormatException e) {
                throw new Rejection(args[i] + " needs a whole number, not '" + value + "'");
            }
        }
        if (args.length % 2 != 0) {
            throw new Rejection("option " + args[args.length - 1] + " has no value");
        }
        return new Options(games, players, kinds, seed);
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
            long playerBase = writePlayers(c);
            for (long from = 0; from < options.games(); from += CHUNK) {
                int size = (int) Math.min(CHUNK, options.games() - from);
                long first = from;
                List<Generated> chunk = IntStream.range(0, size).parallel()
                        .mapToObj(i -> generate(first + i, playerBase)).toList();
                write(c, chunk);
                c.commit();
                if ((from / CHUNK) % 20 == 0) {
                    System.out.printf("%d games%n", from + size);
                }
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

    private long writePlayers(Connection c) throws SQLException {
        long base;
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("select coalesce(max(id), 0) from player")) {
            r.next();
            base = r.getLong(1);
        }
        TableWriter players = TableWriter.on(c, "player", List.of("id", "discord_id", "display_name", "created_at"));
        for (int i = 1; i <= options.players(); i++) {
            players.add(base + i, 800_000_000_000_000_000L + base + i, "player " + (base + i), EPOCH);
        }
        players.flush();
        c.commit();
        return base;
    }

    /** Game number {@code n}: finished at its share of the span, between two players, by random play. */
    private Generated generate(long n, long playerBase) {
        SplittableRandom random = new SplittableRandom(options.seed() * 1_000_003L + n);
        Rules<?, ?> game = rules.get(random.nextInt(rules.size()));
        Preset preset = game.presets().get(random.nextInt(game.presets().size()));
        Side first = game.firstIsChosen() && random.nextBoolean() ? game.defaultFirst().other() : game.defaultFirst();
        long one = playerBase + player(random);
        long two = one;
        while (two == one) {
            two = playerBase + player(random);
        }
        Game<?, ?> played;
        try {
            played = RandomGames.play(game, preset, first, random.nextLong(), MAX_PLIES);
        } catch (Rejection e) {
            throw new IllegalStateException(game.id() + " refused its own legal turn: " + e.getMessage(), e);
        }
        Instant finished = EPOCH.plus(SPAN.multipliedBy(n).dividedBy(Math.max(1, options.games())));
        List<Instant> times = new ArrayList<>(played.plies().size());
        Instant t = finished;
        for (int i = 0; i < played.plies().size(); i++) {
            times.add(0, t);
            t = t.minusSeconds(30 + random.nextInt(3600));
        }
        var outcome = played.outcome().orElseThrow();
        // Plain notation for comparison: each ply's text and a separator.
        long notationBytes = played.plies().stream()
                .mapToLong(p -> p.notation().getBytes(StandardCharsets.UTF_8).length + 1).sum();
        return new Generated(n + 1, game.id(), preset.name(), first, one, two, GameResult.of(outcome),
                outcome.reason(), played.plies().size(), MoveCodec.encode(played), MoveCodec.encodeTimes(t, times),
                t, finished, notationBytes);
    }

    /** Players by a skewed draw: a few play very often, most now and then. */
    private int player(SplittableRandom random) {
        double u = random.nextDouble();
        return 1 + (int) (options.players() * u * u);
    }

    private void write(Connection c, List<Generated> chunk) throws SQLException {
        TableWriter games = TableWriter.on(c, "game", List.of("id", "game_kind", "preset", "first_side",
                "player_one_id", "player_two_id", "state", "result", "reason", "rated", "ply_count", "created_at",
                "updated_at", "finished_at", "record", "record_times", "version"));
        TableWriter seats = TableWriter.on(c, "seat", List.of("game_id", "side", "player_id", "opponent_id",
                "game_kind", "score", "finished_at"));
        TableWriter changes = TableWriter.on(c, "rating_change", List.of("player_id", "game_kind", "game_id",
                "rating_before", "rating", "deviation", "volatility", "changed_at"));
        for (Generated g : chunk) {
            long[] size = sizes.computeIfAbsent(g.kind(), k -> new long[4]);
            size[0]++;
            size[1] += g.plies();
            size[2] += g.record().length;
            size[3] += g.notationBytes();
            games.add(g.id(), g.kind(), g.preset(), g.first().name(), g.one(), g.two(), "FINISHED", g.result().name(),
                    g.reason(), true, g.plies(), g.created(), g.finished(), g.finished(), g.record(), g.times(), 0);
            seats.add(g.id(), Side.ONE.name(), g.one(), g.two(), g.kind(), g.result().scoreOf(Side.ONE).name(),
                    g.finished());
            seats.add(g.id(), Side.TWO.name(), g.two(), g.one(), g.kind(), g.result().scoreOf(Side.TWO).name(),
                    g.finished());
            Current one = current(g.one(), g.kind(), g.created());
            Current two = current(g.two(), g.kind(), g.created());
            Ratings.Update update = ratings.update(one.rating, one.ratedAt, two.rating, two.ratedAt, g.result(),
                    g.finished());
            changes.add(g.one(), g.kind(), g.id(), update.oneBefore().rating(), update.oneAfter().rating(),
                    update.oneAfter().deviation(), update.oneAfter().volatility(), g.finished());
            changes.add(g.two(), g.kind(), g.id(), update.twoBefore().rating(), update.twoAfter().rating(),
                    update.twoAfter().deviation(), update.twoAfter().volatility(), g.finished());
            set(one, update.oneAfter(), g.finished());
            set(two, update.twoAfter(), g.finished());
        }
        games.flush();
        seats.flush();
        changes.flush();
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

    /** Moves the id sequences past the ids written here, and refreshes the planner's statistics. */
    private static void finish(Connection c) throws SQLException {
        boolean postgres = c.getMetaData().getDatabaseProductName().equals("PostgreSQL");
        try (Statement s = c.createStatement()) {
            for (String table : List.of("player", "game")) {
                long next;
                try (ResultSet r = s.executeQuery("select coalesce(max(id), 0) + 1 from " + table)) {
                    r.next();
                    next = r.getLong(1);
                }
                s.execute(postgres
                        ? "select setval(pg_get_serial_sequence('" + table + "', 'id'), " + next + ", false)"
                        : "alter table " + table + " alter column id restart with " + next);
            }
            if (postgres) {
                c.commit();
                c.setAutoCommit(true);
                s.execute("vacuum analyze");
                c.setAutoCommit(false);
            }
        }
    }
}
