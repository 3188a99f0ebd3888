package games.blockade.web.archive;

import games.blockade.store.model.GameResult;
import games.blockade.store.model.Score;
import games.blockade.store.repository.ArchiveEntry;
import games.blockade.store.repository.ArchiveFilter;
import games.blockade.store.repository.ArchiveQueries;
import games.blockade.web.infrastructure.Problem;
import games.blockade.web.rules.GameCatalog;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The archive's query parameters, checked: each bad value is answered with a 400 that says what
 * was wrong and what is allowed. Empty values count as absent, as an HTML form sends them.
 *
 * <p>{@code result} is a side's result when no player is chosen ({@code one}, {@code two},
 * {@code draw}) and the player's own result when one is ({@code win}, {@code loss}, {@code draw}).
 * Dates are days in UTC, both inclusive. {@code after} is the cursor a page ends with.
 */
public record ArchiveQuery(Optional<String> game, Optional<Long> player, Optional<String> result,
                           Optional<LocalDate> from, Optional<LocalDate> to,
                           Optional<ArchiveEntry.Cursor> after, int limit) {

    public static final int DEFAULT_LIMIT = 25;
    static final Set<String> NAMES = Set.of("game", "player", "result", "from", "to", "after", "limit");

    public static ArchiveQuery parse(Map<String, List<String>> params, GameCatalog catalog) {
        for (String name : params.keySet()) {
            if (!NAMES.contains(name)) {
                throw Problem.badRequest("archive-parameter", name);
            }
        }
        Optional<String> game = single(params, "game").map(id -> known(catalog, id));
        Optional<Long> player = single(params, "player").map(ArchiveQuery::playerId);
        Optional<String> result = single(params, "result").map(value -> result(value, player.isPresent()));
        Optional<LocalDate> from = single(params, "from").map(value -> day("from", value));
        Optional<LocalDate> to = single(params, "to").map(value -> day("to", value));
        if (from.isPresent() && to.isPresent() && from.get().isAfter(to.get())) {
            throw Problem.badRequest("dates", from.get().toString(), to.get().toString());
        }
        Optional<ArchiveEntry.Cursor> after = single(params, "after").map(ArchiveQuery::cursor);
        int limit = single(params, "limit").map(ArchiveQuery::limit).orElse(DEFAULT_LIMIT);
        return new ArchiveQuery(game, player, result, from, to, after, limit);
    }

    /** The store's filter for this query. */
    public ArchiveFilter filter() {
        Optional<GameResult> byResult = player.isPresent() ? Optional.empty() : result.map(r -> switch (r) {
            case "one" -> GameResult.ONE;
            case "two" -> GameResult.TWO;
            default -> GameResult.DRAW;
        });
        Optional<Score> byScore = player.isPresent() ? result.map(r -> Score.valueOf(r.toUpperCase(Locale.ROOT)))
                : Optional.empty();
        return new ArchiveFilter(game, player, byResult, byScore,
                from.map(day -> day.atStartOfDay(ZoneOffset.UTC).toInstant()),
                to.map(day -> day.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant()));
    }

    /** The query string of this query's first page, or of the page after a cursor. */
    public String queryString(Optional<ArchiveEntry.Cursor> page) {
        Map<String, String> values = new LinkedHashMap<>();
        game.ifPresent(v -> values.put("game", v));
        player.ifPresent(v -> values.put("player", Long.toString(v)));
        result.ifPresent(v -> values.put("result", v));
        from.ifPresent(v -> values.put("from", v.toString()));
        to.ifPresent(v -> values.put("to", v.toString()));
        page.ifPresent(v -> values.put("after", cursorText(v)));
        if (limit != DEFAULT_LIMIT) {
            values.put("limit", Integer.toString(limit));
        }
        List<String> pairs = new ArrayList<>();
        values.forEach((name, value) -> pairs.add(name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8)));
        return pairs.isEmpty() ? "" : "?" + String.join("&", pairs);
    }

    public static String cursorText(ArchiveEntry.Cursor cursor) {
        return cursor.finishedAt() + "~" + cursor.gameId();
    }

    private static Optional<String> single(Map<String, List<String>> params, String name) {
        List<String> values = params.getOrDefault(name, List.of()).stream().filter(v -> !v.isBlank()).toList();
        if (values.size() > 1) {
            throw Problem.badRequest("repeated", name, values.size());
        }
        return values.stream().findFirst().map(String::strip);
    }

    /** An unknown game in a filter is a bad request, not a missing page. */
    private static String known(GameCatalog catalog, String id) {
        try {
            return catalog.get(id).id();
        } catch (Problem unknown) {
            throw unknown.asBadRequest();
        }
    }

    private static long playerId(String value) {
        try {
            long id = Long.parseLong(value);
            if (id > 0) {
                return id;
            }
        } catch (NumberFormatException e) {
            // answered below, with the same message as a negative number
        }
        throw Problem.badRequest("player", value);
    }

    private static String result(String value, boolean withPlayer) {
        String lower = value.toLowerCase(Locale.ROOT);
        List<String> allowed = withPlayer ? List.of("win", "loss", "draw") : List.of("one", "two", "draw");
        if (allowed.contains(lower)) {
            return lower;
        }
        throw Problem.badRequest(withPlayer ? "result.player" : "result.side", value, String.join(", ", allowed));
    }

    private static LocalDate day(String name, String value) {
        try {
            return LocalDate.parse(value);
        } catch (DateTimeParseException e) {
            throw Problem.badRequest("day", name, value);
        }
    }

    private static ArchiveEntry.Cursor cursor(String value) {
        int split = value.lastIndexOf('~');
        try {
            if (split > 0) {
                Instant at = Instant.parse(value.substring(0, split));
                long id = Long.parseLong(value.substring(split + 1));
                if (id > 0) {
                    return new ArchiveEntry.Cursor(at, id);
                }
            }
        } catch (DateTimeException | NumberFormatException e) {
            // answered below
        }
        throw Problem.badRequest("archive-after", value);
    }

    private static int limit(String value) {
        try {
            int limit = Integer.parseInt(value);
            if (limit >= 1 && limit <= ArchiveQueries.MAX_PAGE) {
                return limit;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw Problem.badRequest("limit", ArchiveQueries.MAX_PAGE, value);
    }
}
