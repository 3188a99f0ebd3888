package games.blockade.web.api;

import games.blockade.web.infrastructure.Caching;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Where the API starts: every call, and where the people's page and the machine's description are. */
@Path("api")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "index", description = "Where the API starts")
public class ApiIndex {

    @Inject
    ApiCalls calls;
    @Context
    UriInfo uri;

    /** The index: the API's documentation for people, its OpenAPI description, and every call with an example. */
    public record Index(String title, String documentation, String openapi, List<ApiCalls.Call> calls) {
    }

    /** Its examples name the newest game, so it is made anew at most once a second, like the home page. */
    @GET
    @Operation(summary = "This index: every call with what it answers and an example on this site's own games, "
            + "and where the documentation and the OpenAPI description are")
    @APIResponse(responseCode = "200", description = "The index", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = Index.class)))
    public Response index() {
        String base = uri.getBaseUri().getRawPath().replaceAll("/$", "");
        return Caching.current(Caching.json(new Index("Blockade archive API", base + "/api-docs", base + "/openapi",
                calls.calls(base))));
    }
}
