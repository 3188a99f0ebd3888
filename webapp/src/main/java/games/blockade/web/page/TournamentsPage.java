package games.blockade.web.page;

import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.language.Words;
import games.blockade.web.tournament.Tournaments;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Map;
import java.util.Optional;

/** The tournaments: upcoming, in play and finished, and each one whole. */
@Path("tournaments")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class TournamentsPage {

    @Inject
    Pages pages;
    @Inject
    Tournaments tournaments;
    @Context
    UriInfo uri;

    @GET
    public Response list(@QueryParam("game") String game, @QueryParam("server") String server) {
        Words words = pages.words();
        return Caching.current(Response.ok(pages.render(uri, "tournaments.jte", words.t("tournaments.title"),
                "tournaments", Map.of("listing", tournaments.list(Optional.ofNullable(game),
                        Optional.ofNullable(server), words)))));
    }

    @GET
    @Path("{id}")
    public Response tournament(@PathParam("id") String id) {
        Words words = pages.words();
        Tournaments.Detail detail = tournaments.detail(id, words);
        return Caching.current(Response.ok(pages.render(uri, "tournament.jte", words.t("tournament.heading",
                String.valueOf(detail.summary().id()), detail.summary().format(), detail.summary().gameTitle()),
                "tournaments", Map.of("tournament", detail))));
    }
}
