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
import java.time.ZoneOffset;
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

    /** The database's plan for this query, run for real ({@code EXPLAIN ANALYZE}) on the connection. */
    public List<String> explain(Connection connection) throws SQLException {
        boolean postgres = connection.getMetaData().getDatabaseProductName().equals("PostgreSQL");
        String explain = postgres ? "explain (analyze, buffers) " : "explain analyze ";
        try (PreparedStatement s = connection.prepareStatement(explain + text)) {
            for (int i = 0; i < parameters.size(); i++) {
                s.setObject(i + 1, parameters.get(i));
            }
            List<String> plan = new ArrayList<>();
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    plan.add(r.getString(1));
                }
            }
            return plan;
        }
    }

    /** A timestamp parameter both drivers accept. */
    static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    /** A timestamp column as native queries return it, whichever type the driver chose. */
    static Instant instant(Object value) {
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof OffsetDateTime odt) {
            return odt.toInstant();
        }
        if (value instanceof Timestamp timestamp) {
            return timestamp.toInstant();
        }
        throw new IllegalStateException("not a timestamp: " + value);
    }
}
