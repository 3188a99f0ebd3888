package games.blockade.web.infrastructure;

import jakarta.ws.rs.core.CacheControl;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import java.util.function.Supplier;

/**
 * HTTP caching of games. A finished game never changes, so what is drawn from it may be kept for
 * good; a game in play changes with every move, so it is revalidated each time, cheaply, by its
 * version in the entity tag.
 */
public final class Caching {

    private static final int YEAR = 365 * 24 * 3600;
    /** Pages also carry the site's frame, which a new release may change: kept an hour, then revalidated. */
    private static final int HOUR = 3600;

    private Caching() {
    }

    /**
     * A 304 when the client's copy is current, otherwise the built response; either way with the
     * tag and the caching rule for a finished game or one in play.
     */
    public static Response answer(Request request, EntityTag tag, boolean finished, boolean page,
                                  Supplier<Response.ResponseBuilder> build) {
        CacheControl cache = new CacheControl();
        if (finished) {
            cache.setMaxAge(page ? HOUR : YEAR);
        } else {
            cache.setNoCache(true);
        }
        Response.ResponseBuilder notModified = request.evaluatePreconditions(tag);
        Response.ResponseBuilder builder = notModified != null ? notModified : build.get();
        return builder.tag(tag).cacheControl(cache).build();
    }
}
