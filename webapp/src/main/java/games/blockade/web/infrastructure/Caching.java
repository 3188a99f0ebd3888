package games.blockade.web.infrastructure;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.ws.rs.core.CacheControl;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/**
 * HTTP caching by entity tag. A finished game never changes, so what is drawn from it may be kept
 * for good; a game in play, a player's page or the archive changes now and then, so it is
 * revalidated each time, cheaply, by a tag that changes with it.
 *
 * <p>Every answer made here is also kept whole by address in front of the resources
 * ({@link KeptAnswers}): a finished game's for an hour (its players' names may change), anything
 * that changes for {@link #CURRENT_SECONDS}, so a busy page costs one database read a second
 * however many ask for it, and what is new shows within that second.
 */
public final class Caching {

    private static final int YEAR = 365 * 24 * 3600;
    /**
     * Pages also carry the site's frame, which a new release may change, and players' names, which
     * may change at any time: kept an hour, then revalidated.
     */
    public static final int PAGE_SECONDS = 3600;
    /** How long an answer about something that changes is given again without asking the database. */
    public static final int CURRENT_SECONDS = 1;

    /** The same default JSON-B the server's JAX-RS provider uses; thread-safe. */
    private static final Jsonb JSON = JsonbBuilder.create();

    private Caching() {
    }

    /** An answer's JSON, written once here as bytes, so that no kept answer is encoded again. */
    public static Response.ResponseBuilder json(Object value) {
        return Response.ok(JSON.toJson(value).getBytes(StandardCharsets.UTF_8), MediaType.APPLICATION_JSON_TYPE);
    }

    /**
     * A 304 when the client's copy is current, otherwise the answer built now; either way with the
     * tag and the caching rule for a finished game or one in play.
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
        Response.ResponseBuilder builder = notModified != null ? notModified : build.get();
        return builder.tag(tag).cacheControl(cache)
                .header(KeptAnswers.KEEP, finished ? PAGE_SECONDS : CURRENT_SECONDS).build();
    }

    /** A revalidated answer (no-cache) for content that may change at any time, such as a player's page. */
    public static Response revalidated(Request request, EntityTag tag, Supplier<Response.ResponseBuilder> build) {
        return answer(request, tag, false, true, build);
    }

    /**
     * An answer with no cheap tag of its own, such as the home page or a leaderboard: made anew
     * at most once each {@link #CURRENT_SECONDS}, tagged by its content, and revalidated by clients.
     */
    public static Response current(Response.ResponseBuilder answer) {
        CacheControl cache = new CacheControl();
        cache.setNoCache(true);
        return answer.cacheControl(cache).header(KeptAnswers.KEEP, CURRENT_SECONDS).build();
    }

    /** An answer that never changes at its address, such as an asset linked with its content's version. */
    public static Response forever(Response.ResponseBuilder answer) {
        CacheControl cache = new CacheControl();
        cache.setMaxAge(YEAR);
        return answer.cacheControl(cache).header(KeptAnswers.KEEP, PAGE_SECONDS).build();
    }

    /**
     * An answer kept and cached for an hour, tagged by its content: a rules page (it changes only
     * with a release), a finished game's record (its players' names may change).
     */
    public static Response lasting(Response.ResponseBuilder answer) {
        CacheControl cache = new CacheControl();
        cache.setMaxAge(PAGE_SECONDS);
        return answer.cacheControl(cache).header(KeptAnswers.KEEP, PAGE_SECONDS).build();
    }
}
