package games.blockade.bench.store;

import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.store.repository.ArchiveFilter;
import games.blockade.store.repository.ArchiveQueries;
import games.blockade.store.repository.HeadToHead;
import games.blockade.store.repository.LeaderboardEntry;
import games.blockade.store.repository.Page;
import games.blockade.store.repository.PlayerRecord;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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
 * The web app's reads against a database filled by the store's generator, as the web app runs
 * them (through the store, with a connection pool), at random players, games and depths. Sample
 * time mode reports the percentiles; the goal is p99 under 20 ms. Needs BLOCKADE_DB_URL (see
 * docs/benchmarks/store.md).
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(1)
@State(Scope.Benchmark)
public class StoreQueryBenchmark {

    /** Two players who met in a game. */
    private record Meeting(long player, long opponent, String kind) {
    }

    private Store store;
    private ArchiveQueries queries;
    private List<String> kinds;
    private List<Meeting> meetings;
    private Instant oldest;
    private Instant newest;
    private long players;
    private SplittableRandom random;

    @Setup(Level.Trial)
    public void open() throws SQLException {
        store = Store.open(StoreSettings.fromEnvironment());
        queries = new ArchiveQueries(store);
        random = new SplittableRandom(42);
        kinds = new ArrayList<>();
        meetings = new ArrayList<>();
        try (Connection c = store.dataSource().getConnection(); Statement s = c.createStatement()) {
            try (ResultSet r = s.executeQuery("select distinct game_kind from rating")) {
                while (r.next()) {
                    kinds.add(r.getString(1));
                }
            }
            try (ResultSet r = s.executeQuery("select min(finished_at), max(finished_at), (select max(id) from player)"
                    + " from game")) {
                r.next();
                oldest = r.getTimestamp(1).toInstant();
                newest = r.getTimestamp(2).toInstant();
                players = r.getLong(3);
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

    private long player() {
        return 1 + random.nextLong(players);
    }

    private Optional<ArchiveEntry.Cursor> somewhere() {
        long span = newest.getEpochSecond() - oldest.getEpochSecond();
        return Optional.of(new ArchiveEntry.Cursor(oldest.plusSeconds(random.nextLong(span + 1)), Long.MAX_VALUE));
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveNewest() {
        return queries.archive(ArchiveFilter.all(), Optional.empty(), 20);
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfAGameAtAnyDepth() {
        return queries.archive(ArchiveFilter.all().kind(kind()), somewhere(), 20);
    }

    @Benchmark
    public Page<ArchiveEntry, ArchiveEntry.Cursor> archiveOfAPlayer() {
        return queries.archive(ArchiveFilter.all().player(player()), Optional.empty(), 20);
    }

    @Benchmark
    public PlayerRecord recordOfAPlayer() {
        return queries.record(player(), kind());
    }

    @Benchmark
    public HeadToHead headToHead() {
        Meeting meeting = meetings.get(random.nextInt(meetings.size()));
        return queries.headToHead(meeting.player(), meeting.opponent(), meeting.kind());
    }

    @Benchmark
    public Page<LeaderboardEntry, LeaderboardEntry.Cursor> leaderboardTop() {
        return queries.leaderboard(kind(), 110, Optional.empty(), 50);
    }

    @Benchmark
    public Page<LeaderboardEntry, LeaderboardEntry.Cursor> leaderboardDeep() {
        return queries.leaderboard(kind(), 110, Optional.of(new LeaderboardEntry.Cursor(
                1200 + random.nextInt(600), Long.MAX_VALUE)), 50);
    }
}
