package games.blockade.web.page;

import games.blockade.web.analysis.PuzzleViews;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.infrastructure.TrustedHtml;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Map;

/** A puzzle's page: the position, the side to move, what is asked, and the solution behind a click. */
@Path("puzzles/{id}")
public class PuzzlePage {

    @Inject
    Pages pages;
    @Inject
    PuzzleViews puzzles;
    @Context
    UriInfo uri;

    @GET
    @Produces(MediaType.TEXT_HTML + ";charset=utf-8")
    public Response puzzle(@PathParam("id") String id) {
        PuzzleViews.PuzzleView puzzle = puzzles.find(id);
        return Caching.lasting(Response.ok(pages.render(uri, "puzzle.jte", pages.words().t("puzzle.title", String.valueOf(puzzle.id())), "games",
                Map.of("puzzle", puzzle, "said", PuzzleViews.said(puzzle, pages.words()),
                        "board", new TrustedHtml(PuzzleViews.board(puzzle, pages.words().locale()))))));
    }
}
