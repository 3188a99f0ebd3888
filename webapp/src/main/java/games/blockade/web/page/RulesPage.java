package games.blockade.web.page;

import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.rules.GameKind;
import games.blockade.web.rules.RuleDiagrams;
import games.blockade.web.rules.Solutions;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

@Path("rules")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class RulesPage {

    @Inject
    Pages pages;
    @Inject
    GameCatalog catalog;
    @Inject
    RuleDiagrams diagrams;
    @Inject
    Solutions solutions;
    @Context
    UriInfo uri;

    @GET
    public Response index() {
        return Caching.lasting(Response.ok(pages.render(uri, "rules-index.jte", pages.words().t("rules.title"), "rules",
                Map.of("games", catalog.all()))));
    }

    /** A game's board at the start, as the home page shows each game; changes only with a release. */
    @GET
    @Path("{game}/board.svg")
    @Produces("image/svg+xml;charset=utf-8")
    public Response board(@PathParam("game") String game) {
        return Caching.lasting(Response.ok(diagrams.start(catalog.get(game), pages.words()).getBytes(StandardCharsets.UTF_8)));
    }

    @GET
    @Path("{game}")
    public Response rules(@PathParam("game") String game) {
        GameKind kind = catalog.get(game);
        return Caching.lasting(Response.ok(pages.render(uri, "rules.jte", pages.words().t("rules.page-title", kind.title()), "rules",
                Map.of("game", kind, "text", catalog.rulesText(game), "diagrams", diagrams.of(kind, pages.words()),
                        "solved", kind.id().equals("retreat") ? Optional.of(solutions.retreat()) : Optional.empty()))));
    }
}
