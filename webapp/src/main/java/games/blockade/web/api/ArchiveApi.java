package games.blockade.web.api;

import games.blockade.web.archive.Archive;
import games.blockade.web.archive.ArchiveQuery;
import games.blockade.web.archive.ListedGame;
import games.blockade.web.infrastructure.Caching;
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
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api/games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "archive", description = "Finished games")
public class ArchiveApi {

    @Inject
    Archive archive;
    @Context
    UriInfo uri;
    @Context
    Request request;

    /** A page of games; {@code next} is the {@code after} value of the following page, absent on the last. */
    public record GamesPage(List<ListedGame> games, String next) {
    }

    @GET
    @Operation(summary = "Finished games, newest first, a page at a time")
    @APIResponse(responseCode = "200", description = "A page of games", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = GamesPage.class)))
    @APIResponse(responseCode = "304", description = "The copy the client holds (If-None-Match) is current")
    @APIResponse(responseCode = "400", description = "A parameter is invalid; the message says which and why")
    @Parameter(name = "game", in = ParameterIn.QUERY, description = "Game id: retreat, piecepack, walls or backgammon", example = "retreat")
    @Parameter(name = "player", in = ParameterIn.QUERY, description = "A player's number: only their games")
    @Parameter(name = "result", in = ParameterIn.QUERY, description = "Without a player: one, two or draw; with one: win, loss or draw")
    @Parameter(name = "from", in = ParameterIn.QUERY, description = "First day, inclusive, as 2026-03-01 (UTC)")
    @Parameter(name = "to", in = ParameterIn.QUERY, description = "Last day, inclusive, as 2026-03-31 (UTC)")
    @Parameter(name = "after", in = ParameterIn.QUERY, description = "Where the page starts: the previous page's next")
    @Parameter(name = "limit", in = ParameterIn.QUERY, description = "Games per page, 1 to 100 (25)", example = "5")
    public Response games() {
        ArchiveQuery query = archive.query(uri.getQueryParameters());
        Archive.Listing listing = archive.list(query);
        return Caching.revalidated(request, new EntityTag("k" + listing.fingerprint()), () -> Caching.json(
                new GamesPage(listing.games(), listing.next().map(ArchiveQuery::cursorText).orElse(null))));
    }
}
