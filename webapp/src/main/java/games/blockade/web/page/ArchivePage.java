package games.blockade.web.page;

import games.blockade.web.archive.Archive;
import games.blockade.web.archive.ArchiveQuery;
import games.blockade.web.infrastructure.Caching;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.live.GamesInPlay;
import games.blockade.web.rules.GameCatalog;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Map;

@Path("games")
@Produces(MediaType.TEXT_HTML + ";charset=utf-8")
public class ArchivePage {

    @Inject
    Pages pages;
    @Inject
    Archive archive;
    @Inject
    GameCatalog catalog;
    @Context
    UriInfo uri;

    @Context
    Request request;

    /** The listing is read each time (an index range); the page is rendered again only when it changed. */
    @Inject
    GamesInPlay inPlay;

    @GET
    public Response games() {
        if (uri.getQueryParameters().containsKey(GamesInPlay.STATUS)) {
            return inPlay.page(uri, request);
        }
        ArchiveQuery query = archive.query(uri.getQueryParameters());
        Archive.Listing listing = archive.list(query);
        return Caching.revalidated(request, new EntityTag("l" + listing.fingerprint() + "a" + pages.assetVersion(), true), () -> Response.ok(pages.render(uri, "games.jte", pages.words().t("games.title"), "games",
                Map.of("listing", listing, "games", catalog.all()))));
    }
}
