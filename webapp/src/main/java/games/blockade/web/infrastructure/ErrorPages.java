package games.blockade.web.infrastructure;

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
import java.util.Map;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Every error the site answers, as a friendly page (or JSON under {@code /api/}) and never a stack
 * trace. Unexpected failures are logged with an id that the page shows, to find them again.
 */
public final class ErrorPages {

    private static final Logger LOG = Logger.getLogger(ErrorPages.class.getName());

    private ErrorPages() {
    }

    static Response answer(UriInfo uri, Pages pages, int status, String message) {
        if (uri.getPath().startsWith("api/") || uri.getPath().equals("api")) {
            String json = Json.createObjectBuilder().add("status", status).add("message", message).build().toString();
            return Response.status(status).type(MediaType.APPLICATION_JSON_TYPE).entity(json)
                    .header(HttpHeaders.CACHE_CONTROL, "no-store").build();
        }
        String title = switch (status) {
            case 400 -> "That request does not make sense";
            case 404 -> "Not found";
            case 405 -> "This site is read-only";
            default -> status >= 500 ? "Something went wrong" : "That did not work";
        };
        String html = pages.render(uri, "error.jte", title, "", Map.of("status", status, "message", message));
        return Response.status(status).type(MediaType.TEXT_HTML_TYPE.withCharset("utf-8")).entity(html)
                .header(HttpHeaders.CACHE_CONTROL, "no-store").build();
    }

    /** Our own errors carry a message written for the reader. */
    @Provider
    public static class ProblemMapper implements ExceptionMapper<Problem> {
        @Context
        UriInfo uri;
        @Inject
        Pages pages;

        @Override
        public Response toResponse(Problem problem) {
            return answer(uri, pages, problem.status(), problem.getMessage());
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
            if (status >= 500) {
                return failure(uri, pages, error);
            }
            String message = switch (status) {
                case 404 -> "There is no page at /" + uri.getPath() + ".";
                case 405 -> "Pages here can only be read.";
                case 406 -> "This address cannot answer in the format asked for.";
                default -> "The request could not be answered (HTTP " + status + ").";
            };
            return answer(uri, pages, status, message);
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
            return failure(uri, pages, failure);
        }
    }

    private static Response failure(UriInfo uri, Pages pages, Throwable failure) {
        String incident = UUID.randomUUID().toString().substring(0, 8);
        LOG.log(Level.SEVERE, "incident " + incident + " at /" + uri.getPath(), failure);
        return answer(uri, pages, 500, "The server failed to answer this request. If it keeps happening, "
                + "report incident " + incident + ".");
    }
}
