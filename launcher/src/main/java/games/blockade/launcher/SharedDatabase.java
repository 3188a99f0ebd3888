package games.blockade.launcher;

import games.blockade.store.config.Store;
import java.nio.file.Path;
import java.sql.SQLException;
import org.h2.jdbcx.JdbcDataSource;
import org.h2.tools.Server;

/**
 * The store's H2 file database served over TCP on 127.0.0.1, so the bot and the web app, two
 * processes, open the same database. The files are those the bot opens alone by default
 * ({@code data/blockade.mv.db}). See {@code docs/decisions/run-database.md}.
 */
final class SharedDatabase implements AutoCloseable {

    static final String NAME = "blockade";
    static final String USER = "sa";

    private final Server server;

    private SharedDatabase(Server server) {
        this.server = server;
    }

    /**
     * Serves the databases in {@code directory} on a free loopback port and migrates the store's
     * schema once, before either process starts, so the two never race to create it.
     */
    static SharedDatabase serve(Path directory) throws SQLException {
        // H2 binds its server socket to this address; read once, when H2's settings load.
        System.setProperty("h2.bindAddress", "127.0.0.1");
        Server server = Server.createTcpServer("-tcpPort", "0", "-baseDir", directory.toString(), "-ifNotExists")
                .start();
        SharedDatabase database = new SharedDatabase(server);
        try {
            JdbcDataSource source = new JdbcDataSource();
            source.setURL(database.url());
            source.setUser(USER);
            Store.migrate(source);
            return database;
        } catch (RuntimeException e) {
            server.stop();
            throw e;
        }
    }

    /** The JDBC URL both processes use. */
    String url() {
        return "jdbc:h2:tcp://127.0.0.1:" + server.getPort() + "/" + NAME;
    }

    @Override
    public void close() {
        server.stop();
    }
}
