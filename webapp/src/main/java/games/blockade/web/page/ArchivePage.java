package games.blockade.web.page;

import games.blockade.web.archive.Archive;
import games.blockade.web.archive.ArchiveQuery;
import games.blockade.web.infrastructure.Pages;
import games.blockade.web.rules.GameCatalog;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
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

    @GET
    public String games() {
        ArchiveQuery query = archive.query(uri.getQueryParameters());
        return pages.render(uri, "games.jte", "Games", "games",
                Map.of("listing", archive.list(query), "games", catalog.all()));
    }
}
