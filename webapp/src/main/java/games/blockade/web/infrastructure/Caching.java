package games.blockade.web.infrastructure;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.ws.rs.core.CacheControl;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * HTTP caching by entity tag. A finished game never changes, so what is drawn from it may be kept
 * for good; a game in play or a player's page changes now and then, so it is revalidated each
 * time, cheaply, by a tag that changes with it.
 *
 * <p>A tag names its content exactly (apart from players' names, which may change: see
 * {@link #PAGE_SECONDS}), so the server also keeps the answer it built for a tag and sends it again
 * to anyone asking for the same tag, without rendering it anew.
 */
public final class Caching {

    private static final int YEAR = 365 * 24 * 3600;
    /**
     * Pages also carry the site's frame, which a new release may change, and players' names, which
     * may change at any time: kept an hour, then revalidated.
     */
    public static final int PAGE_SECONDS = 3600;
    /** Characters (or bytes) of answers kept, some 64 MB at most. */
    private static final long KEPT = 32L << 20;
    private static final Cache<String, Response> ANSWERS = Caffeine.newBuilder()
            .maximumWeight(KEPT).weigher((String tag, Response answer) -> size(answer))
            .expireAfterWrite(Duration.ofSeconds(PAGE_SECONDS)).build();

    /** The same default JSON-B the server's JAX-RS provider uses; thread-safe. */
    private static final Jsonb JSON = JsonbBuilder.create();

    private Caching() {
    }

    /** An answer's JSON, written once here so that the kept answer is text, not an object to serialize again. */
    public static Response.ResponseBuilder json(Object value) {
        return Response.ok(JSON.toJson(value), MediaType.APPLICATION_JSON_TYPE);
    }

    /**
     * A 304 when the client's copy is current, otherwise the answer built for this tag; either way
     * with the tag and the caching rule for a finished game or one in play.
     *
     * @param tag names the content exactly; it must differ between resources (start it with a letter of the resource's own)
     */
    public static Response answer(Request request, EntityTag tag, boolean finished, boolean page,
                                  Supplier<Response.ResponseBuilder> build) {
        CacheControl cache = new CacheControl();
        if (finished) {
            cache.setMaxAge(page ? PAGE_SECONDS : YEAR);
        } else {
            cache.setNoCache(true);
        }
        Response.ResponseBuilder notModified = request.evaluatePreconditions(tag);
        Response.ResponseBuilder builder = notModified != null ? notModified
                : Response.fromResponse(ANSWERS.get(tag.getValue(), key -> build.get().build()));
        return builder.tag(tag).cacheControl(cache).build();
    }

    /** A revalidated answer (no-cache) for content that may change at any time, such as a player's page. */
    public static Response revalidated(Request request, EntityTag tag, Supplier<Response.ResponseBuilder> build) {
        return answer(request, tag, false, true, build);
    }

    private static int size(Response answer) {
        Object entity = answer.getEntity();
        if (entity instanceof String text) {
            return text.length();
        }
        return entity instanceof byte[] bytes ? bytes.length : 1024;
    }
}
