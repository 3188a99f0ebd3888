package games.blockade.web.live;

import games.blockade.web.archive.Archive;
import games.blockade.web.archive.LiveGame;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.infrastructure.Problem;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;

/** {@code /games?status=playing}: the games in play, most recently moved first, each a link to watch it live. */
@ApplicationScoped
public class GamesInPlay {

    public static final String STATUS = "status";
    private static final String PLAYING = "playing";
    private static final int SHOWN = 100;

    @Inject
    Pages pages;
    @Inject
    Archive archive;

    public Response page(UriInfo uri, Request request) {
        Map<String, List<String>> params = uri.getQueryParameters();
        if (params.size() != 1 || !params.get(STATUS).equals(List.of(PLAYING))) {
            throw Problem.badRequest("playing");
        }
        List<LiveGame> games = archive.inPlay(SHOWN);
        return Caching.current(Response.ok(pages.render(uri, "playing.jte", pages.words().t("playing.title"), "games",
                Map.of("playing", games))));
    }
}
