package games.blockade.web.api;

import games.blockade.web.analysis.PuzzleViews;
import games.blockade.web.archive.Archive;
import games.blockade.web.archive.ListedGame;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.tournament.Tournaments;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The calls of the JSON API, read from the same annotations the OpenAPI document is made from (so
 * the index cannot list a call the document lacks, or the other way round), each with an example on
 * this site's own games: the first game (the solved one), the newest finished game and one of its
 * players.
 */
@ApplicationScoped
public class ApiCalls {

    /** The resources of the API, in the order the index lists them. */
    static final List<Class<?>> RESOURCES = List.of(RulesApi.class, ArchiveApi.class, GameApi.class, PlayersApi.class,
            PuzzleApi.class, TournamentApi.class);
    private static final Pattern TEMPLATE = Pattern.compile("\\{(\\w+)}");

    /** One call: its path as a template, what it answers, and the address of an example, when there is one. */
    public record Call(String method, String path, String summary, String example) {
    }

    @Inject
    Archive archive;
    @Inject
    GameCatalog catalog;
    @Inject
    PuzzleViews puzzles;
    @Inject
    Tournaments tournaments;

    /** Every call, its paths under {@code base} (where the site is mounted, "" at the root). */
    public List<Call> calls(String base) {
        Map<String, String> values = examples();
        return RESOURCES.stream().flatMap(ApiCalls::operations)
                .map(method -> call(base, method, values)).toList();
    }

    /** One call to try, on a game of this site if it has one. */
    public String example() {
        return Optional.ofNullable(examples().get("id")).map(id -> "/api/games/" + id).orElse("/api/rules");
    }

    private Map<String, String> examples() {
        Map<String, String> values = new HashMap<>();
        values.put("game", catalog.all().get(0).id());
        List<ListedGame> newest = archive.list(archive.query(Map.of("limit", List.of("1")))).games();
        puzzles.newest().ifPresent(puzzle -> values.put("puzzle", Long.toString(puzzle)));
        tournaments.newest().ifPresent(tournament -> values.put("tournament", Long.toString(tournament)));
        newest.stream().findFirst().ifPresent(game -> {
            values.put("id", Long.toString(game.id()));
            values.put("player", Long.toString(game.one().id()));
        });
        return values;
    }

    private static Stream<Method> operations(Class<?> resource) {
        return Arrays.stream(resource.getMethods()).filter(method -> method.isAnnotationPresent(GET.class))
                .sorted(Comparator.comparing(ApiCalls::path));
    }

    private static String path(Method method) {
        String base = method.getDeclaringClass().getAnnotation(Path.class).value();
        Path own = method.getAnnotation(Path.class);
        return "/" + base + (own == null ? "" : "/" + own.value());
    }

    private static Call call(String base, Method method, Map<String, String> values) {
        String path = path(method);
        Matcher names = TEMPLATE.matcher(path);
        StringBuilder example = new StringBuilder();
        while (names.find()) {
            String value = values.get(names.group(1));
            if (value == null) {
                return new Call("GET", path, method.getAnnotation(Operation.class).summary(), null);
            }
            names.appendReplacement(example, value);
        }
        names.appendTail(example);
        String query = Arrays.stream(method.getAnnotationsByType(Parameter.class))
                .filter(parameter -> parameter.in() == ParameterIn.QUERY && !parameter.example().isEmpty())
                .map(parameter -> parameter.name() + "=" + parameter.example()).collect(Collectors.joining("&"));
        return new Call("GET", path, method.getAnnotation(Operation.class).summary(),
                base + example + (query.isEmpty() ? "" : "?" + query));
    }
}
