package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import games.blockade.store.TestDatabase;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Several bots and web apps starting at once on one database each run the migrations at start
 * (docs/deploy.md): every migration must be applied exactly once, and every start succeed.
 */
class ConcurrentMigrationTest {

    private static final int PROCESSES = 4;

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void processesStartingTogetherApplyEachMigrationOnce(TestDatabase database) throws Exception {
        StoreSettings settings = database.fresh(2);
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService starts = Executors.newFixedThreadPool(PROCESSES);
        List<Future<?>> done = new ArrayList<>();
        for (int i = 0; i < PROCESSES; i++) {
            // Each start opens connections of its own, as a process would.
            done.add(starts.submit(() -> {
                go.await();
                Store.open(settings).close();
                return null;
            }));
        }
        go.countDown();
        for (Future<?> start : done) {
            start.get();
        }
        starts.shutdown();

        try (Connection c = DriverManager.getConnection(settings.url(), settings.user(), settings.password());
             Statement s = c.createStatement();
             ResultSet applied = s.executeQuery("select count(*), count(distinct version) from "
                     + "flyway_schema_history where success and version is not null")) {
            applied.next();
            long scripts = migrationScripts(settings.engine());
            assertEquals(scripts, applied.getInt(1), "migrations applied");
            assertEquals(scripts, applied.getInt(2), "distinct versions applied");
        }
    }

    /** The versions of an engine: its own folder's and the common ones. */
    private static long migrationScripts(Engine engine) throws URISyntaxException, IOException {
        long count = 0;
        for (String location : engine.migrations()) {
            String folder = location.substring("classpath:".length());
            try (Stream<Path> scripts = Files.list(Path.of(ConcurrentMigrationTest.class.getResource("/" + folder).toURI()))) {
                count += scripts.filter(p -> p.getFileName().toString().matches("V\\d+__.*\\.sql")).count();
            }
        }
        return count;
    }
}
