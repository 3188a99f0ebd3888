package games.blockade.web.page;

import games.blockade.web.archive.Archive;
import games.blockade.web.archive.ArchiveQuery;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.player.Leaderboards;
import games.blockade.web.rules.GameCatalog;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What is happening first: the games being played and those just finished, each with its board,
 * and the top players of each game; then the four games, each with its board at the start. How to
 * play and add the bot is a page of its own ({@link PlayPage}).
 */
@Path("")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class HomePage {

    /** One row of tiles each on a wide screen. */
    static final int TILES = 4;
    static final int TOP = 3;

    @Inject
    Pages pages;
    @Inject
    GameCatalog catalog;
    @Inject
    Archive archive;
    @Inject
    Leaderboards leaderboards;
    @Context
    UriInfo uri;

    /** Made anew at most once a second, however many ask (see {@link Caching#current}). */
    @GET
    public Response home() {
        ArchiveQuery latest = archive.query(Map.of("limit", List.of(Integer.toString(TILES))));
        List<Leaderboards.Board> tops = catalog.all().stream()
                .map(game -> leaderboards.board(game.id(), Optional.empty(), Optional.empty(), TOP)).toList();
        return Caching.current(Response.ok(pages.render(uri, "home.jte", "Blockade", "home",
                Map.of("games", catalog.all(), "playing", archive.inPlay(TILES), "latest", archive.list(latest).games(),
                        "tops", tops, "now", Instant.now()))));
    }
}
