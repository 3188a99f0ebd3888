package games.blockade.store.repository;

import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A read query as SQL text with its positional parameters. The archive's queries are written in
 * SQL rather than HQL so that the very text the web app runs is the text {@link #explain} shows.
 */
public record Sql(String text, List<Object> parameters) {

    public Sql {
        Objects.requireNonNull(text);
        parameters = List.copyOf(parameters);
    }

    List<Object[]> rows(EntityManager em) {
        Query query = em.createNativeQuery(text);
        for (int i = 0; i < parameters.size(); i++) {
            query.setParameter(i + 1, parameters.get(i));
        }
        List<Object[]> rows = new ArrayList<>();
        for (Object row : query.getResultList()) {
            rows.add(row instanceof Object[] columns ? columns : new Object[] {row});
        }
        return rows;
    }

    /**
     * The database's plan for this query: on PostgreSQL run for real ({@code EXPLAIN ANALYZE}),
     * on SQLite as planned ({@code EXPLAIN QUERY PLAN}, whose fourth column is the step).
     */
    public List<String> explain(Connection connection) throws SQLException {
        boolean postgres = connection.getMetaData().getDatabaseProductName().equals("PostgreSQL");
        String explain = postgres ? "explain (analyze, buffers) " : "explain query plan ";
        try (PreparedStatement s = connection.prepareStatement(explain + text)) {
            for (int i = 0; i < parameters.size(); i++) {
                s.setObject(i + 1, parameters.get(i));
            }
            List<String> plan = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    plan.add(r.getString(postgres ? 1 : 4));
                }
            }
            return plan;
        }
    }

    /**
     * A timestamp parameter as both drivers store it: SQLite's as milliseconds since the epoch,
     * which is also what {@link #instant} reads back from it.
     */
    public static Timestamp time(Instant instant) {
        return Timestamp.from(instant);
    }

    /** A timestamp column as native queries return it, whichever type the driver chose. */
    public static Instant instant(Object value) {
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof OffsetDateTime odt) {
            return odt.toInstant();
        }
        if (value instanceof Timestamp timestamp) {
            return timestamp.toInstant();
        }
        if (value instanceof Number millis) {
            return Instant.ofEpochMilli(millis.longValue());
        }
        throw new IllegalStateException("not a timestamp: " + value);
    }
}
