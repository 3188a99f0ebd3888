package games.blockade.web.infrastructure;

import games.blockade.web.language.Words;
import games.blockade.web.language.SiteLanguages;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * Every error the site answers, as a friendly page (or JSON under {@code /api/} and for a game's
 * downloads) and never a stack trace. Errors the resources raise come through the mappers below;
 * those the server raises before any resource (a path under {@code WEB-INF}, a method the site does
 * not answer) through {@link ErrorServlet}. Unexpected failures are logged with an id that the
 * answer shows, to find them again.
 */
public final class ErrorPages {

    private static final Logger LOG = Logger.getLogger(ErrorPages.class.getName());
    /**
     * A game's picture, record and animation, and a game's start picture: fetched by scripts, image
     * tags and tools, never read as a page.
     */
    private static final Pattern DOWNLOAD = Pattern.compile(
            "games/[^/]+/(board\\.svg|record\\.txt|replay\\.gif)|rules/[^/]+/board\\.svg");

    private ErrorPages() {
    }

    /** An error as it is sent. */
    record Answer(int status, MediaType type, byte[] body) {
    }

    /**
     * The answer to an error at {@code path} (relative to the site, without the leading slash).
     *
     * @param base where the site is mounted, for the page's links
     */
    static Answer answer(Pages pages, String base, String path, int status, String message) {
        if (json(path)) {
            return new Answer(status, MediaType.APPLICATION_JSON_TYPE,
                    Json.createObjectBuilder().add("status", status).add("message", message).build().toString()
                            .getBytes(StandardCharsets.UTF_8));
        }
        byte[] html = pages.render(pages.frame(base, pages.words().t(title(status)), ""), "error.jte",
                Map.of("status", status, "message", message));
        return new Answer(status, MediaType.TEXT_HTML_TYPE.withCharset("utf-8"), html);
    }

    /** Errors of the JSON API and of the downloads are JSON; everything else is a page. */
    static boolean json(String path) {
        return path.equals("api") || path.startsWith("api/") || DOWNLOAD.matcher(path).matches();
    }

    /** The key of the error page's title in the site's words. */
    private static String title(int status) {
        return switch (status) {
            case 400, 403, 404, 405 -> "error.title." + status;
            default -> status >= 500 ? "error.title.500" : "error.title.other";
        };
    }

    /**
     * The message for an error the framework or the server raised rather than one of ours: in the
     * reader's language on a page, in English in the JSON API.
     */
    static String message(int status, String path, Pages pages) {
        String key = switch (status) {
            case 403, 404, 405, 406 -> "error.message." + status;
            default -> "error.message.other";
        };
        return words(path, pages).t(key, path, String.valueOf(status));
    }

    /** Logs an unexpected failure under a new incident id and says what to report. */
    static String incident(String path, Throwable failure, Pages pages) {
        String incident = UUID.randomUUID().toString().substring(0, 8);
        LOG.log(Level.SEVERE, "incident " + incident + " at /" + path, failure);
        return words(path, pages).t("error.message.500", incident);
    }

    private static Words words(String path, Pages pages) {
        return json(path) ? Words.in(SiteLanguages.ENGLISH) : pages.words();
    }

    private static Response response(UriInfo uri, Pages pages, int status, String message) {
        Answer answer = answer(pages, uri.getBaseUri().getRawPath(), uri.getPath(), status, message);
        return Response.status(status).type(answer.type()).entity(answer.body())
                .header(HttpHeaders.CACHE_CONTROL, "no-store").build();
    }

    /** Our own errors carry a message for the reader, said in the reader's language (English in the API). */
    @Provider
    public static class ProblemMapper implements ExceptionMapper<Problem> {
        @Context
        UriInfo uri;
        @Inject
        Pages pages;

        @Override
        public Response toResponse(Problem problem) {
            return response(uri, pages, problem.status(), problem.say(words(uri.getPath(), pages)));
        }
    }

    /** The framework's errors (no such path, wrong method, unacceptable type) get a plain message. */
    @Provider
    public static class WebErrorMapper implements ExceptionMapper<WebApplicationException> {
        @Context
        UriInfo uri;
        @Inject
        Pages pages;

        @Override
        public Response toResponse(WebApplicationException error) {
            int status = error.getResponse().getStatus();
            String message = status >= 500 ? incident(uri.getPath(), error, pages) : message(status, uri.getPath(), pages);
            return response(uri, pages, status, message);
        }
    }

    @Provider
    public static class FailureMapper implements ExceptionMapper<Throwable> {
        @Context
        UriInfo uri;
        @Inject
        Pages pages;

        @Override
        public Response toResponse(Throwable failure) {
            return response(uri, pages, 500, incident(uri.getPath(), failure, pages));
        }
    }
}
