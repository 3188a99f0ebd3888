package games.blockade.store.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import games.blockade.store.TestDatabase;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The two engines' migrations build the same store: the same tables, columns of the same kind and
 * nullability, the same keys and indexes. Hibernate validates the mapping against PostgreSQL's
 * schema; this holds SQLite's to it, so a migration written for one engine and forgotten for the
 * other fails here.
 */
class SchemaParityTest {

    @Test
    void sqliteAndPostgresqlHaveTheSameSchema() throws SQLException {
        StoreSettings sqlite = TestDatabase.SQLITE.fresh(2);
        StoreSettings postgres = TestDatabase.POSTGRESQL.fresh(2);
        Store.open(sqlite).close();
        Store.open(postgres).close();

        Map<String, String> expected = describe(postgres);
        Map<String, String> actual = describe(sqlite);

        assertEquals(expected.keySet(), actual.keySet(), "tables");
        expected.forEach((table, shape) -> assertEquals(shape, actual.get(table), "table " + table));
    }

    /** Each table's columns (name, kind, nullability), primary key and indexes, as text. */
    private static Map<String, String> describe(StoreSettings settings) throws SQLException {
        Map<String, String> tables = new TreeMap<>();
        try (Connection c = DriverManager.getConnection(settings.url(), settings.user(), settings.password())) {
            DatabaseMetaData meta = c.getMetaData();
            String schema = c.getSchema();
            try (ResultSet t = meta.getTables(null, schema, "%", new String[] {"TABLE"})) {
                while (t.next()) {
                    String table = t.getString("TABLE_NAME").toLowerCase(Locale.ROOT);
                    if (!table.startsWith("flyway_") && !table.startsWith("sqlite_")) {
                        tables.put(table, shape(meta, schema, t.getString("TABLE_NAME")));
                    }
                }
            }
        }
        return tables;
    }

    private static String shape(DatabaseMetaData meta, String schema, String table) throws SQLException {
        StringBuilder shape = new StringBuilder();
        TreeSet<String> key = new TreeSet<>();
        try (ResultSet pk = meta.getPrimaryKeys(null, schema, table)) {
            while (pk.next()) {
                key.add(pk.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
            }
        }
        try (ResultSet col = meta.getColumns(null, schema, table, "%")) {
            while (col.next()) {
                String name = col.getString("COLUMN_NAME").toLowerCase(Locale.ROOT);
                // SQLite reports its row id as nullable, though it never holds a null.
                boolean notNull = col.getInt("NULLABLE") == DatabaseMetaData.columnNoNulls || key.contains(name);
                shape.append(name).append(' ').append(kind(col.getString("TYPE_NAME"))).append(' ')
                        .append(notNull ? "not null" : "null").append('\n');
            }
        }
        shape.append("primary key ").append(key).append('\n');
        // Indexes by their columns: SQLite names the indexes of unique constraints itself.
        Map<String, TreeMap<Integer, String>> indexes = new TreeMap<>();
        Map<String, Boolean> unique = new TreeMap<>();
        try (ResultSet ix = meta.getIndexInfo(null, schema, table, false, false)) {
            while (ix.next()) {
                String name = ix.getString("INDEX_NAME");
                if (name != null) {
                    indexes.computeIfAbsent(name, n -> new TreeMap<>())
                            .put(ix.getInt("ORDINAL_POSITION"), ix.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
                    unique.put(name, !ix.getBoolean("NON_UNIQUE"));
                }
            }
        }
        TreeSet<String> described = new TreeSet<>();
        indexes.forEach((name, columns) -> {
            boolean isKey = unique.get(name) && new TreeSet<>(columns.values()).equals(key);
            if (!isKey) {
                described.add((unique.get(name) ? "unique index " : "index ") + columns.values());
            }
        });
        described.forEach(index -> shape.append(index).append('\n'));
        return shape.toString();
    }

    /** What a column holds, in words both engines' type names map to. */
    private static String kind(String type) {
        String t = type.toLowerCase(Locale.ROOT);
        if (t.contains("time")) {
            return "instant";
        }
        if (t.contains("int") || t.equals("serial") || t.equals("bigserial")) {
            return "whole number";
        }
        if (t.contains("char") || t.equals("text")) {
            return "text";
        }
        if (t.contains("bytea") || t.contains("blob")) {
            return "bytes";
        }
        if (t.contains("double") || t.contains("float") || t.equals("real")) {
            return "real";
        }
        if (t.startsWith("bool")) {
            return "boolean";
        }
        return t;
    }
}
