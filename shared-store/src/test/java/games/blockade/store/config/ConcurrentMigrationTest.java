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
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Several bots and web apps starting at once on one PostgreSQL database each run the migrations
 * at start (docs/deploy.md): every migration must be applied exactly once, and every start succeed.
 */
class ConcurrentMigrationTest {

    private static final int PROCESSES = 4;

    @Test
    void processesStartingTogetherApplyEachMigrationOnce() throws Exception {
        StoreSettings server = TestDatabase.postgres();
        String schema = "m" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        execute(server, "create schema " + schema);
        try {
            String url = server.url() + (server.url().contains("?") ? "&" : "?") + "currentSchema=" + schema;
            CountDownLatch go = new CountDownLatch(1);
            ExecutorService starts = Executors.newFixedThreadPool(PROCESSES);
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < PROCESSES; i++) {
                // Each start has a data source and connections of its own, as a process would.
                PGSimpleDataSource source = new PGSimpleDataSource();
                source.setURL(url);
                source.setUser(server.user());
                source.setPassword(server.password());
                done.add(starts.submit(() -> {
                    go.await();
                    Store.migrate(source);
                    return null;
                }));
            }
            go.countDown();
            for (Future<?> start : done) {
                start.get();
            }
            starts.shutdown();

            try (Connection c = DriverManager.getConnection(url, server.user(), server.password());
                 Statement s = c.createStatement();
                 ResultSet applied = s.executeQuery("select count(*), count(distinct version) from "
                         + "flyway_schema_history where success and version is not null")) {
                applied.next();
                assertEquals(migrationScripts(), applied.getInt(1), "migrations applied");
                assertEquals(migrationScripts(), applied.getInt(2), "distinct versions applied");
            }
        } finally {
            execute(server, "drop schema " + schema + " cascade");
        }
    }

    private static long migrationScripts() throws URISyntaxException, IOException {
        Path folder = Path.of(ConcurrentMigrationTest.class.getResource("/db/migration").toURI());
        try (Stream<Path> scripts = Files.list(folder)) {
            return scripts.filter(p -> p.getFileName().toString().matches("V\\d+__.*\\.sql")).count();
        }
    }

    private static void execute(StoreSettings server, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
             Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
