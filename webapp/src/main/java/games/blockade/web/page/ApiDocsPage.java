package games.blockade.web.page;

import games.blockade.web.api.ApiCalls;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Map;

/** The API for people: what it is, then every call drawn from the OpenAPI document by Swagger UI. */
@Path("api-docs")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class ApiDocsPage {

    @Inject
    Pages pages;
    @Inject
    ApiCalls calls;
    @Context
    UriInfo uri;

    /** Its example call names a game of this site, so it is made anew like the home page. */
    @GET
    public Response page() {
        return Caching.current(Response.ok(pages.render(uri, "api-docs.jte", "The Blockade API", "api",
                Map.of("example", calls.example()))));
    }
}
