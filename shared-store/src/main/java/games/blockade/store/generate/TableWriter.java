package games.blockade.store.generate;

import java.io.IOException;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.postgresql.PGConnection;

/**
 * Rows for one table, written in bulk: PostgreSQL's {@code COPY} where the database is PostgreSQL,
 * batched inserts elsewhere. Rows gather in memory until {@link #flush}.
 */
abstract sealed class TableWriter {

    protected final String table;
    protected final List<String> columns;

    private TableWriter(String table, List<String> columns) {
        this.table = table;
        this.columns = List.copyOf(columns);
    }

    static TableWriter on(Connection connection, String table, List<String> columns) throws SQLException {
        return connection.isWrapperFor(PGConnection.class)
                ? new Copy(connection.unwrap(PGConnection.class), table, columns)
                : new Batch(connection, table, columns);
    }

    abstract void add(Object... values);

    abstract void flush() throws SQLException;

    /** COPY in PostgreSQL's text format. */
    static final class Copy extends TableWriter {
        private final PGConnection connection;
        private final StringBuilder buffer = new StringBuilder(1 << 20);

        Copy(PGConnection connection, String table, List<String> columns) {
            super(table, columns);
            this.connection = connection;
        }

        @Override
        void add(Object... values) {
            for (int i = 0; i < values.length; i++) {
                if (i > 0) {
                    buffer.append('\t');
                }
                buffer.append(text(values[i]));
            }
            buffer.append('\n');
        }

        @Override
        void flush() throws SQLException {
            if (buffer.length() == 0) {
                return;
            }
            try {
                connection.getCopyAPI().copyIn("copy " + table + " (" + String.join(", ", columns) + ") from stdin",
                        new StringReader(buffer.toString()));
            } catch (IOException e) {
                throw new SQLException("copy into " + table + " failed", e);
            }
            buffer.setLength(0);
        }

        private static String text(Object value) {
            if (value == null) {
                return "\\N";
            }
            if (value instanceof byte[] bytes) {
                return "\\\\x" + HexFormat.of().formatHex(bytes);
            }
            if (value instanceof Instant instant) {
                return instant.atOffset(ZoneOffset.UTC).toString();
            }
            if (value instanceof Boolean b) {
                return b ? "t" : "f";
            }
            String text = value.toString();
            return text.indexOf('\\') < 0 && text.indexOf('\t') < 0 && text.indexOf('\n') < 0 ? text
                    : text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n");
        }
    }

    /** Batched prepared inserts, for SQLite. */
    static final class Batch extends TableWriter {
        private final Connection connection;
        private final List<Object[]> rows = new ArrayList<>();

        Batch(Connection connection, String table, List<String> columns) {
            super(table, columns);
            this.connection = connection;
        }

        @Override
        void add(Object... values) {
            rows.add(values);
        }

        @Override
        void flush() throws SQLException {
            String marks = String.join(", ", columns.stream().map(c -> "?").toList());
            try (PreparedStatement s = connection.prepareStatement(
                    "insert into " + table + " (" + String.join(", ", columns) + ") values (" + marks + ")")) {
                int inBatch = 0;
                for (Object[] row : rows) {
                    for (int i = 0; i < row.length; i++) {
                        s.setObject(i + 1, row[i] instanceof Instant instant ? Timestamp.from(instant) : row[i]);
                    }
                    s.addBatch();
                    if (++inBatch == 1000) {
                        s.executeBatch();
                        inBatch = 0;
                    }
                }
                s.executeBatch();
            }
            rows.clear();
        }
    }
}
