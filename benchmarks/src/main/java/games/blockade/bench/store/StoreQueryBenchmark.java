package games.blockade.bench.store;

import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.model.GameResult;
import games.blockade.store.model.Player;
import games.blockade.store.model.Rating;
import games.blockade.store.model.Score;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.store.repository.ArchiveFilter;
import games.blockade.store.repository.ArchiveQueries;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import games.blockade.store.repository.GameView;
import games.blockade.store.repository.LeaderboardEntry;
import games.blockade.store.repository.Page;
import games.blockade.store.repository.PlayerOverview;
import games.blockade.store.repository.PlayerRecord;
import games.blockade.store.repository.PlayerRepository;
import games.blockade.store.repository.RatingPoint;
import games.blockade.store.repository.Rivalry;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Every read the web app and the bot make, against a database filled by the store's generator, as
 * they run them (through the store, with its connection pool), at random players, games, filters
 * and depths. Sample time mode reports the percentiles; the goal is p99 under 20 ms. Needs
 * BLOCKADE_DB_URL (see docs/benchmarks/store.md).
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 2, time = 5)
@Fork(1)
@State(Scope.Benchmark)
public class StoreQueryBenchmark {

    /** The web app's leaderboards rank ratings whose deviation is at most this. */
    private static final double SETTLED = 150;
    private static final int PAGE = 25;

    /** Two players who met in a game. */
    private record Meeting(long player, long opponent, String kind) {
    }

    private Store store;
    private ArchiveQueries queries;
    private GameRepository games;
    private PlayerRepository players;
    private List<String> kinds;
    private List<Meeting> meetings;
    private Instant oldest;
    private Instant newest;
    private long playerCount;
    private long finishedGames;
    private long lastGame;
    private SplittableRandom random;

    @Setup(Level.Trial)
    public void open() throws SQLException {
        store = Store.open(StoreSettings.fromEnvironment());
        queries = new ArchiveQueries(store);
        games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD), Clock.systemUTC());
        players = new PlayerRepository(store, Clock.systemUTC());
        random = new SplittableRandom(42);
        kinds = new ArrayList<>();
        meetings = new ArrayList<>();
        try (Connection c = store.dataSource().getConnection(); Statement s = c.createStatement()) {
            try (ResultSet r = s.executeQuery("select distinct game_kind from rating")) {
                while (r.next()) {
                    kinds.add(r.getString(1));
                }
            }
            try (ResultSet r = s.executeQuery("select min(finished_at), max(finished_at), count(finished_at), max(id),"
                    + " (select max(id) from player) from game")) {
                r.next();
                oldest = r.getTimestamp(1).toInstant();
                newest = r.getTimestamp(2).toInstant();
                finishedGames = r.getLong(3);
                lastGame = r.getLong(4);
                playerCount = r.getLong(5);
            }
            // Opponents who really met: a sample of seats spread over the archive.
            try (ResultSet r = s.executeQuery(
                    "select player_id, opponent_id, game_kind from seat where game_id % 997 = 0")) {
                while (r.next()) {
                    meetings.add(new Meeting(r.getLong(1), r.getLong(2), r.getString(3)));
                }
            }
            c.rollback();
        }
        if (kinds.isEmpty() || meetings.isEmpty()) {
            throw new IllegalStateException("the database has no generated games; run the generator first");
        }
    }

    @TearDown(Level.Trial)
    public void close() {
        store.close();
    }

    private String kind() {
        return kinds.get(random.nextInt(kinds.size()));
    }

    /** Any player, each as likely as another: most have few games. */
    private long player() {
        return 1 + random.nextLong(playerCount);
    }

    /** One of the hundred busiest players (the generator's skew makes the lowest numbers play most). */
    private long busyPlayer() {
        return 1 + random.nextLong(100);
    }

    private Instant anyTime() {
        long span = newest.getEpochSecond() - oldest.getEpochSecond();
        return oldest.plusSeconds(random.nextLong(span + 1));
    }

    /** A page cursor anywhere in the archive: deep pages cost what the first does. */
    private Optional<ArchiveEntry.Cursor> somewhere() {
        return Optional.of(new ArchiveEntry.Cursor(anyTime(), Long.MAX_VALUE));
    }

    private GameResult result() {
        return GameResult.values()[random.nextInt(GameResult.values().length)];
    }

    private Score score() {
        return Score.values()[random.nextInt(Score.values().length)];
    }

    private Page<ArchiveEntry, ArchiveEntry.Cursor> archive(ArchiveFilter filter, Optional<ArchiveEntry.Cursor> after) {
        return queries.archive(filter, after, PAGE);
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveNewest() {
        return archive(ArchiveFilter.all(), Optional.empty());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveAtAnyDepth() {
        return archive(ArchiveFilter.all(), somewhere());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfAGameAtAnyDepth() {
        return archive(ArchiveFilter.all().kind(kind()), somewhere());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveByResultAtAnyDepth() {
        return archive(ArchiveFilter.all().result(result()), somewhere());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfAGameByResultAtAnyDepth() {
        return archive(ArchiveFilter.all().kind(kind()).result(result()), somewhere());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfAMonth() {
        Instant from = anyTime();
        return archive(ArchiveFilter.all().between(from, from.plus(Duration.ofDays(30))), Optional.empty());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfAGameInAMonth() {
        Instant from = anyTime();
        return archive(ArchiveFilter.all().kind(kind()).between(from, from.plus(Duration.ofDays(30))), Optional.empty());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfAPlayer() {
        return archive(ArchiveFilter.all().player(player()), Optional.empty());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfABusyPlayerAtAnyDepth() {
        return archive(ArchiveFilter.all().player(busyPlayer()), somewhere());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfABusyPlayerByScore() {
        return archive(ArchiveFilter.all().player(busyPlayer()).score(score()), somewhere());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfABusyPlayerByGameAndScore() {
        return archive(ArchiveFilter.all().player(busyPlayer()).kind(kind()).score(score()), somewhere());
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfABusyPlayerInAMonth() {
        Instant from = anyTime();
        return archive(ArchiveFilter.all().player(busyPlayer()).between(from, from.plus(Duration.ofDays(30))),
                Optional.empty());
    }

    /** A game with every move, replayed through its rules, as the replay page and the bot load it. */
    @Benchmark
    public Optional<GameView> gameWithItsMoves() {
        return games.find(1 + random.nextLong(finishedGames));
    }

    @Benchmark
    public Optional<GameView> gameInPlayWithItsMoves() {
        return games.find(finishedGames + 1 + random.nextLong(Math.max(1, lastGame - finishedGames)));
    }

    @Benchmark
    public Optional<Player> playerById() {
        return players.byId(player());
    }

    @Benchmark
    public List<Rating> ratingsOfAPlayer() {
        return queries.ratings(player());
    }

    @Benchmark
    public Map<String, List<RatingPoint>> ratingHistoriesOfABusyPlayer() {
        return queries.ratingHistories(busyPlayer());
    }

    @Benchmark
    public Map<String, PlayerRecord> recordsOfABusyPlayer() {
        return queries.records(busyPlayer());
    }

    @Benchmark
    public List<games.blockade.store.repository.Meeting> latestMeetingsOfABusyPlayer() {
        return queries.latestMeetings(busyPlayer(), kinds, 50);
    }

    @Benchmark
    public Optional<PlayerOverview> overviewOfAPlayer() {
        return queries.overview(player());
    }

    @Benchmark
    public PlayerRecord recordOfAPlayer() {
        return queries.record(player(), kind());
    }

    @Benchmark
    public PlayerRecord recordOfABusyPlayer() {
        return queries.record(busyPlayer(), kind());
    }

    @Benchmark
    public List<Rivalry> headToHead() {
        Meeting meeting = meetings.get(random.nextInt(meetings.size()));
        return queries.rivalries(meeting.player(), List.of(meeting.opponent()));
    }

    @Benchmark
    public Page<LeaderboardEntry, LeaderboardEntry.Cursor> leaderboardTop() {
        return queries.leaderboard(kind(), SETTLED, Optional.empty(), 50);
    }

    @Benchmark
    public Page<LeaderboardEntry, LeaderboardEntry.Cursor> leaderboardDeep() {
        return queries.leaderboard(kind(), SETTLED, Optional.of(new LeaderboardEntry.Cursor(
                1200 + random.nextInt(600), Long.MAX_VALUE)), 50);
    }

    @Benchmark
    public List<Long> activeGamesOfAPlayer() {
        return queries.activeGames(busyPlayer());
    }

    /** The bot's clock: games whose move clock ran out. */
    @Benchmark
    public List<Long> overdueGames() {
        return games.overdue(Instant.now(), 100);
    }
}
