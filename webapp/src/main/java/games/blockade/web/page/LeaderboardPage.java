package games.blockade.web.page;

import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.player.Leaderboards;
import games.blockade.web.infrastructure.Problem;
import games.blockade.web.rules.GameCatalog;
import games.blockade.web.rules.GameKind;
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

@Path("leaderboards")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class LeaderboardPage {

    @Inject
    Pages pages;
    @Inject
    Leaderboards leaderboards;
    @Inject
    GameCatalog catalog;
    @Context
    UriInfo uri;

    /** The leaderboards start with the first game's. */
    @GET
    public Response index() {
        GameKind first = catalog.all().stream().findFirst()
                .orElseThrow(() -> Problem.notFound("no-games-yet"));
        return Response.seeOther(uri.getBaseUriBuilder().path("leaderboards").path(first.id()).build()).build();
    }

    @GET
    @Path("{game}")
    public Response leaderboard(@PathParam("game") String game, @QueryParam("after") String after,
                                @QueryParam("rank") String rank) {
        Leaderboards.Board board = leaderboards.board(game, Optional.ofNullable(after), Optional.ofNullable(rank));
        return Caching.current(Response.ok(pages.render(uri, "leaderboard.jte",
                pages.words().t("leaderboard.page-title", board.game().title()), "leaderboards", Map.of("board", board, "games", catalog.all()))));
    }
}
