package games.blockade.bot.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import games.blockade.store.TestDatabase;
import games.blockade.store.carry.H2CarryOver;
import games.blockade.store.config.Store;
import games.blockade.store.config.StoreSettings;
import games.blockade.store.rating.Glicko2;
import games.blockade.store.rating.Ratings;
import games.blockade.store.repository.GameCatalog;
import games.blockade.store.repository.GameRepository;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Whatever the bot has answered as done survives SIGKILL at any moment, and the store opens again
 * every time (issue 24). A {@link CrashChild} (the store and the bot's services in a process of
 * their own) plays while it is killed, again and again, at points spread over the write path:
 * just after an action begins, so somewhere inside its transaction, at its commit or between the
 * commit and the answer; during the start (opening the store, bringing its schema up to date);
 * while a new store is first migrated; and, on SQLite, while an H2 store of old is carried over.
 * After every kill the store must hold every action the child acknowledged, every game must
 * replay through the rules, and the numbers of games and challenges must run on without a gap.
 *
 * <p>{@code -Dblockade.kills=N} sets the number of kills per database: 40 by default, a size for CI;
 * {@code docs/decisions/store-engine.md} reports runs of 200. Two lanes, each with a store of its
 * own, run side by side. The figures go to {@code target/kill-test.txt}.
 */
class StoreKillTest {

    private static final int KILLS = Integer.getInteger("blockade.kills", 40);
    private static final int LANES = 2;
    private static final Duration START = Duration.ofSeconds(60);
    private static final Set<String> TABLES = Set.of("game", "challenge");
    private static final Path REPORT = Path.of("target", "kill-test.txt");

    @BeforeAll
    static void freshReport() throws IOException {
        Files.deleteIfExists(REPORT);
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void nothingAcknowledgedIsLostAndTheStoreAlwaysOpens(TestDatabase database) throws Exception {
        long started = System.nanoTime();
        ExecutorService lanes = Executors.newFixedThreadPool(LANES);
        List<Future<Tally>> running = new ArrayList<>();
        for (int lane = 0; lane < LANES; lane++) {
            int kills = KILLS / LANES + (lane < KILLS % LANES ? 1 : 0);
            long seed = 1000L * lane + database.ordinal();
            running.add(lanes.submit(() -> new Lane(database, kills, seed).run()));
        }
        Tally total = new Tally();
        for (Future<Tally> lane : running) {
            total.add(lane.get());
        }
        lanes.shutdown();
        double seconds = (System.nanoTime() - started) / 1e9;
        String report = String.format("%s: %d kills (%d while working, %d while starting, %d while migrating a new"
                        + " store, %d while carrying an H2 store over) in %.0f s; %d acknowledged actions checked, %d"
                        + " lost; %d games replayed; %d starts, every one opened the store (ready in %.0f ms on"
                        + " average); numbers without gaps after every restart%n", database, total.kills, total.working,
                total.starting, total.migrating, total.carrying, seconds, total.acknowledged, total.lost.size(),
                total.replayed, total.starts, total.readyNanos / 1e6 / Math.max(1, total.readies));
        System.out.print(report);
        Files.writeString(REPORT, report,
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        assertTrue(total.lost.isEmpty(), "acknowledged but lost: " + total.lost);
        assertEquals(KILLS, total.kills);
    }

    /** What a lane counted. */
    private static final class Tally {
        int kills;
        int working;
        int starting;
        int migrating;
        int carrying;
        int starts;
        long acknowledged;
        long replayed;
        long readyNanos;
        int readies;
        final List<String> lost = new ArrayList<>();

        synchronized void add(Tally other) {
            kills += other.kills;
            working += other.working;
            starting += other.starting;
            migrating += other.migrating;
            carrying += other.carrying;
            starts += other.starts;
            acknowledged += other.acknowledged;
            readyNanos += other.readyNanos;
            readies += other.readies;
            replayed += other.replayed;
            lost.addAll(other.lost);
        }
    }

    /** One store, killed again and again. */
    private static final class Lane {
        private final TestDatabase database;
        private final int kills;
        private final Random random;
        private final StoreSettings settings;
        private final Path log;
        private final Tally tally = new Tally();
        /** Every acknowledgement so far, checked after each kill: what was said stays true. */
        private final List<String> acknowledged = new ArrayList<>();
        /** The games the last child acknowledged something of, replayed after its kill. */
        private final Set<Long> touched = new TreeSet<>();
        /** The lane's own view of the store, for replaying games, opened after the first child made it. */
        private GameRepository games;
        private Store store;

        Lane(TestDatabase database, int kills, long seed) throws IOException {
            this.database = database;
            this.kills = kills;
            this.random = new Random(seed);
            this.settings = database.fresh(4);
            this.log = Files.createTempFile("kill-test-" + database, ".log");
        }

        Tally run() throws Exception {
            try {
                return killRepeatedly();
            } finally {
                if (store != null) {
                    store.close();
                }
            }
        }

        private Tally killRepeatedly() throws Exception {
            while (tally.kills < kills) {
                int kind = random.nextInt(20);
                if (kind == 0) {
                    killWhileMigrating(database.fresh(4));
                } else if (kind == 1 && database == TestDatabase.SQLITE) {
                    killWhileCarryingOver();
                } else if (kind <= 3) {
                    killWhileStarting();
                } else {
                    killWhileWorking();
                }
            }
            return tally;
        }

        /** Lets the child do some actions, then kills it a moment after one begins. */
        private void killWhileWorking() throws Exception {
            long spawned = System.nanoTime();
            Child child = start(settings);
            if (!child.await("READY", START)) {
                fail("the store did not open after a kill; see " + log);
            }
            tally.readyNanos += System.nanoTime() - spawned;
            tally.readies++;
            int actions = 1 + random.nextInt(25);
            for (int begun = 0; begun < actions; ) {
                String line = child.next(Duration.ofSeconds(30)).orElseThrow(() -> new AssertionError("the child"
                        + " stopped working; see " + log));
                if (line.startsWith("BEGIN")) {
                    begun++;
                }
                failOn(line);
            }
            // An action takes a few milliseconds: a pause of up to 15 ms lands inside it, at its commit,
            // between the commit and the answer, or in the next one.
            pauseMicros(random.nextInt(15_000));
            record(child.kill());
            tally.working++;
            tally.kills++;
            verify();
        }

        /** Kills the child while it opens the store, before it says it is ready. */
        private void killWhileStarting() throws Exception {
            Child child = start(settings);
            pauseMicros(200_000 + random.nextInt(1_800_000));
            record(child.kill());
            tally.starting++;
            tally.kills++;
        }

        /** Kills a child bringing a new store up to date, then makes sure the store opens after it. */
        private void killWhileMigrating(StoreSettings fresh) throws Exception {
            Child child = start(fresh);
            pauseMicros(random.nextInt(2_500_000));
            child.kill();
            tally.migrating++;
            tally.kills++;
            Child again = start(fresh);
            if (!again.await("READY", START)) {
                fail("a store killed while migrating did not open; see " + log);
            }
            again.kill();
            gapless(fresh);
        }

        /** Kills a child carrying an H2 store over, then makes sure the next start carries all of it. */
        private void killWhileCarryingOver() throws Exception {
            Path file = TestDatabase.sqliteFile();
            try (InputStream fixture = StoreKillTest.class.getResourceAsStream("/legacy/blockade.mv.db")) {
                Files.copy(fixture, H2CarryOver.legacyOf(file));
            }
            StoreSettings carried = StoreSettings.sqlite(file);
            Child child = start(carried);
            pauseMicros(random.nextInt(3_000_000));
            child.kill();
            tally.carrying++;
            tally.kills++;
            Child again = start(carried);
            if (!again.await("READY", START)) {
                fail("a store killed while being carried over did not open; see " + log);
            }
            again.kill();
            // The child may have played on after the carry-over; the 16 games carried are there.
            try (Connection c = connect(carried); Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("select count(*) from game where id <= 16")) {
                r.next();
                assertEquals(16, r.getInt(1), "the games carried over");
            }
            gapless(carried);
        }

        private Child start(StoreSettings store) {
            tally.starts++;
            Map<String, String> env = new HashMap<>();
            env.put(StoreSettings.URL, store.url());
            env.put(StoreSettings.USER, store.user());
            env.put(StoreSettings.PASSWORD, store.password());
            env.put(StoreSettings.POOL_SIZE, "4");
            return Child.start(CrashChild.class, List.of(Long.toString(random.nextLong())), env, log);
        }

        private void record(List<String> lines) {
            for (String line : lines) {
                failOn(line);
                if (line.startsWith("ACK ")) {
                    acknowledged.add(line);
                    String[] word = line.split(" ");
                    if (!word[2].equals("challenge")) {
                        touched.add(Long.parseLong(word[word[2].equals("accept") ? 4 : 3]));
                    }
                }
            }
        }

        private void failOn(String line) {
            if (line.startsWith("FAULT") || line.startsWith("REFUSED")) {
                fail("the child's play went wrong: " + line + "; see " + log);
            }
        }

        /**
         * Every acknowledged action is in the store, every game the child played replays, and the
         * numbers have no gap.
         */
        private void verify() throws SQLException {
            try (Connection c = connect(settings)) {
                for (String line : acknowledged) {
                    String[] word = line.split(" ");
                    String what = word[2];
                    long id = Long.parseLong(word[3]);
                    boolean there = switch (what) {
                        case "challenge" -> exists(c, "select 1 from component where challenge_id = ? and"
                                + " action = 'accept'", id);
                        case "accept" -> exists(c, "select 1 from challenge where id = ? and state = 'ACCEPTED'"
                                + " and game_id = " + Long.parseLong(word[4]), id);
                        case "move" -> exists(c, "select 1 from game where id = ? and ply_count >= "
                                + Integer.parseInt(word[4]), id);
                        case "resign", "draw" -> exists(c, "select 1 from game where id = ? and state = 'FINISHED'",
                                id);
                        default -> throw new IllegalStateException("an acknowledgement of nothing known: " + line);
                    };
                    if (!there) {
                        tally.lost.add(database + ": " + line);
                    }
                }
            }
            tally.acknowledged = acknowledged.size();
            if (store == null) {
                store = Store.open(settings);
                this.games = new GameRepository(store, GameCatalog.registered(), new Ratings(Glicko2.STANDARD),
                        Clock.systemUTC());
            }
            for (long game : touched) {
                // Loading a game replays its record through the rules, or fails.
                this.games.find(game).orElseThrow(() -> new AssertionError("game " + game + " is gone"));
            }
            tally.replayed += touched.size();
            touched.clear();
            gapless(settings);
        }

        /** Games and challenges are numbered 1, 2, 3, ... with no number skipped. */
        private void gapless(StoreSettings store) throws SQLException {
            try (Connection c = connect(store); Statement s = c.createStatement()) {
                for (String table : TABLES) {
                    try (ResultSet r = s.executeQuery("select count(*), coalesce(max(id), 0) from " + table)) {
                        r.next();
                        assertEquals(r.getLong(2), r.getLong(1), table + " numbers skip after a kill");
                    }
                }
            }
        }

        private static boolean exists(Connection c, String query, long id) throws SQLException {
            try (PreparedStatement s = c.prepareStatement(query)) {
                s.setLong(1, id);
                try (ResultSet r = s.executeQuery()) {
                    return r.next();
                }
            }
        }

        private static Connection connect(StoreSettings store) throws SQLException {
            return DriverManager.getConnection(store.url(), store.user(), store.password());
        }

        private static void pauseMicros(long micros) throws InterruptedException {
            Thread.sleep(micros / 1000, (int) (micros % 1000) * 1000);
        }
    }
}
